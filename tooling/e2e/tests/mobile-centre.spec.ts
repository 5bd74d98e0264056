/**
 * Issue 26: the phone pages that were "open on a computer" — the contests (a visitor is asked to log in, a like
 * counts, outside the window the refusal comes without a call), the employer centre and talent pool, the designer's
 * works (upload with the desktop's image checks, delete), growth plans, abilities and results, the clips pages (upload
 * with the desktop's video checks, play on /zt/clips, delete) — with phone emulation as mobile.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { devices, type Browser, type Page } from '@playwright/test';
import { BASE_URL, MOBILE_URL } from '../playwright.config';
import { expect, test } from './fixtures';
import { EMPLOYER_MOBILE, loginAsDesignerOnPhone, loginWithSavedSession, makePng } from './helpers';

test.use({ ...devices['Pixel 7'], hasTouch: true, isMobile: true, baseURL: MOBILE_URL });

/** 茶颜小馆's saved session, made on the desktop site (one host: the cookie serves the phone port too). */
async function asEmployer(browser: Browser, page: Page): Promise<void> {
  const desktop = await (await browser.newContext({ ...devices['Desktop Chrome'], baseURL: BASE_URL })).newPage();
  await loginWithSavedSession(desktop, EMPLOYER_MOBILE, '/uc');
  await page.context().addCookies(await desktop.context().cookies());
  await desktop.context().close();
}

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text);

