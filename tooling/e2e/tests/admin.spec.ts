/**
 * The consultant's desk (issue 7): a quick-published task waits in 待跟进; the seeded consultant
 * (13600000000) completes its brief and opens it for applications; no one else gets in.
 */
import { expect, test } from './fixtures';
import { loginAsOperator, loginBySms, makePng, newMobile } from './helpers';

test('a visitor is sent to log in and an employer is refused the console', async ({ page }) => {
  await page.goto('/admin/tasks');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Ftasks$/);
  await loginBySms(page, newMobile());
  await expect(page.getByRole('heading', { name: '仅平台运营人员可以访问' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '任务跟进' })).toHaveCount(0);
});

test('the consultant completes a quick-published brief and opens it for applications', async ({ page }) => {
  await loginAsOperator(page);
  await expect(page.getByRole('heading', { name: '任务跟进', level: 1 })).toBeVisible();
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  expect(name.length).toBeGreaterThan(2);

  // A note is kept.
  await card.getByLabel('跟进记录').fill('已电话沟通，偏好清新手绘风');
  await card.getByRole('button', { name: '保存记录' }).click();
  await expect(page.getByText('跟进记录已保存')).toBeVisible();

  await card.getByRole('button', { name: '完善需求并开放报名' }).click();
  const dialog = page.getByRole('dialog', { name: '完善需求并开放报名' });
  // Nothing is sent while the brief is incomplete.
  await dialog.getByLabel('需求描述').fill('');
  await dialog.getByRole('button', { name: '开放报名' }).click();
  await expect(dialog.getByText('请填写需求描述')).toBeVisible();
  // The cover goes through the checked image upload and shows at once.
  await dialog.getByLabel('任务封面').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: makePng(400, 300, [255, 90, 54]),
  });
  await expect(dialog.getByRole('img', { name: '任务封面' })).toHaveAttribute('src', /\/img\//);
  await dialog.getByLabel('分类').selectOption({ index: 1 });
  await dialog.getByLabel('需求描述').fill('两款杯套插画，清新手绘风，交付 AI 源文件');
  await dialog.getByRole('button', { name: '开放报名' }).click();
  await expect(page.getByText('需求已完善，任务已开放报名')).toBeVisible();
  await expect(dialog).toBeHidden();

  // It leaves 待跟进 and shows under 已处理 as 招募中, linking to its public page.
  await expect(page.getByRole('heading', { name, level: 2 })).toHaveCount(0);
  await page.getByRole('link', { name: '已处理' }).click();
  const done = page.getByRole('article').filter({ has: page.getByRole('heading', { name, level: 2 }) });
  await expect(done.getByText('招募中')).toBeVisible();
  await done.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/task\/\d+\?all=1$/);

  // On a phone the desks are one row that scrolls sideways: the open one (活动管理, the sixth) is scrolled
  // into view, and the campaign desk's empty state does not point "left" at a list that sits above it.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/campaigns');
  const desk = page.getByRole('navigation', { name: '运营后台导航' }).getByRole('link', { name: /^活动管理/ });
  await expect(desk).toHaveAttribute('aria-current', 'page');
  await expect(desk).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('从活动列表中选一个活动来编辑，或新建一个活动。')).toBeVisible();
});
