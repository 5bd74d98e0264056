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
export function buttonClass({ variant = 'secondary', size = 'medium', className }: ButtonLook = {}): string {
  let cls = `${styles.button}`;
  if (variant !== 'secondary') cls += ` ${styles[variant]}`;
  if (size !== 'medium') cls += ` ${styles[size]}`;
  return className ? `${cls} ${className}` : cls;
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
export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant, size, className, ...link } = props;
    return <Link {...link} className={buttonClass({ variant, size, className })} />;
  }
  const { variant, size, className, loading = false, disabled, type = 'button', ...rest } = props;
  return (
    <button
      type={type}
      {...rest}
      className={buttonClass({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    />
  );
}
