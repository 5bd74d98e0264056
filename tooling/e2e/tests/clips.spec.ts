/**
 * Issue 9, short video works: a designer records a small WebM in the page (MediaRecorder on a canvas),
 * uploads it with a title at /my/clips (poster frame drawn in the browser), sees it listed with its poster,
 * finds it first on /zt/clips and it plays inline; a visitor on /zt/clips is sent to log in (docs/product.md §2 guard).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockingViolations, loginAsDesigner } from './helpers';

/** ~2 s of a moving orange square as WebM bytes, recorded by the page's own MediaRecorder. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const started = performance.now();
    const draw = () => {
      const t = (performance.now() - started) / 1000;
      ctx.fillStyle = '#f7f8fa';
      ctx.fillRect(0, 0, 320, 180);
      ctx.fillStyle = '#ff5a36';
      ctx.fillRect(20 + t * 100, 60, 60, 60);
      if (recorder.state === 'recording') requestAnimationFrame(draw);
    };
    recorder.start(250);
    draw();
    await new Promise((r) => setTimeout(r, 2000));
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a designer uploads a WebM at /my/clips, sees it with its poster, and it plays on /zt/clips', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAsDesigner(page, '/my/clips');
  await expect(page).toHaveURL('/my/clips');
  await expect(page.getByRole('heading', { level: 1, name: '我的视频作品' })).toBeVisible();

  // A page named .mp4 is refused in the browser with the api's message.
  const fileInput = page.getByLabel('视频文件');
  await fileInput.setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: Buffer.from('<!doctype html>') });
  await expect(page.getByText('只支持 MP4、WebM 格式的视频')).toBeVisible();

  const video = await recordWebm(page);
  expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  await fileInput.setInputFiles({ name: 'square.webm', mimeType: 'video/webm', buffer: video });
  await expect(page.getByRole('img', { name: '视频封面预览' })).toBeVisible({ timeout: 15_000 });

  const title = `E2E视频${Date.now() % 1_000_000}`;
  await page.getByLabel('视频标题').fill(title);
  await page.getByRole('button', { name: '上传视频' }).click();

  // Listed first, its poster (the browser-drawn frame, re-encoded by the api) loaded.
  const mine = page.getByRole('list').getByRole('article').first();
  await expect(mine.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  const poster = mine.getByRole('img', { name: title });
  await expect(poster).toHaveAttribute('src', /\/img\/uploads\/1\/.+\.jpg/);
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/zt/clips');
  await expect(page.getByRole('heading', { level: 1, name: '视频作品专题' })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: '林小鹿' })).toHaveAttribute('href', '/u/1');
  await card.getByRole('button', { name: `播放「${title}」` }).click();
  const player = card.locator('video');
  await expect(player).toHaveAttribute('src', /\/api\/common\/clip\/video\?clipId=\d+/);
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 2 || v.currentTime > 0), { timeout: 15_000 })
    .toBe(true);

  // Deleting it (ConfirmDialog) removes it from /my/clips.
  await page.goto('/my/clips');
  await page.getByRole('button', { name: `删除「${title}」` }).click();
  const dialog = page.getByRole('dialog', { name: '删除视频作品' });
  await dialog.getByRole('button', { name: '确认删除' }).click();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('a visitor on /zt/clips is sent to log in', async ({ page }) => {
  await page.goto('/zt/clips');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fzt%2Fclips$/);
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('/my/clips and /zt/clips have no serious axe violations at 1280 and 375 px', async ({ page }) => {
    test.setTimeout(60_000);
    await loginAsDesigner(page, '/zt/clips');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/zt/clips', '/my/clips']) {
        await page.goto(path);
        await expect(page.getByRole('article').first()).toBeVisible();
        expect(await blockingViolations(page), `${path} at ${width}`).toEqual([]);
      }
    }
  });
});
