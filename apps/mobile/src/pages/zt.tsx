/**
 * /zt/{slug} on a phone: the thematic page's CMS blocks (getCmsConfigInfos, page `zt`, position = the slug) laid out
 * in one column, in the page's theme colour (its first banner's). zt/tool and zt/clips are issue 9's own pages, not
 * blocks, with their own routes (pages/tools.tsx, pages/zt-clips.tsx); a slug no page answers is the 404 page.
 */
import '@/styles/pages-content.css';
import '@/styles/pages-zt.css';
import type { CSSProperties } from 'react';
import { CMS } from '@bazaar/domain/constants';
import { CMS_ZT_PAGE, decodeCmsBlocks, pageThemeColor } from '@bazaar/domain/cms/blocks';
import { isZtBlocksPage } from '@bazaar/domain/api/phone-page-data';
import { call, dataOr } from '@/shared/api';
import { useLocation } from '@/shared/router';
import { useLoad } from '@bazaar/react/read';
import { usePageTitle } from '@/shared/use-page-title';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Empty } from '@/shared/ui/states';
import ElsewherePage from './elsewhere';
import { BlockView } from './zt-blocks';

function ZtBlocks({ slug }: { slug: string }) {
  const page = useLoad(`zt:${slug}`, async () =>
    decodeCmsBlocks(
      dataOr(await call('getCmsConfigInfos', { channel: CMS.channel, page: CMS_ZT_PAGE, position: slug }), []),
      (s) => console.warn(`[cms] zt/${slug} block ${s.index} skipped: ${s.error}`),
    ),
  );
  const heading = page.data?.find((b) => b.type === 'banner')?.title;
  usePageTitle(heading ? `${heading} - 设计集市` : null);
  if (page.failed) return <LoadFailed retry={page.reload} />;
  if (!page.data)
    return (
      <div className="m-zt" aria-busy="true">
        <div className="m-skeleton m-zt-banner-skeleton" aria-hidden="true" />
        <div className="m-skeleton m-skeleton-row m-zt-block" aria-hidden="true" />
      </div>
    );
  if (page.data.length === 0) return <Empty text="专题内容正在准备中" action={{ to: '/works', label: '去看看作品' }} />;
  const color = pageThemeColor(page.data);
  return (
    <div className="m-zt" style={color ? ({ '--zt-color': color } as CSSProperties) : undefined}>
      {page.data.map((block, i) => (
        <BlockView key={block.cmsId ?? `${block.type}-${i}`} block={block} index={i} />
      ))}
    </div>
  );
}

export default function ZtPage() {
  const slug = (useLocation().pathname.split('/')[2] ?? '').toLowerCase();
  return isZtBlocksPage(slug) ? <ZtBlocks slug={slug} /> : <ElsewherePage />;
}
