import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './card-grid';

type Row = { id: number };
const paging = { current: 1, pageSize: 2, hrefFor: (page: number) => `/works?current=${page}` };
const render = (query: Parameters<typeof CardGrid<Row>>[0]['query']) =>
  renderToStaticMarkup(
    h(
      MemoryRouter,
      null,
      h(CardGrid<Row>, {
        kind: 'works',
        query,
        paging,
        empty: h('p', null, '这个分类下还没有作品'),
        children: (row: Row) => h('article', { key: row.id }, `card ${row.id}`),
      }),
    ),
  );

describe('CardGrid', () => {
  it('shows skeleton cards and no pager on the first load', () => {
    const html = render({ data: undefined, isPending: true, isPlaceholderData: false });
    expect(html).not.toContain('card ');
    expect(html).not.toContain('href=');
  });

  it('shows the cards, then links to the other pages', () => {
    const html = render({
      data: { rows: [{ id: 1 }, { id: 2 }], total: 6 },
      isPending: false,
      isPlaceholderData: false,
    });
    expect(html).toContain('card 1');
    expect(html).toContain('card 2');
    expect(html).not.toContain('data-stale');
    expect(html).toContain('href="/works?current=2"');
    expect(html).toContain('href="/works?current=3"');
    expect(html).not.toContain('href="/works?current=4"');
  });

  it('dims another page’s rows while this one loads', () => {
    const html = render({ data: { rows: [{ id: 1 }], total: 6 }, isPending: false, isPlaceholderData: true });
    expect(html).toContain('data-stale="true"');
  });

  it('shows the empty state instead of the grid when the page has no rows', () => {
    const html = render({ data: { rows: [], total: 0 }, isPending: false, isPlaceholderData: false });
    expect(html).toContain('这个分类下还没有作品');
    expect(html).not.toContain('card ');
  });

  it('stops the page links at the paging depth', () => {
    const html = render({
      data: { rows: [{ id: 1 }], total: 100, depth: 4 },
      isPending: false,
      isPlaceholderData: false,
    });
    expect(html).toContain('href="/works?current=2"');
    expect(html).not.toContain('href="/works?current=3"');
  });
});
