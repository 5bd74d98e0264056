/**
 * Issue 7 journeys: the quick-publish dialog 一句话说明需求 (a visitor posts a need and logs in by SMS in the
 * same step; 雇佣TA; the self-assign refusal) and the task hall /task (filters in the URL, the docs/product.md §5
 * empty list without a call). Against the real stack in Debian Chromium.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESIGNER_ID, loginAsDesigner, newMobile } from './helpers';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: '一句话说明需求' });

/** The floating toolbar's 发布任务 (folded into "…" below 1344 px). */
async function openFromToolbar(page: Page): Promise<void> {
  const toolbar = page.getByRole('complementary', { name: '快捷工具' });
  const more = toolbar.getByRole('button', { name: '展开快捷工具' });
  await expect(more.or(toolbar.getByRole('button', { name: '发布任务' })).first()).toBeVisible();
  if (await more.isVisible()) await more.click();
  await toolbar.getByRole('button', { name: '发布任务' }).click();
}

async function workOf(page: Page, userId?: number): Promise<{ worksId: number; userId: number }> {
  const query = userId ? `userId=${userId}&current=1&pageSize=1` : 'current=1&pageSize=1&sortType=2';
  const body = (await (await page.request.get(`/api/common/getAllWorksPage?${query}`)).json()) as {
    data: { rows: { worksId: number; userId: number }[] };
  };
  const work = body.data.rows[0];
  if (!work) throw new Error('the seed has no works');
  return work;
}

test.describe('the quick-publish dialog', () => {
  test('a visitor sees the field messages, logs in by SMS inside it, publishes and lands on /uc/task', async ({
    page,
  }) => {
    await page.goto('/task');
    await openFromToolbar(page);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();

    // docs/product.md §5: taskName on blur, taskAmount on change.
    const name = dialog.getByLabel('任务名称');
    await name.fill('ab');
    await expect(dialog.getByText('请输入任务名称 3-20字')).toBeHidden();
    await name.blur();
    await expect(dialog.getByText('请输入任务名称 3-20字')).toBeVisible();
    const taskName = `奶茶店插画菜单${Date.now() % 100000}`;
    await name.fill(taskName);
    await expect(dialog.getByText('请输入任务名称 3-20字')).toBeHidden();
    const amount = dialog.getByLabel('任务预算（元）');
    await amount.fill('-1');
    await expect(dialog.getByText('任务预算为不小于0的数字')).toBeVisible();
    await amount.fill('3000');
    await expect(dialog.getByText('任务预算为不小于0的数字')).toBeHidden();

    // A visitor: mobile + code (the dev SMS driver answers with the code, which fills the field).
    const mobile = dialog.getByLabel('手机号');
    await expect(mobile).toHaveAttribute('maxlength', '11');
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeDisabled();
    await mobile.fill(newMobile());
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByLabel('验证码')).not.toHaveValue('');
    await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

    const publish = page.waitForRequest((r) => r.url().includes('/api/plat/pubTaskEmploy'));
    await dialog.getByRole('button', { name: '登录并发布' }).click();
    const body = (await publish).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ taskName, taskAmount: 3000, sourceChannel: 10101000, sourceType: 10111020 });
    expect(body.designerId ?? null).toBeNull();
    expect(String(body.sourceAddress)).toMatch(/\/task$/);

    const success = page.getByRole('dialog', { name: '恭喜您，任务发布成功！' });
    await expect(success).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(success.getByRole('img', { name: '平台顾问微信二维码' })).toBeVisible();
    await success.getByRole('button', { name: '朕知道了' }).click();
    await expect(page).toHaveURL(/\/uc\/task$/);
    // A new account reads the platform statement once (docs/product.md §4), after the success modal.
    const statement = page.getByRole('dialog', { name: '平台声明' });
    await statement.getByRole('button', { name: '我已阅读并同意' }).click();
    await expect(statement).toBeHidden();
    // The new task is in 我的任务, waiting for the consultant.
    const mine = page.getByRole('main').getByText(taskName);
    await expect(mine).toBeVisible();
    await expect(page.getByRole('main').getByText('待沟通').first()).toBeVisible();
  });

  test('雇佣TA on a work opens it for that designer; Esc closes it; the hall’s 发布任务 opens it too', async ({
    page,
  }) => {
    const work = await workOf(page);
    await page.goto(`/works/${work.worksId}`);
    await page.getByRole('region', { name: '设计师' }).getByRole('button', { name: '雇佣TA' }).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('任务将直接发给这位设计师')).toBeVisible();
    await expect(dialog.getByLabel('任务名称')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/task');
    await page.getByRole('main').getByRole('button', { name: '发布任务' }).click();
    await expect(dialogOf(page)).toBeVisible();
    await expect(dialogOf(page).getByText('平台顾问会尽快联系你')).toBeVisible();
  });

  test('the demo designer hiring themselves sees 不能给自己指派任务 and no dialog', async ({ page }) => {
    const own = await workOf(page, DESIGNER_ID);
    await loginAsDesigner(page, `/works/${own.worksId}`);
    await page.getByRole('region', { name: '设计师' }).getByRole('button', { name: '雇佣TA' }).click();
    await expect(page.getByRole('status').getByText('不能给自己指派任务')).toBeVisible();
    await expect(dialogOf(page)).toBeHidden();
  });
});

test.describe('the task hall', () => {
  test('filters change the URL and the list', async ({ page }) => {
    await page.goto('/task');
    await expect(page.getByRole('heading', { level: 1, name: '任务大厅' })).toBeVisible();
    const cards = page.locator('main a[href^="/task/"]');
    await expect(cards.first()).toBeVisible();

    const list = page.waitForRequest(
      (r) => r.url().includes('/api/common/getTaskPage') && r.url().includes('taskStatus=4'),
    );
    await page.getByRole('navigation', { name: '状态' }).getByRole('link', { name: '已关闭' }).click();
    await expect(page).toHaveURL(/[?&]taskStatus=4/);
    await list;
    // The cards now show only the chosen status.
    await expect(cards.filter({ hasText: '招募中' })).toHaveCount(0);
    await expect(cards.filter({ hasText: '已关闭' }).first()).toBeVisible();

    await page.getByRole('navigation', { name: '类型' }).getByRole('link', { name: '普通任务' }).click();
    await expect(page).toHaveURL(/taskStatus=4&taskProperties=2|taskProperties=2.*taskStatus=4/);
    await page.getByRole('navigation', { name: '类型' }).getByRole('link', { name: '全部' }).click();
    // taskProperties 1 is dropped (docs/product.md §5): not in the URL either.
    await expect(page).not.toHaveURL(/taskProperties/);
  });

  test('?taskStatus=0 shows the empty state without calling getTaskPage', async ({ page }) => {
    const calls: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/common/getTaskPage')) calls.push(r);
    });
    await page.goto('/task?taskStatus=0');
    await expect(page.getByText('没有找到符合条件的任务')).toBeVisible();
    await expect(page.getByText('共 0 个任务')).toBeVisible();
    expect(calls).toEqual([]);
  });
});
