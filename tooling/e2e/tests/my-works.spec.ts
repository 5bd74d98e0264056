/**
 * Issue 6: a designer publishes a work with two images from /u/works — per-file upload, reorder, save —
 * and it is at once the newest work on /works and in their own works (getAllWorksPage?userId, what
 * /u/{id} lists); then edits and deletes it. axe on /u/works and the editor at 1280 and 375 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockingViolations, loginAsDesigner, makePng } from './helpers';

const currentUserId = async (page: Page): Promise<number> =>
  ((await (await page.request.get('/api/user/getUserInfo')).json()) as { data: { userId: number } }).data.userId;

test('a designer uploads a work with two images and sees it on /works and in their works at once', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAsDesigner(page, '/u/works');
  await expect(page).toHaveURL('/u/works');
  const userId = await currentUserId(page);
  await expect(page.getByRole('heading', { level: 1, name: '我的作品' })).toBeVisible();
  await page.getByRole('link', { name: '上传作品' }).first().click();
  await expect(page).toHaveURL('/u/works?edit=new');
  await expect(page.getByRole('heading', { level: 1, name: '上传作品' })).toBeVisible();

  // A file that only calls itself .png is stopped in the browser with the api's message.
  await page.getByTestId('work-images-input').setInputFiles({
    name: 'evil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByText('evil.png：只支持 PNG、JPEG、WebP、GIF 图片')).toBeVisible();

  await page.getByTestId('work-images-input').setInputFiles([
    { name: 'orange.png', mimeType: 'image/png', buffer: makePng(320, 240, [255, 90, 54]) },
    { name: 'blue.png', mimeType: 'image/png', buffer: makePng(300, 200, [51, 102, 255]) },
  ]);
  const images = page.getByRole('group', { name: '作品图片' });
  await expect(images.getByRole('img', { name: '第1张：orange.png' })).toBeVisible();
  await expect(images.getByRole('img', { name: '第2张：blue.png' })).toBeVisible();
  await expect(images.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('2/9')).toBeVisible();

  // Reorder with the keyboard: blue becomes the first image, i.e. the cover.
  await images.getByRole('button', { name: '第2张左移' }).focus();
  await page.keyboard.press('Enter');
  await expect(images.getByRole('img', { name: '第1张：blue.png' })).toBeVisible();

  const title = `E2E作品${Date.now() % 1_000_000}`;
  await page.getByLabel('作品标题').fill(title);
  await page.getByLabel('作品分类').selectOption({ index: 1 });
  await page.getByRole('radio', { name: '商业案例' }).check();
  await page.getByLabel('作品描述').fill('两张图片的端到端测试作品');
  await expect(page.getByText('12/2000')).toBeVisible();
  await page.getByRole('button', { name: '发布作品' }).click();
  await expect(page.getByText('作品已发布')).toBeVisible();
  await expect(page).toHaveURL('/u/works');
  // The card (its name starts with the title; the 编辑 link's name only contains it).
  const card = (name: string) => page.getByRole('link', { name: new RegExp(`^${name} `) });
  await expect(card(title)).toBeVisible();

  // The designer's own works as /u/{id} lists them, newest first, with the reordered cover.
  const own = (await (await page.request.get(`/api/common/getAllWorksPage?userId=${userId}&pageSize=5`)).json()) as {
    data: { rows: { worksId: number; title: string; cover: string; coverWidth: number }[] };
  };
  const saved = own.data.rows[0]!;
  expect(saved.title).toBe(title);
  expect(saved.coverWidth).toBe(300);
  const detail = (await (await page.request.get(`/api/common/getWorksInfo?worksId=${saved.worksId}`)).json()) as {
    data: { images: { url: string }[]; worksSubType: number };
  };
  expect(detail.data.images).toHaveLength(2);
  expect(detail.data.images[0]!.url).toBe(saved.cover);
  expect(detail.data.worksSubType).toBe(2);

  await page.goto('/works');
  await expect(card(title)).toBeVisible();
  await page.goto(`/works/${saved.worksId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Edit: a new title, the second image removed.
  await page.goto(`/u/works?edit=${saved.worksId}`);
  await expect(page.getByLabel('作品标题')).toHaveValue(title);
  await page.getByLabel('作品标题').fill(`${title}改`);
  await page.getByRole('button', { name: '删除第2张' }).click();
  await expect(page.getByText('1/9')).toBeVisible();
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('作品已保存')).toBeVisible();
  await expect(card(`${title}改`)).toBeVisible();

  // Delete asks first, then the work is gone from /works too.
  await page.getByRole('button', { name: `删除「${title}改」` }).click();
  const confirm = page.getByRole('dialog', { name: '删除作品' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '确认删除' }).click();
  await expect(page.getByText('作品已删除')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`${title}改`) })).toHaveCount(0);
  await page.goto('/works');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
});

test.describe('accessibility of /u/works', () => {
  test.use({ bypassCSP: true });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`no serious or critical axe violations on the list and the editor at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await loginAsDesigner(page, '/u/works');
      await expect(
        page
          .getByRole('button', { name: /^编辑|^删除/ })
          .or(page.getByRole('link', { name: /^编辑/ }))
          .first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);

      await page.goto('/u/works?edit=new');
      await page.getByTestId('work-images-input').setInputFiles({
        name: 'a.png',
        mimeType: 'image/png',
        buffer: makePng(120, 90, [0, 180, 42]),
      });
      await expect(page.getByRole('group', { name: '作品图片' }).getByRole('progressbar')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});
