/**
 * Issue 7 journeys: the brand hall and a brand's page (dark header, topic tasks, a designer applies and
 * cancels), the campaign list and a campaign's tasks. Against the real stack in Debian Chromium.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAsDesigner, loginBySms, newMobile } from './helpers';

interface BrandJson {
  brandId: number;
  brandName: string;
  openTaskCount: number;
}

async function brands(page: Page): Promise<BrandJson[]> {
  const res = await page.request.get('/api/common/getBrandPage?current=1&pageSize=20');
  return ((await res.json()) as { data: { rows: BrandJson[] } }).data.rows;
}

test.describe('brand pages', () => {
  test('/brand lists the seeded brands under a dark header; other pages keep the light one', async ({ page }) => {
    const all = await brands(page);
    expect(all.length).toBeGreaterThanOrEqual(6);
    await page.goto('/brand');
    await expect(page.getByRole('heading', { level: 1, name: '品牌专区' })).toBeVisible();
    for (const b of all) await expect(page.getByRole('heading', { level: 2, name: b.brandName })).toBeVisible();
    await expect(page.locator('header[data-tone="dark"]')).toBeVisible();

    await page.getByRole('heading', { level: 2, name: all[0]!.brandName }).click();
    await expect(page).toHaveURL(new RegExp(`/brand/${all[0]!.brandId}$`));
    await expect(page.getByRole('heading', { level: 1, name: all[0]!.brandName })).toBeVisible();
    await expect(page.locator('header[data-tone="dark"]')).toBeVisible();

    await page.goto('/activity');
    await expect(page.getByRole('heading', { level: 1, name: '活动' })).toBeVisible();
    await expect(page.locator('header[data-tone="light"]')).toBeVisible();
  });

  test('a visitor who clicks 报名 goes to /login?redirect=…, a non-designer is sent to /join', async ({ page }) => {
    const brand = (await brands(page)).find((b) => b.openTaskCount > 0)!;
    await page.goto(`/brand/${brand.brandId}`);
    await page.getByRole('button', { name: '报名', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/brand/${brand.brandId}`)}`));

    await loginBySms(page, newMobile());
    await page.goto(`/brand/${brand.brandId}`);
    await page.getByRole('button', { name: '成为设计师才能报名' }).first().click();
    await expect(page).toHaveURL(/\/join/);
  });

  test('the demo designer applies to an open topic task (报名成功) and cancels it (确定取消报名吗?)', async ({
    page,
  }) => {
    const brand = (await brands(page)).find((b) => b.openTaskCount > 0)!;
    await loginAsDesigner(page, `/brand/${brand.brandId}`);
    await expect(page).toHaveURL(new RegExp(`/brand/${brand.brandId}$`));
    const task = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: '报名', exact: true }) })
      .first();
    const name = (await task.getAttribute('aria-label'))!;
    const card = page.getByRole('article', { name });

    await card.getByRole('button', { name: '报名', exact: true }).click();
    await expect(page.getByText('报名成功')).toBeVisible();
    await expect(card.getByRole('button', { name: '取消报名' })).toBeVisible();

    // The detail dialog shows the designer on the task's applicant wall.
    await card.getByRole('button', { name: '报名详情' }).click();
    const details = page.getByRole('dialog', { name });
    await expect(details.getByRole('link', { name: '林小鹿' })).toBeVisible();
    await details.getByRole('button', { name: '关闭' }).click();

    await card.getByRole('button', { name: '取消报名' }).click();
    const confirm = page.getByRole('dialog', { name: '取消报名' });
    await expect(confirm.getByText('确定取消报名吗?')).toBeVisible();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已取消报名')).toBeVisible();
    await expect(card.getByRole('button', { name: '报名', exact: true })).toBeVisible();
  });
});

test.describe('campaigns', () => {
  test('/activity shows the three campaigns with their statuses and a campaign lists its tasks', async ({ page }) => {
    await page.goto('/activity');
    for (const [title, status] of [
      ['国潮新造计划', '进行中'],
      ['童书绘本共创营', '未开始'],
      ['春日插画季', '已结束'],
    ] as const) {
      const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card).toBeVisible();
      await expect(card.getByText(status, { exact: true })).toBeVisible();
    }
    await page.getByRole('heading', { name: '国潮新造计划' }).click();
    await expect(page).toHaveURL(/\/activity\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '国潮新造计划' })).toBeVisible();
    await expect(page.getByText(/距结束还有/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '活动任务' })).toBeVisible();
    const tasks = page.locator('a[href^="/task/"][href$="?all=1"]');
    await expect(tasks).toHaveCount(5);
    await tasks.first().click();
    await expect(page).toHaveURL(/\/task\/\d+\?all=1$/);
  });

  test('at 1280 px a campaign card’s cover stays in its column and the whole title shows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/activity');
    const title = page.getByRole('heading', { name: '国潮新造计划' });
    const card = page.getByRole('link').filter({ has: title });
    await expect(title).toBeVisible();
    const cover = await card.locator('xpath=./*[1]').boundingBox();
    const text = await title.boundingBox();
    // The 16:9 cover once took its width from the row's height and covered the first characters.
    expect(cover!.x + cover!.width).toBeLessThanOrEqual(text!.x);
  });
});