test('a visitor is asked to log in to like a contest entry, and stays on the hall', async ({ page }) => {
  await page.goto('/match');
  await expect(page.getByRole('heading', { name: '设计集市年度设计大赛' })).toBeVisible();
  await expect(page.getByText('点赞进行中')).toBeVisible();
  const entries = page.getByRole('region', { name: '参赛作品' });
  await expect(entries.getByText('No.1', { exact: true })).toBeVisible();
  await entries
    .getByRole('button', { name: /^点赞，当前 \d+ 赞$/ })
    .first()
    .tap();
  const sheet = page.getByRole('dialog', { name: '请先登录' });
  await expect(sheet.getByText(/登录后才能点赞/)).toBeVisible();
  await expect(sheet.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login?redirect=%2Fmatch');
  await expect(page).toHaveURL(`${MOBILE_URL}/match`);

  // An entry opens its page in the contest, with its rank.
  await sheet.getByRole('button', { name: '取消' }).tap();
  await entries.locator('.m-entry-link').first().tap();
  await expect(page).toHaveURL(/\/match\/\d+\?c=match$/);
  await expect(page.getByText('第 1 名')).toBeVisible();
  await expect(page.getByRole('link', { name: '查看作品详情' })).toHaveAttribute('href', /^\/works\/\d+$/);
});

test('a like counts inside the window; outside it the refusal comes without a call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('thumbUpWork')) calls.push(r.url());
  });
  await loginAsDesignerOnPhone(page, '/match?sort=new');
  const entries = page.getByRole('region', { name: '参赛作品' });
  const like = entries.getByRole('button', { name: /^点赞，当前 \d+ 赞$/ }).first();
  await expect(like).toBeVisible();
  const before = Number((await like.getAttribute('aria-label'))!.match(/\d+/)![0]);
  const title = await like.locator('xpath=ancestor::article').getAttribute('aria-label');
  await like.tap();
  await expect(toast(page, '点赞成功')).toBeVisible();
  const card = entries.getByRole('article', { name: title! });
  await expect(card.getByRole('button', { name: `今天已点赞，共 ${before + 1} 赞` })).toBeVisible();
  expect(calls).toHaveLength(1);

  // The OPPO campaign's window closed in 2022 (docs/product.md §9).
  await page.goto('/oppo');
  await expect(page.getByText('已结束')).toBeVisible();
  await page
    .getByRole('button', { name: /^点赞，当前 \d+ 赞$/ })
    .first()
    .tap();
  await expect(toast(page, '点赞日期已过')).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('the employer centre counts my tasks by status and opens them filtered', async ({ browser, page }) => {
  await page.goto('/uc');
  await expect(page).toHaveURL(`${MOBILE_URL}/login?redirect=%2Fuc`);

  await asEmployer(browser, page);
  const open = await (await page.request.get('/api/plat/getMyPublishTaskPage?taskStatus=1&current=1&pageSize=1'))
    .json()
    .then((b: { data: { total: number } }) => b.data.total);
  expect(open, '茶颜小馆 has tasks 招募中 (seed)').toBeGreaterThan(0);
  await page.goto('/uc');
  const counts = page.getByRole('list', { name: '我的任务数' });
  const recruiting = counts.getByRole('link', { name: /招募中/ });
  await expect(recruiting).toHaveText(`${open}招募中`);
  // The seed's 秋冬新品海报设计 is among 茶颜小馆's tasks.
  await expect(page.locator('.m-task-card').first()).toBeVisible();
  await recruiting.tap();
  await expect(page).toHaveURL(`${MOBILE_URL}/uc/task?status=1`);
  await expect(page.getByRole('button', { name: '招募中' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.m-task-card').first()).toBeVisible();
  await expect(page.locator('.m-task-card .m-pill').filter({ hasNotText: '招募中' })).toHaveCount(0);

  // The talent pool: the employer's saved designers (seed: five), each with 雇佣TA.
  await page.goto('/uc/designer');
  await expect(page.getByRole('link', { name: '我的人才库' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.m-designer-card')).toHaveCount(5);
  await page
    .getByRole('button', { name: /^雇佣TA：/ })
    .first()
    .tap();
  await expect(page.getByRole('dialog', { name: '一句话说明需求' })).toBeVisible();
});

test('a designer uploads a work from the phone with the desktop’s checks, then deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAsDesignerOnPhone(page, '/u/works');
  await expect(page.getByRole('heading', { name: '我的作品' })).toBeVisible();
  await page.getByRole('link', { name: '上传作品' }).tap();
  const form = page.getByRole('form', { name: '上传作品' });
  await expect(form).toBeVisible();

  // Nothing is sent for a file that is not an image, whatever it is called.
  const picker = form.getByLabel('选择作品图片');
  await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
  await expect(toast(page, 'fake.png：只支持 PNG、JPEG、WebP、GIF 图片')).toBeVisible();
  await form.getByRole('button', { name: '发布作品' }).tap();
  await expect(form.getByText('请输入作品标题')).toBeVisible();
  await expect(form.getByText('请选择作品分类')).toBeVisible();
  await expect(form.getByText('请上传1-9张图片')).toBeVisible();

  await picker.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(240, 180, [210, 60, 23]) });
  await expect(form.getByText('封面', { exact: true })).toBeVisible();
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  const title = `手机上传${Date.now() % 100000}`;
  await form.getByLabel('作品标题').fill(title);
  const category = form.getByLabel('作品分类');
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 1 });
  await form.getByRole('button', { name: '发布作品' }).tap();
  await expect(toast(page, '作品已发布')).toBeVisible();
  await expect(page).toHaveURL(`${MOBILE_URL}/u/works`);
  await expect(page.locator('.m-work-title').filter({ hasText: title })).toBeVisible();

  await page.getByRole('button', { name: `删除「${title}」` }).tap();
  await page.getByRole('dialog', { name: '删除作品' }).getByRole('button', { name: '确认删除' }).tap();
  await expect(toast(page, '作品已删除')).toBeVisible();
  await expect(page.locator('.m-work-title').filter({ hasText: title })).toHaveCount(0);
});

test('growth plans ask a visitor to log in to join; abilities are the designer’s model', async ({ page }) => {
  await page.goto('/growth');
  const plan = page.getByRole('article').first();
  await expect(plan.getByRole('list').getByRole('listitem').first()).toBeVisible();
  const name = await plan.getAttribute('aria-label');
  await plan.getByRole('link', { name: name! }).tap();
  await expect(page).toHaveURL(/\/growth\/\d+$/);
  // The address changes before the plan is drawn: until then the list (a 加入计划 on every plan) is still there.
  await expect(page.getByRole('link', { name: '‹ 全部成长计划' })).toBeVisible();
  const planPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: '加入计划' }).tap();
  await expect(page).toHaveURL(`${MOBILE_URL}/login?redirect=${encodeURIComponent(planPath)}`);

  await page.goto('/ability');
  await expect(page).toHaveURL(`${MOBILE_URL}/login?redirect=%2Fability`);
  await page.goto('/my/logo');
  await expect(page).toHaveURL(`${MOBILE_URL}/login?redirect=%2Fmy%2Flogo`);
  await loginAsDesignerOnPhone(page, '/ability');
  await expect(page.getByRole('region', { name: '综合等级' })).toBeVisible();
  await expect(page.locator('.m-exam-tile')).toHaveCount(6);

  // 我的成绩 from 我的, then a type's page: the seed's reviewed Logo exam with its score, rubric and comment.
  const logo = (await (await page.request.get('/api/platPlus/capacityModel/getResultOfCapacityModel?type=logo')).json())
    .data as { score: number; history: { comment: string }[] };
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /^我的/ }).tap();
  await page.getByRole('link', { name: /^我的成绩/ }).tap();
  await expect(page.getByRole('img', { name: '各类测评成绩雷达图' })).toBeVisible();
  await page
    .getByRole('list', { name: '各类测评成绩' })
    .getByRole('link', { name: /^Logo 设计/ })
    .tap();
  await expect(page).toHaveURL(`${MOBILE_URL}/my/logo`);
  await expect(page.getByRole('region', { name: 'Logo 设计测评成绩' })).toContainText(`${logo.score}分`);
  await expect(page.getByText(`评语：${logo.history[0]!.comment}`)).toBeVisible();
  await expect(page.getByRole('link', { name: '去测评' })).toHaveAttribute('href', '/exam/logo');
});

