import { APPLICATION_STATUS, TASK_STATUS } from '@bazaar/domain/constants';
import { describe, expect, it } from 'vitest';
import { DESIGNER_TABS, EMPLOYER_TABS, rowsForDesignerTab, tabFor } from './center-tabs';

describe('center tabs', () => {
  it('lists 全部 then every status in TASK_STATUS_ORDER, 待沟通 and 待验收 included', () => {
    expect(EMPLOYER_TABS.map((t) => t.label)).toEqual([
      '全部',
      '待沟通',
      '招募中',
      '进行中',
      '待验收',
      '已完成',
      '已关闭',
    ]);
  });

  it('reads the tab from ?status= and falls back to the first', () => {
    expect(tabFor(EMPLOYER_TABS, '6').taskStatus).toBe(TASK_STATUS.delivered);
    expect(tabFor(EMPLOYER_TABS, 'x').key).toBe('all');
    expect(tabFor(DESIGNER_TABS, null).label).toBe('我的报名');
  });

  it('keeps only hired rows on an assignment tab, every application on 我的报名', () => {
    const rows = [{ applyStatus: APPLICATION_STATUS.hired }, { applyStatus: APPLICATION_STATUS.notChosen }];
    expect(rowsForDesignerTab(tabFor(DESIGNER_TABS, '2'), rows)).toHaveLength(1);
    expect(rowsForDesignerTab(tabFor(DESIGNER_TABS, null), rows)).toHaveLength(2);
  });
});
