import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog, type DialogActions } from './dialog';

const noop = () => undefined;
const render = (actions: DialogActions, closable = true) =>
  renderToStaticMarkup(
    h(Dialog, {
      open: true,
      title: '删除作品',
      onClose: closable ? noop : undefined,
      actions,
      children: h('p', null, '确定删除吗？'),
    }),
  );

/** The footer's buttons as [text, attributes] pairs. */
const footerButtons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)]
    .map(([, attrs, text]) => [text, attrs] as const)
    .filter(([text]) => text !== '');

describe('Dialog', () => {
  it('names itself by its title and shows the body', () => {
    const html = render({ confirm: '确认删除', onConfirm: noop });
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="([^"]+)"/);
    const id = /aria-labelledby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<h2 id="${id}"`);
    expect(html).toContain('删除作品');
    expect(html).toContain('确定删除吗？');
  });

  it('puts 取消 and then the action in the footer', () => {
    const buttons = footerButtons(render({ confirm: '确认删除', onConfirm: noop }));
    expect(buttons.map(([text]) => text)).toEqual(['取消', '确认删除']);
    for (const [, attrs] of buttons) expect(attrs).not.toContain('disabled');
  });

  it('disables only the action while it cannot be taken yet', () => {
    const [cancel, confirm] = footerButtons(render({ confirm: '确定', onConfirm: noop, disabled: true }));
    expect(cancel![1]).not.toContain('disabled');
    expect(confirm![1]).toContain('disabled');
    expect(confirm![1]).not.toContain('aria-busy');
  });

  it('while the action runs, marks it busy and disables both buttons', () => {
    const [cancel, confirm] = footerButtons(render({ confirm: '提交举报', onConfirm: noop, busy: true }));
    expect(cancel![1]).toContain('disabled');
    expect(confirm![1]).toContain('aria-busy="true"');
    expect(confirm![1]).toContain('disabled');
  });

  it('offers no 取消 (and no ×) when it cannot be dismissed', () => {
    const html = render({ confirm: '我已阅读并同意', onConfirm: noop }, false);
    expect(footerButtons(html).map(([text]) => text)).toEqual(['我已阅读并同意']);
    expect(html).not.toContain('aria-label="关闭"');
  });
});
