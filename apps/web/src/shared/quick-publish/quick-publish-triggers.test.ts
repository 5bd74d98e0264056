import { describe, expect, it } from 'vitest';
import { SOURCE_TYPE_DEFAULT, SOURCE_TYPE_TOOLBAR } from '@bazaar/domain/constants';
import { setQuickPublishListener, type QuickPublishOpening } from './quick-publish-store';
import { quickPublishFrom } from './quick-publish-triggers';

describe('the triggers (docs/product.md §2) and their sourceType (docs/product.md §9)', () => {
  it('the toolbar opens with 10111020, the hall with 10111010, 雇佣TA with the designer', () => {
    const seen: QuickPublishOpening[] = [];
    setQuickPublishListener((request) => seen.push(request));
    quickPublishFrom.toolbar();
    quickPublishFrom.hall();
    quickPublishFrom.hire(12);
    setQuickPublishListener(null);
    expect(seen.map(({ designerId, sourceType }) => ({ designerId, sourceType }))).toEqual([
      { designerId: null, sourceType: SOURCE_TYPE_TOOLBAR },
      { designerId: null, sourceType: SOURCE_TYPE_DEFAULT },
      { designerId: 12, sourceType: SOURCE_TYPE_DEFAULT },
    ]);
    // Each opening is a new one (the form starts empty again).
    expect(new Set(seen.map((r) => r.n)).size).toBe(3);
  });

  it('an opening before the host is mounted waits for it (a click before the toolbar chunk arrived)', () => {
    quickPublishFrom.hire(5);
    const seen: QuickPublishOpening[] = [];
    setQuickPublishListener((request) => seen.push(request));
    expect(seen.map((r) => r.designerId)).toEqual([5]);
    setQuickPublishListener(null);
    setQuickPublishListener((request) => seen.push(request));
    expect(seen).toHaveLength(1); // delivered once
    setQuickPublishListener(null);
  });
});
