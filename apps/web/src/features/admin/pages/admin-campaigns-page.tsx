/**
 * /admin/campaigns 活动管理 (issue 8 console): the like campaigns (vivo, oppo, design contests) — create
 * one, edit its name, intro and like window, and pick its entries by search. The like window is typed
 * and shown in Beijing time (UTC+8, the product's clock for like days) and saved as instants; the api
 * checks every field again with the domain's schema and answers in Chinese.
 */
import type { Campaign, CampaignEntry } from '@bazaar/domain/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, dataOr } from '@/shared/api/client';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast/toast-store';
import { useAdminCampaigns } from '../cms/cms-admin-api';
import { IdPicker } from '../cms/id-picker';
import cms from '../cms/admin-cms.module.css';
import { DeskHeader } from '../components/review-tabs';
import styles from '../components/admin.module.css';

const KIND_NAME = { match: '设计大赛', vivo: 'vivo 活动', oppo: 'OPPO 活动' } as const;
type Kind = keyof typeof KIND_NAME;
const KINDS = Object.keys(KIND_NAME) as Kind[];

const UTC8_MS = 8 * 3600_000;
/** An instant as the value of a `datetime-local` input in Beijing time. */
const toBeijingInput = (iso: string): string => new Date(Date.parse(iso) + UTC8_MS).toISOString().slice(0, 16);
/** A `datetime-local` value read as Beijing time, as an ISO instant ('' stays ''). */
const fromBeijingInput = (value: string): string => (value ? `${value}:00+08:00` : '');
const beijing = (iso: string): string => toBeijingInput(iso).replace('T', ' ');

interface Draft {
  campaignId?: number;
  slug: string;
  kind: Kind;
  title: string;
  intro: string;
  likeStart: string;
  likeEnd: string;
}

const EMPTY: Draft = { slug: '', kind: 'match', title: '', intro: '', likeStart: '', likeEnd: '' };

const draftOf = (c: Campaign): Draft => ({
  campaignId: c.campaignId,
  slug: c.slug,
  kind: c.kind,
  title: c.title,
  intro: c.intro,
  likeStart: toBeijingInput(c.likeStart),
  likeEnd: toBeijingInput(c.likeEnd),
});

/** What the form can tell before asking the api (which checks everything again). */
function draftError(d: Draft): string | null {
  if (!/^[a-z0-9-]{2,40}$/.test(d.slug)) return '活动标识为2-40位小写字母、数字或-';
  const title = Array.from(d.title.trim()).length;
  if (title < 2 || title > 40) return '活动名称为2-40字';
  if (!d.likeStart || !d.likeEnd) return '请填写点赞开始和结束时间';
  if (d.likeEnd <= d.likeStart) return '点赞结束时间必须晚于开始时间';
  return null;
}

function useEntries(slug: string) {
  return useQuery({
    queryKey: ['admin', 'campaigns', slug, 'entries'],
    queryFn: async (): Promise<CampaignEntry[]> =>
      dataOr(await callApi('getCampaignWorksPage', { campaign: slug, sortType: 'new', pageSize: 50 }), {
        rows: [] as CampaignEntry[],
      }).rows,
  });
}

function EntriesEditor({ campaign }: { campaign: Campaign }) {
  const entries = useEntries(campaign.slug);
  const client = useQueryClient();
  const [ids, setIds] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!entries.data) return <Skeleton style={{ height: 96 }} />;
  const chosen = ids ?? entries.data.map((e) => e.work.worksId);
  const labels = Object.fromEntries(
    entries.data.map((e) => [e.work.worksId, `${e.work.title} · ${e.work.nickName ?? ''}`]),
  );
  const save = async () => {
    setBusy(true);
    const r = await callApi('adminCampaignEntries', { campaignId: campaign.campaignId, worksIds: chosen });
    setBusy(false);
    if (!r.success || !r.data) return;
    toast.success(`已保存参赛作品 ${r.data.entryCount} 件`);
    setIds(null);
    await client.invalidateQueries({ queryKey: ['admin', 'campaigns'] });
  };
  return (
    <section className={cms.block} aria-label="参赛作品">
      <IdPicker kind="works" label={`参赛作品（${chosen.length} 件）`} ids={chosen} labels={labels} onChange={setIds} />
      <div className={cms.actions}>
        <Button variant="primary" disabled={busy || ids === null} onClick={() => void save()}>
          保存参赛作品
        </Button>
      </div>
    </section>
  );
}

