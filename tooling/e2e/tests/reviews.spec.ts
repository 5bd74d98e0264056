/**
 * Reviews after a completed task (issue 25): 茶颜小馆 and 林小鹿 review each other on 门店手绘墙绘设计 (the
 * seed's completed task neither has reviewed, apps/api/src/db/seed/tasks.ts). The first to review sees
 * 等待对方评价 and not the other's score; once the second submits, both reviews are shown to both at
 * once. Each side has its own browser context; the stars are radio groups, driven by their labels.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockingViolations, loginAsDesigner, loginAsEmployer } from './helpers';

// axe needs an injected script, which the CSP forbids (helpers.ts blockingViolations).
test.use({ bypassCSP: true });

const TASK = '门店手绘墙绘设计';

/** 茶颜小馆's session, kept for the run (helpers: one SMS login per run and mobile). */
function loginEmployer(page: Page, redirect: string): Promise<void> {
  return loginAsEmployer(page, redirect);
}

/** Picks `stars` in the radio group labelled `aspect`. */
async function rate(page: Page, aspect: string, stars: number): Promise<void> {
  await page
    .getByRole('group', { name: aspect })
    .getByRole('radio', { name: new RegExp(`^${stars} 星`) })
    .check();
}

test('employer and designer review a completed task; both reviews are revealed together', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // — The employer goes from 已完成 in 我的发布 to the task's review form (去评价).
  await loginEmployer(page, '/uc/task?status=3');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TASK, exact: true }) });
  await row.getByRole('link', { name: '去评价' }).click();
  await expect(page).toHaveURL(/\/task\/\d+#review$/);
  const taskUrl = page.url().replace('#review', '');
  const form = page.getByRole('form', { name: '评价设计师' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('group')).toHaveCount(3);
  expect(await blockingViolations(page)).toEqual([]);
  await rate(page, '专业能力', 5);
  await rate(page, '沟通', 4);
  await rate(page, '按时交付', 5);
  await form.getByLabel('评价内容（选填）').fill('墙绘方案很有温度，施工稿清楚，推荐合作。');
  await expect(form.getByText('20/500')).toBeVisible();
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByRole('status').filter({ hasText: '等待对方评价' })).toBeVisible();
  await expect(page.getByText('墙绘方案很有温度')).toBeVisible();

  // — The designer cannot see it before giving theirs.
  const designerContext = await browser.newContext({ bypassCSP: true });
  const designer = await designerContext.newPage();
  await loginAsDesigner(designer, '/u/task?status=3');
  const mine = designer.getByRole('listitem').filter({ has: designer.getByRole('link', { name: TASK, exact: true }) });
  await mine.getByRole('link', { name: '去评价' }).click();
  const designerForm = designer.getByRole('form', { name: '评价雇主' });
  await expect(designerForm).toBeVisible();
  await expect(designer.getByText('墙绘方案很有温度')).toHaveCount(0);
  await rate(designer, '需求清晰', 4);
  await rate(designer, '付款及时', 5);
  await rate(designer, '沟通', 5);
  await designerForm.getByRole('button', { name: '提交评价' }).click();

  // — Both published at once, on both sides.
  await expect(designer.getByText('墙绘方案很有温度')).toBeVisible();
  await expect(designer.getByRole('heading', { name: /对我的评价/ })).toBeVisible();
  await page.goto(taskUrl);
  await expect(page.getByRole('status').filter({ hasText: '等待对方评价' })).toHaveCount(0);
  const theirs = page.getByRole('article').filter({ hasText: '林小鹿' });
  await expect(theirs.getByRole('img', { name: /4\.7 分/ })).toBeVisible();

  // — The designer replies once, publicly, on their homepage's 雇主评价.
  await designer.goto('/u/1#reviews');
  const review = designer.getByRole('article').filter({ hasText: '墙绘方案很有温度' });
  await expect(review).toContainText(`任务：${TASK}`);
  expect(await blockingViolations(designer)).toEqual([]);
  await review.getByLabel('回复这条评价').fill('谢谢认可，期待下次合作！');
  await review.getByRole('button', { name: '回复' }).click();
  await expect(review.getByText('谢谢认可，期待下次合作！')).toBeVisible();
  await expect(review.getByLabel('回复这条评价')).toHaveCount(0);
  await designerContext.close();
});
