import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

/** secondary is the plain outlined button; danger is outlined and turns red on hover (删除). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The caller's own layout class (width, margin), added after the button's. */
  className?: string;
}

/**
 * The button's classes, for the few elements that must look like one without being a <button> or a route
 * link: an external <a href>, a file picker's <label>, a placeholder. Everything else uses <Button>.
 */
export function buttonClass({ variant, size, className }: ButtonLook = {}): string {
  // secondary and medium are the plain .button: the module has no class of that name.
  return [styles.button, variant && styles[variant], size && styles[size], className].filter(Boolean).join(' ');
}

type NativeButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
    to?: undefined;
    /** The action is running: the button says so (aria-busy) and cannot be pressed again. */
    loading?: boolean;
  };

type LinkButtonProps = ButtonLook & Omit<LinkProps, 'className'>;

export type ButtonProps = NativeButtonProps | LinkButtonProps;

/**
 * The one button (docs/conventions.md §9): a <button type="button"> unless told otherwise, or — given `to` —
 * a react-router <Link> that looks like one (a navigation stays a link for the keyboard and the history).
 */
export function Button({ variant, size, className, ...props }: ButtonProps) {
  const cls = buttonClass({ variant, size, className });
  if (props.to !== undefined) return <Link {...props} className={cls} />;
  const { loading, disabled, type = 'button', ...rest } = props;
  return (
    <button type={type} {...rest} className={cls} disabled={disabled || loading} aria-busy={loading || undefined} />
  );
}
