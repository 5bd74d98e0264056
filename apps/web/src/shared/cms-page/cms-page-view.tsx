/**
 * The one renderer of CMS pages (issue 8): every thematic page, and the console's preview, draw their
 * decoded blocks here. Text blocks draw at once; data blocks (works, designers, tasks, campaigns) fetch
 * their own rows and hold their space with skeletons.
 */
import type {
  BannerBlock,
  CmsBlock,
  FaqBlock,
  LinkListBlock,
  RichTextBlock,
  VideoBlock,
} from '@bazaar/domain/cms/blocks';
import { BANNER_SIZES, bannerSrcSet, bannerUrl, imageUrl } from '@bazaar/domain/format';
import type { CSSProperties } from 'react';
import { ChevronRightIcon } from '../ui/icons';
import { Img } from '../ui/img';
import { SmartLink } from '../ui/smart-link';
import { BlockSection } from './block-section';
import { LikeWallBlockView, RankListBlockView } from './cms-campaign-blocks';
import {
  DesignerGroupsBlockView,
  DesignerLevelsBlockView,
  TaskCardBlockView,
  WorksGridBlockView,
} from './cms-data-blocks';
import styles from './cms-page.module.css';
import { CmsBlockView, type BlockViews } from '@bazaar/react/cms-blocks';

function Banner({ block, first }: { block: BannerBlock; first: boolean }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className={styles.banner} style={{ '--zt-color': block.color ?? 'var(--dark)' } as CSSProperties}>
      {block.cover && (
        <Img
          src={bannerUrl(block.cover)}
          srcSet={bannerSrcSet(block.cover)}
          sizes={BANNER_SIZES}
          alt=""
          ratio="3 / 1"
          priority={first}
          className={styles.bannerArt}
        />
      )}
      <div className={styles.bannerText}>
        <Heading className={styles.bannerTitle}>{block.title}</Heading>
        {block.subtitle && <p className={styles.bannerSubtitle}>{block.subtitle}</p>}
        {block.link && (
          <SmartLink to={block.link} className={styles.bannerCta}>
            {block.linkText ?? '立即查看'}
            <ChevronRightIcon size={16} />
          </SmartLink>
        )}
      </div>
    </section>
  );
}

function RichText({ block, id }: { block: RichTextBlock; id: string }) {
  return (
    <BlockSection title={block.title} id={id}>
      <div className={styles.prose}>
        {block.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </BlockSection>
  );
}

function LinkList({ block, id }: { block: LinkListBlock; id: string }) {
  return (
    <BlockSection title={block.title} id={id}>
      <ul className={styles.links}>
        {block.items.map((item) => (
          <li key={item.link + item.title}>
            <SmartLink to={item.link} className={styles.linkTile}>
              <strong>{item.title}</strong>
              {item.desc && <span>{item.desc}</span>}
              <ChevronRightIcon size={16} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

function Faq({ block, id }: { block: FaqBlock; id: string }) {
  return (
    <BlockSection title={block.title ?? '常见问题'} id={id}>
      <div className={styles.faq}>
        {block.items.map((item) => (
          <details key={item.q} className={styles.faqItem}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </BlockSection>
  );
}

function Video({ block, id }: { block: VideoBlock; id: string }) {
  return (
    <BlockSection title={block.title} id={id}>
      <video
        className={styles.video}
        src={block.src}
        poster={block.poster ? imageUrl(block.poster, { w: 1200 }) : undefined}
        controls
        preload="none"
      />
    </BlockSection>
  );
}

/** The desktop's view of each block type. */
const VIEWS: BlockViews = {
  banner: Banner,
  richText: RichText,
  worksGrid: WorksGridBlockView,
  designerLevels: DesignerLevelsBlockView,
  designerGroups: DesignerGroupsBlockView,
  taskCard: TaskCardBlockView,
  linkList: LinkList,
  rankList: RankListBlockView,
  likeWall: LikeWallBlockView,
  video: Video,
  faq: Faq,
};

/** A page of blocks in the page's theme colour (its first banner's). */
export function CmsPageView({ blocks, color }: { blocks: readonly CmsBlock[]; color?: string }) {
  return (
    <div className={styles.page} style={color ? ({ '--zt-color': color } as CSSProperties) : undefined}>
      {blocks.map((block, i) => (
        <CmsBlockView key={block.cmsId ?? `${block.type}-${i}`} block={block} index={i} views={VIEWS} />
      ))}
    </div>
  );
}
