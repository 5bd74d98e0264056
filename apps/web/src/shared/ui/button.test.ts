import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass, type ButtonProps } from './button';
import styles from './button.module.css';

const render = (props: ButtonProps, text = '报名') =>
  renderToStaticMarkup(h(MemoryRouter, null, h(Button, props, text)));

const classesOf = (html: string) => (/class="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');

describe('Button', () => {
  it('renders a secondary, medium <button type="button"> by default', () => {
    const html = render({});
    expect(html).toMatch(/^<button type="button"/);
    expect(classesOf(html)).toEqual([styles.button]);
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('aria-busy');
  });

  it('adds the variant and size classes, then the caller’s own', () => {
    expect(classesOf(render({ variant: 'primary', size: 'large', className: 'wide' }))).toEqual([
      styles.button,
      styles.primary,
      styles.large,
      'wide',
    ]);
    expect(classesOf(render({ variant: 'danger', size: 'small' }))).toEqual([
      styles.button,
      styles.danger,
      styles.small,
    ]);
  });

  it('keeps a submit button a submit button', () => {
    expect(render({ type: 'submit' })).toMatch(/^<button type="submit"/);
  });

  it('while loading says so with aria-busy and cannot be pressed again', () => {
    const html = render({ loading: true });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('disabled=""');
  });

  it('is disabled without aria-busy when only disabled', () => {
    const html = render({ disabled: true });
    expect(html).toContain('disabled=""');
    expect(html).not.toContain('aria-busy');
  });

  it('renders a route link styled as a button when given `to`', () => {
    const html = render({ to: '/task', variant: 'primary' }, '去任务大厅');
    expect(html).toMatch(/^<a /);
    expect(html).toContain('href="/task"');
    expect(classesOf(html)).toEqual([styles.button, styles.primary]);
    expect(html).not.toContain('type=');
  });
});

describe('buttonClass', () => {
  it('gives the same classes as <Button> for elements that cannot be one', () => {
    expect(buttonClass()).toBe(styles.button);
    expect(buttonClass({ className: 'picker' })).toBe(`${styles.button} picker`);
    expect(buttonClass({ variant: 'primary', size: 'small' })).toBe(
      `${styles.button} ${styles.primary} ${styles.small}`,
    );
  });
});
