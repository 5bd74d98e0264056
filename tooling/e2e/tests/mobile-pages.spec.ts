/**
 * Issue 26: the phone pages of brands, campaigns, the zt pages, help and join (apps/mobile), with phone emulation
 * as mobile.spec.ts. A zt page draws its CMS blocks; a designer applies to a brand's topic task from 报名详情 and
 * cancels (the shared apply action, 确定取消报名吗?); a help article's contents scroll to its sections; /join
 * refuses an empty application with the server's own messages.
 */
import { devices } from '@playwright/test';
import { MOBILE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { loginAsDesignerOnPhone, newMobile } from './helpers';

test.use({ ...devices['Pixel 7'], hasTouch: true, isMobile: true, baseURL: MOBILE_URL });

test('a zt page draws its CMS blocks for a phone', async ({ page }) => {
  await page.goto('/zt/match');
  await expect(page.getByRole('heading', { name: '设计集市年度设计大赛' })).toBeVisible();
  await expect(page.getByRole('link', { name: '进入大赛大厅' })).toBeVisible();
  for (const title of ['专题介绍', '入围作品', '点赞说明'])
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The like wall's entries, ranked, each a link to the work.
  await expect(page.locator('.m-work-card').filter({ hasText: '第 1 名' })).toHaveAttribute('href', /^\/works\/\d+$/);
  await expect(page).toHaveTitle('设计集市年度设计大赛 - 设计集市');
});

test('a designer applies to a brand’s topic task from 报名详情 and cancels', async ({ page }) => {
  await loginAsDesignerOnPhone(page, '/brand');
  await expect(page.getByRole('heading', { name: '品牌专区' })).toBeVisible();
  await page.locator('.m-brand-card').first().tap();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  const brandId = Number(new URL(page.url()).pathname.split('/')[2]);

  // An open topic task with a free slot this designer has not applied to (the cancel deletes the application again).
  const answer = await page.request.get(`/api/common/getTopicTaskPage?brandId=${brandId}&current=1&pageSize=50`);
  const rows = (await answer.json()).data.rows as {
    orderId: number;
    taskName: string;
    taskStatusName: string;
    applyCount: number;
    maxOrderApplyCount: number;
    designatedDesignerId: number | null;
    applyStatus: number | null;
  }[];
  const task = rows.find(
    (t) =>
      t.taskStatusName === '招募中' &&
      t.applyCount < t.maxOrderApplyCount &&
      t.designatedDesignerId === null &&
      t.applyStatus === null,
  );
  expect(task, 'an open topic task to apply to').toBeTruthy();
  const item = page.getByRole('article', { name: task!.taskName });
  await item.getByRole('button', { name: '报名详情' }).tap();
  const sheet = page.getByRole('dialog', { name: task!.taskName });
  await expect(sheet.getByRole('heading', { name: /^报名设计师/ })).toBeVisible();
  await expect(sheet.getByText(`${task!.applyCount}/${task!.maxOrderApplyCount} 人`)).toBeVisible();
  await sheet.getByRole('button', { name: '报名', exact: true }).tap();
  await expect(page.getByText('报名成功')).toBeVisible();
  await expect(sheet.getByText(`${task!.applyCount + 1}/${task!.maxOrderApplyCount} 人`)).toBeVisible();
  await sheet.getByRole('button', { name: '取消报名' }).tap();
  const confirm = page.getByRole('dialog', { name: '取消报名' });
  await expect(confirm).toContainText('确定取消报名吗?');
  await confirm.getByRole('button', { name: '确定' }).tap();
  await expect(page.getByText('已取消报名')).toBeVisible();
  await expect(sheet.getByRole('button', { name: '报名', exact: true })).toBeVisible();
});

test('a help article’s contents scroll to its sections; /join refuses an empty application with its messages', async ({
  page,
}) => {
  await page.goto('/help/orderRules');
  await expect(page.getByRole('heading', { name: '接单规则', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: '本页目录' }).getByRole('link', { name: '四、争议处理' }).tap();
  await expect(page.getByRole('heading', { name: /四、争议处理/ })).toBeInViewport();
  await expect(page).toHaveURL(`${MOBILE_URL}/help/orderRules`);
  await page.getByRole('navigation', { name: '帮助中心' }).getByRole('link', { name: '入驻规则' }).tap();
  await expect(page.getByRole('heading', { name: '入驻规则', level: 1 })).toBeVisible();

  // A visitor is asked to log in first; a new account (SMS) sees the form.
  await page.goto('/join');
  await page.getByRole('link', { name: '登录后申请入驻' }).tap();
  await page.getByLabel('手机号').fill(newMobile());
  await page.getByRole('button', { name: '获取验证码' }).tap();
  await expect(page.getByLabel('验证码')).not.toHaveValue('');
  await page.getByRole('button', { name: '登录', exact: true }).tap();
  await expect(page).toHaveURL(`${MOBILE_URL}/join`);
  const form = page.getByRole('form', { name: '设计师入驻申请' });
  await form.getByRole('button', { name: '提交申请' }).tap();
  // The desktop's and the server's messages (JOIN_MESSAGES), word for word.
  for (const message of [
    '请输入真实姓名（2-20字）',
    '请选择1-5个擅长领域',
    '请选择从业年限',
    '请介绍你的设计经历（10-500字）',
    '请上传3-9张代表作品',
    '请输入正确的作品集链接（以 http:// 或 https:// 开头）',
    '请阅读并同意《入驻规则》',
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(form.getByLabel('真实姓名')).toHaveAttribute('aria-invalid', 'true');
});