test('a designer uploads a clip from the phone, finds it first on /zt/clips where it plays, and deletes it', async ({
  page,
}) => {
  await page.goto('/zt/clips');
  await expect(page).toHaveURL(`${MOBILE_URL}/login?redirect=%2Fzt%2Fclips`);
  await loginAsDesignerOnPhone(page, '/my');
  await page.getByRole('link', { name: /我的视频作品/ }).tap();
  await expect(page).toHaveURL(`${MOBILE_URL}/my/clips`);
  const form = page.getByRole('form', { name: '上传视频' });

  // Refused in the page by its bytes, whatever it is called; then one of the seed's 3-second WebMs.
  const picker = form.getByLabel('视频文件');
  await picker.setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: Buffer.from('<!doctype html>') });
  await expect(form.getByText('只支持 MP4、WebM 格式的视频')).toBeVisible();
  const webm = readFileSync(new URL('../../../apps/api/src/db/seed/clips/blocks.webm', import.meta.url));
  await picker.setInputFiles({ name: 'blocks.webm', mimeType: 'video/webm', buffer: webm });
  await expect(form.getByRole('img', { name: '视频封面预览' })).toBeVisible();
  const title = `手机视频${Date.now() % 100000}`;
  await form.getByLabel('视频标题').fill(title);
  await form.getByRole('button', { name: '上传视频' }).tap();
  await expect(toast(page, '视频已上传')).toBeVisible();
  const mine = page.getByRole('list', { name: '我上传的视频' }).getByRole('article').first();
  await expect(mine).toHaveAccessibleName(title);

  await page.goto('/zt/clips');
  const card = page.getByRole('list', { name: '视频作品' }).getByRole('article').first();
  await expect(card).toHaveAccessibleName(title);
  await expect(card.getByRole('link', { name: '林小鹿' })).toHaveAttribute('href', '/u/1');
  await card.getByRole('button', { name: `播放「${title}」` }).tap();
  const player = card.locator('video');
  await expect(player).toHaveAttribute('src', /\/api\/common\/clip\/video\?clipId=\d+$/);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);

  await page.goto('/my/clips');
  await page.getByRole('button', { name: `删除「${title}」` }).tap();
  await page.getByRole('dialog', { name: '删除视频作品' }).getByRole('button', { name: '确认删除' }).tap();
  await expect(toast(page, '视频作品已删除')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});