function CampaignForm({ initial, onSaved }: { initial: Draft; onSaved: (c: Campaign) => void }) {
  const [d, setD] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const error = draftError(d);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD({ ...d, [key]: value });
  const save = async () => {
    setTried(true);
    if (error) return;
    setBusy(true);
    const r = await callApi('adminCampaignSave', {
      ...(d.campaignId ? { campaignId: d.campaignId } : {}),
      slug: d.slug,
      kind: d.kind,
      title: d.title.trim(),
      intro: d.intro.trim(),
      likeStart: fromBeijingInput(d.likeStart),
      likeEnd: fromBeijingInput(d.likeEnd),
    });
    setBusy(false);
    if (!r.success || !r.data) return;
    toast.success(d.campaignId ? '活动已保存' : '活动已创建');
    onSaved(r.data);
  };
  return (
    <form
      className={cms.block}
      aria-label={d.campaignId ? '编辑活动' : '新建活动'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className={cms.grid2}>
        <label className={cms.field}>
          <span className={cms.fieldLabel}>活动名称</span>
          <input className={cms.input} value={d.title} maxLength={40} onChange={(e) => set('title', e.target.value)} />
        </label>
        <label className={cms.field}>
          <span className={cms.fieldLabel}>活动标识（网址里的名字）</span>
          <input
            className={cms.input}
            value={d.slug}
            maxLength={40}
            disabled={Boolean(d.campaignId)}
            onChange={(e) => set('slug', e.target.value.trim().toLowerCase())}
          />
        </label>
        <label className={cms.field}>
          <span className={cms.fieldLabel}>活动类型</span>
          <select className={cms.input} value={d.kind} onChange={(e) => set('kind', e.target.value as Kind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_NAME[k]}
              </option>
            ))}
          </select>
        </label>
        <span />
        {LIKE_WINDOW.map(([key, label]) => (
          <label key={key} className={cms.field}>
            <span className={cms.fieldLabel}>{label}（北京时间）</span>
            <input
              className={cms.input}
              type="datetime-local"
              value={d[key]}
              onChange={(e) => set(key, e.target.value)}
            />
          </label>
        ))}
      </div>
      <label className={cms.field}>
        <span className={cms.fieldLabel}>活动介绍</span>
        <textarea
          className={cms.textarea}
          rows={3}
          maxLength={500}
          value={d.intro}
          onChange={(e) => set('intro', e.target.value)}
        />
      </label>
      {tried && error && (
        <p className={cms.error} role="alert">
          {error}
        </p>
      )}
      <div className={cms.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {d.campaignId ? '保存活动' : '创建活动'}
        </Button>
      </div>
    </form>
  );
}

/** The like window's two ends, typed in Beijing time. */
const LIKE_WINDOW = [
  ['likeStart', '点赞开始'],
  ['likeEnd', '点赞结束'],
] as const;

export default function AdminCampaignsPage() {
  const list = useAdminCampaigns();
  const client = useQueryClient();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const selected = typeof editing === 'number' ? list.data?.find((c) => c.campaignId === editing) : undefined;
  const saved = async (c: Campaign) => {
    await client.invalidateQueries({ queryKey: ['admin', 'campaigns'] });
    setEditing(c.campaignId);
  };
  return (
    <section className={styles.page}>
      <DeskHeader title="活动管理" lead="点赞活动与设计大赛：设置点赞时间窗口（北京时间），挑选参赛作品。">
        <Button variant="primary" onClick={() => setEditing('new')}>
          新建活动
        </Button>
      </DeskHeader>
      <div className={cms.layout}>
        <nav className={cms.list} aria-label="活动">
          {list.isPending ? (
            <Skeleton style={{ height: 160 }} />
          ) : (
            <ul>
              {(list.data ?? []).map((c) => (
                <li key={c.campaignId}>
                  <button
                    type="button"
                    className={cms.pos}
                    aria-current={c.campaignId === editing || undefined}
                    onClick={() => setEditing(c.campaignId)}
                  >
                    {c.title}
                    <br />
                    <span className={cms.muted}>
                      {KIND_NAME[c.kind]} · {c.entryCount} 件作品
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className={cms.editor}>
          {editing === 'new' ? (
            <>
              <h2 className={cms.h2}>新建活动</h2>
              <CampaignForm key="new" initial={EMPTY} onSaved={(c) => void saved(c)} />
            </>
          ) : selected ? (
            <>
              <h2 className={cms.h2}>{selected.title}</h2>
              <p className={cms.muted}>
                /{selected.slug} · 点赞时间 {beijing(selected.likeStart)} 至 {beijing(selected.likeEnd)}（北京时间）
              </p>
              <CampaignForm
                key={`${selected.campaignId}-${selected.likeStart}-${selected.likeEnd}-${selected.title}`}
                initial={draftOf(selected)}
                onSaved={(c) => void saved(c)}
              />
              <EntriesEditor key={selected.campaignId} campaign={selected} />
            </>
          ) : (
            <p className={cms.muted}>从活动列表中选一个活动来编辑，或新建一个活动。</p>
          )}
        </div>
      </div>
    </section>
  );
}
