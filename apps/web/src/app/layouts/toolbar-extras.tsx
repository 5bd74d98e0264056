/**
 * The floating toolbar's page-specific buttons (docs/product.md §2): 'like the works' on a work's page and the share
 * widget on works, task and designer pages. A lazy chunk: most pages have neither, and the first load of
 * every page carries the toolbar.
 */
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLikeWorks } from '@/features/works/api/like-works';
import { useCampaignEntry, useCampaignLike, useEntryCampaignSlug } from '@/shared/campaigns/campaigns-api';
import * as paths from '@/shared/lib/paths';
import { useSession } from '@/shared/session/use-session';
import { HeartIcon } from '@/shared/ui/icons';
import { ShareIcon } from '@/shared/ui/icons-more';
import { ShareLinks } from './share-links';
import styles from './floating-toolbar.module.css';

/** The toolbar's 点赞作品 button; what a like does (and when it is disabled) is the caller's. */
function LikeItem({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <li className={styles.item}>
      <button type="button" className={styles.button} aria-label="点赞作品" disabled={disabled} onClick={onClick}>
        <HeartIcon />
      </button>
      <span className={styles.tip} aria-hidden="true">
        点赞作品
      </span>
    </li>
  );
}

function LikeWorksButton({ worksId }: { worksId: number }) {
  const { isLogin } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const like = useLikeWorks(worksId);
  return (
    <LikeItem
      disabled={like.isPending}
      onClick={() => (isLogin ? like.mutate() : void navigate(paths.login(pathname)))}
    />
  );
}

/** Issue 8: on a contest entry page (/match/{id}, /oppo/{id}) the like counts in the contest. */
function CampaignLikeButton({ slug, worksId }: { slug: string; worksId: number }) {
  const entry = useCampaignEntry(slug, worksId);
  const { like, pending } = useCampaignLike(entry.data?.campaign);
  return <LikeItem disabled={pending === worksId || !entry.data} onClick={() => like(worksId)} />;
}

function ShareButton() {
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.button}
        aria-label="分享"
        aria-expanded={open}
        aria-controls="toolbar-share"
        onClick={() => setOpen((v) => !v)}
      >
        <ShareIcon />
      </button>
      {open ? (
        <div id="toolbar-share" className={styles.sharePanel}>
          <ShareLinks />
        </div>
      ) : (
        <span className={styles.tip} aria-hidden="true">
          分享
        </span>
      )}
    </li>
  );
}

export default function ToolbarExtras({ like, share }: { like?: 'works'; share?: true }) {
  const id = Number(useParams().id);
  const { pathname, search } = useLocation();
  const campaign = useEntryCampaignSlug(pathname, search);
  const valid = like === 'works' && Number.isInteger(id) && id > 0;
  return (
    <>
      {valid &&
        campaign !== undefined &&
        (campaign ? <CampaignLikeButton slug={campaign} worksId={id} /> : <LikeWorksButton worksId={id} />)}
      {share && <ShareButton />}
    </>
  );
}
