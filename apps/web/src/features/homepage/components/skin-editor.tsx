import {
  HOMEPAGE_INTRO_MAX,
  HOMEPAGE_LAYOUT_NAME,
  HOMEPAGE_LAYOUTS,
  HOMEPAGE_THEME_COLORS,
  HOMEPAGE_THEME_NAME,
  type HomepageSkin,
} from '@bazaar/domain/constants/homepage';
import { coverUrl } from '@bazaar/domain/format';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/shared/ui/button';
import { CloseIcon } from '@/shared/ui/icons';
import { useDesignerWorks } from '../api/get-homepage';
import styles from './skin-editor.module.css';

/** How many of the owner's works are offered as banners. */
const BANNER_CHOICES = 11;

interface SkinEditorProps {
  userId: number;
  draft: HomepageSkin;
  onChange: (skin: HomepageSkin) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The designer's profile intro, shown as the placeholder: an empty skin intro falls back to it. */
  profileIntro: string;
}

/**
 * 编辑主页: a panel beside the live page (not a modal — the page behind it is the preview). Every change
 * re-renders the homepage at once; 保存 stores it, 取消 (or Esc) puts the saved skin back.
 */
export function SkinEditor({ userId, draft, onChange, onSave, onCancel, saving, profileIntro }: SkinEditorProps) {
  const titleId = useId();
  const introId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const works = useDesignerWorks({ userId, worksType: undefined, current: 1, pageSize: BANNER_CHOICES });
  const introOver = draft.intro.length > HOMEPAGE_INTRO_MAX;

  useEffect(() => headingRef.current?.focus(), []);
  const set = (change: Partial<HomepageSkin>) => onChange({ ...draft, ...change });

  return (
    <aside
      className={styles.panel}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          编辑主页
        </h2>
        <button type="button" className={styles.close} aria-label="取消编辑" onClick={onCancel}>
          <CloseIcon size={20} />
        </button>
      </div>
      <div className={styles.body}>
        <fieldset className={styles.group}>
          <legend>主题色</legend>
          <div className={styles.swatches}>
            {HOMEPAGE_THEME_COLORS.map((color) => (
              <label
                key={color}
                className={styles.swatch}
                style={{ background: color }}
                title={HOMEPAGE_THEME_NAME[color]}
              >
                <input
                  type="radio"
                  name="themeColor"
                  value={color}
                  checked={draft.themeColor === color}
                  onChange={() => set({ themeColor: color })}
                  aria-label={HOMEPAGE_THEME_NAME[color]}
                />
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>作品布局</legend>
          <div className={styles.layouts}>
            {HOMEPAGE_LAYOUTS.map((layout) => (
              <label key={layout} className={styles.layout}>
                <input
                  type="radio"
                  name="layout"
                  value={layout}
                  checked={draft.layout === layout}
                  onChange={() => set({ layout })}
                />
                <span className={styles.layoutIcon} data-icon={layout} aria-hidden="true">
                  <i />
                  <i />
                  <i />
                  <i />
                </span>
                {HOMEPAGE_LAYOUT_NAME[layout]}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>横幅</legend>
          <div className={styles.banners}>
            <label className={styles.banner}>
              <input
                type="radio"
                name="bannerImage"
                checked={draft.bannerImage === null}
                onChange={() => set({ bannerImage: null })}
              />
              <span className={styles.defaultBanner} aria-hidden="true" />
              <span className="visually-hidden">默认横幅</span>
            </label>
            {(works.data?.rows ?? []).map((work) => (
              <label key={work.worksId} className={styles.banner}>
                <input
                  type="radio"
                  name="bannerImage"
                  checked={draft.bannerImage === work.cover}
                  onChange={() => set({ bannerImage: work.cover })}
                />
                <img src={coverUrl(work.cover)} alt={`横幅：${work.title}`} loading="lazy" decoding="async" />
              </label>
            ))}
          </div>
          <p className={styles.hint}>默认横幅随主题色变化，也可以选用自己作品的封面。</p>
        </fieldset>

        <div className={styles.group}>
          <label htmlFor={introId} className={styles.label}>
            主页简介
          </label>
          <textarea
            id={introId}
            className={styles.textarea}
            rows={5}
            value={draft.intro}
            placeholder={profileIntro ? `留空则显示个人简介：${profileIntro}` : '介绍一下你的风格与擅长的项目'}
            aria-invalid={introOver || undefined}
            aria-describedby={`${introId}-count`}
            onChange={(event) => set({ intro: event.target.value })}
          />
          <p id={`${introId}-count`} className={styles.counter} data-over={introOver || undefined}>
            {introOver ? `主页简介不能超过${HOMEPAGE_INTRO_MAX}字 · ` : ''}
            {draft.intro.length}/{HOMEPAGE_INTRO_MAX}
          </p>
        </div>
      </div>
      <div className={styles.footer}>
        <Button size="large" onClick={onCancel}>
          取消
        </Button>
        <Button variant="primary" size="large" disabled={saving || introOver} onClick={onSave}>
          {saving ? '保存中…' : '保存'}
        </Button>
      </div>
    </aside>
  );
}

export default SkinEditor;
