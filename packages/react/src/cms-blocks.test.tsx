// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CmsBlock } from '@bazaar/domain/cms/blocks';
import { CmsBlockView, type BlockViews } from './cms-blocks';

afterEach(cleanup);

const named =
  (type: string) =>
  ({ id, first }: { id: string; first: boolean }) => (
    <section aria-label={type} id={id} data-first={first || undefined} />
  );
const VIEWS = {
  banner: named('banner'),
  richText: named('richText'),
  worksGrid: named('worksGrid'),
  designerLevels: named('designerLevels'),
  designerGroups: named('designerGroups'),
  taskCard: named('taskCard'),
  linkList: named('linkList'),
  rankList: named('rankList'),
  likeWall: named('likeWall'),
  video: named('video'),
  faq: named('faq'),
} satisfies BlockViews;

describe('CmsBlockView', () => {
  it('hands each block to its type’s view with its anchor, and marks the first', () => {
    const blocks = [{ type: 'banner' }, { type: 'faq' }] as CmsBlock[];
    render(
      <>
        {blocks.map((block, i) => (
          <CmsBlockView key={i} block={block} index={i} views={VIEWS} />
        ))}
      </>,
    );
    const banner = screen.getByRole('region', { name: 'banner' });
    expect(banner.id).toBe('zt-block-0');
    expect(banner.dataset.first).toBe('true');
    const faq = screen.getByRole('region', { name: 'faq' });
    expect(faq.id).toBe('zt-block-1');
    expect(faq.dataset.first).toBeUndefined();
  });
});
