/**
 * A CMS page's blocks, drawn by either site (issue 8, issue 35): each block goes to the site's view for its type,
 * with the block's anchor id (`zt-block-{index}`) and whether it opens the page (a first banner is the LCP image).
 * Which views exist is the domain's list of block types: a site must draw every one (TypeScript says which is
 * missing).
 */
import type { ReactNode } from 'react';
import type { CmsBlock } from '@bazaar/domain/cms/blocks';

export interface BlockViewProps<B> {
  block: B;
  /** The block's anchor: `zt-block-{index}`. */
  id: string;
  /** The page's first block. */
  first: boolean;
}

/** A site's view for every block type. */
export type BlockViews = {
  [T in CmsBlock['type']]: (props: BlockViewProps<Extract<CmsBlock, { type: T }>>) => ReactNode;
};

export const blockId = (index: number): string => `zt-block-${index}`;

export function CmsBlockView({ block, index, views }: { block: CmsBlock; index: number; views: BlockViews }) {
  // The views are indexed by the block's own type, so the block is the one its view takes.
  const View = views[block.type] as (props: BlockViewProps<CmsBlock>) => ReactNode;
  return <View block={block} id={blockId(index)} first={index === 0} />;
}
