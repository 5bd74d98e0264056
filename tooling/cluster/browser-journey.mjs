// A real browser through the cluster's nginx (issue 24): Debian's Chromium driven by playwright-core (never
// `playwright install`). Every step is a state change a browser makes — a POST with the page's Origin — so
// an edge and a gateway that disagree on the origin (nginx's old `Host $host` on a non-default port) fail
// it at the first login. The selectors and flows are the e2e suite's (tooling/e2e/tests/helpers.ts,
// tasks-hall.spec.ts, task-work.spec.ts, my-works.spec.ts, discovery.spec.ts); playwright-core has no
// `expect`, so its waits are written out (`visible`, `hidden`, `until`).
import { chromium, devices } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export const DESIGNER_MOBILE = '13800000001';
export const DEMO_PASSWORD = 'bazaar-demo-2026';

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** A 1×1 PNG, enough for the api's image check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

const TIMEOUT = 15_000;
const visible = (locator) => locator.waitFor({ state: 'visible', timeout: TIMEOUT });
const hidden = (locator) => locator.waitFor({ state: 'hidden', timeout: TIMEOUT });

/** Polls `check` until it answers true; fails with `what` after `timeout`. */
async function until(what, check, timeout = TIMEOUT) {
  const deadline = Date.now() + timeout;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const userMenu = (page) => page.getByRole('navigation', { name: '用户菜单' });

async function acceptStatement(page) {
  const statement = page.getByRole('dialog', { name: '平台声明' });
  if (await statement.isVisible().catch(() => false)) {
    await statement.getByRole('button', { name: '我已阅读并同意' }).click();
    await hidden(statement);
  }
}

async function logout(page) {
  await userMenu(page).getByRole('button').last().click();
  await userMenu(page).getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await visible(userMenu(page).getByRole('link', { name: '登录' }));
}

const dataOf = async (page, path) => (await (await page.request.get(path)).json()).data;

/**
 * The journey on `baseURL` (http or https through nginx) in a fresh context of `browser`: a new employer
 * quick-publishes a task (logging in by SMS inside the dialog) and logs out; the demo designer logs in
 * with the password, applies to a task, uploads an image, likes a work and logs out. `worksPage` picks a
 * different page of works per run, so each run likes a work not liked before. Answers the page errors.
 */
export async function browserJourney({ browser, baseURL, mobile, worksPage }) {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true, locale: 'zh-CN' });
  context.setDefaultTimeout(TIMEOUT);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // What the servers refused, for the failure message (the old nginx config: 403 请求来源校验失败…).
  const refused = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/api/'))
      refused.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  try {
    // The employer: quick publish as a visitor, logging in inside the dialog (tasks-hall.spec.ts).
    await page.goto('/task');
    await page.getByRole('main').getByRole('button', { name: '发布任务' }).click();
    const dialog = page.getByRole('dialog', { name: '一句话说明需求' });
    const taskName = `集群发布${Date.now() % 100000}`;
    await dialog.getByLabel('任务名称').fill(taskName);
    await dialog.getByLabel('任务预算（元）').fill('800');
    await dialog.getByLabel('手机号').fill(mobile);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    // The dev SMS driver answers the code, which fills the field.
    await until('the SMS code', async () => (await dialog.getByLabel('验证码').inputValue()) !== '');
    await dialog.getByRole('button', { name: '登录并发布' }).click();
    const success = page.getByRole('dialog', { name: '恭喜您，任务发布成功！' });
    await visible(success);
    await success.getByRole('button', { name: '朕知道了' }).click();
    await page.waitForURL(/\/uc\/task$/);
    await acceptStatement(page);
    await visible(page.getByRole('main').getByText(taskName));
    await logout(page);

    // The designer: password login (helpers.ts loginAsDesigner).
    await page.goto('/login?redirect=%2Ftask');
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByLabel('手机号', { exact: true }).fill(DESIGNER_MOBILE);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await acceptStatement(page);

    // Apply to a recruiting task she has not applied to (task-work.spec.ts).
    const tasks = await dataOf(page, '/api/common/getTaskPage?taskStatus=1&current=1&pageSize=50');
    const applied = await dataOf(page, '/api/plat/getMyApplyPage?current=1&pageSize=50');
    const mine = new Set(applied.rows.map((t) => t.orderId));
    const task = tasks.rows.find(
      (t) =>
        !mine.has(t.orderId) &&
        !t.applyStatus &&
        t.designatedDesignerId === null &&
        t.taskKind === 1 &&
        t.applyCount < t.maxOrderApplyCount,
    );
    if (!task) throw new Error('no 招募中 task without her application (seed)');
    await page.goto(`/task/${task.orderId}`);
    await page.getByRole('button', { name: '立即报名' }).click();
    await visible(page.getByText('报名成功'));

    // Upload an image in the work editor (my-works.spec.ts): multipart through nginx to S3.
    await page.goto('/u/works?edit=new');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/plat/volc/tos/upload'), { timeout: 20_000 });
    await page.getByTestId('work-images-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    const answer = await (await uploaded).json();
    if (!answer.success || !String(answer.data?.[0]?.callbackResult).startsWith('/img/'))
      throw new Error(`the upload was refused: ${JSON.stringify(answer)}`);
    const images = page.getByRole('group', { name: '作品图片' });
    await visible(images.getByRole('img', { name: '第1张：dot.png' }));
    await until('the upload', async () => (await images.getByRole('progressbar').count()) === 0, 20_000);

    // Like someone else's work (discovery.spec.ts).
    const works = await dataOf(page, `/api/common/getAllWorksPage?current=${worksPage}&pageSize=8&sortType=2`);
    const work = works.rows.find((w) => w.userId !== 1);
    await page.goto(`/works/${work.worksId}`);
    const like = page.getByRole('button', { name: /^点赞 \d+$/ });
    const before = Number((await like.textContent())?.replace(/\D/g, ''));
    await like.click();
    await visible(page.getByRole('button', { name: `点赞 ${before + 1}` }));

    await logout(page);
    return errors;
  } catch (error) {
    if (refused.length) error.message += ` (refused on ${baseURL}: ${refused.join(', ')})`;
    throw error;
  } finally {
    await context.close();
  }
}

/**
 * Issue 26 through nginx: a phone (Chromium's Pixel 7 profile: a phone's user agent, touch) opening a page of the
 * desktop origin `desktopURL` lands on the same path and query of the phone origin `phoneURL` and the phone page
 * draws; then (`login`) the "open on a computer" page names the desktop origin, and a password login on the
 * phone site (a POST with the phone origin's Origin) reaches 我的. The selectors are tooling/e2e/tests/mobile.spec.ts's. Answers
 * the page errors.
 */
export async function phoneJourney({ browser, desktopURL, phoneURL, login = true }) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    ignoreHTTPSErrors: true,
    locale: 'zh-CN',
  });
  context.setDefaultTimeout(TIMEOUT);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${desktopURL}/works?sortType=2`);
    if (page.url() !== `${phoneURL}/works?sortType=2`)
      throw new Error(`a phone on ${desktopURL}/works?sortType=2 landed on ${page.url()}`);
    await visible(page.getByRole('navigation', { name: '主导航' }));
    await until(
      'the 最热 sort, read from the query',
      async () => (await page.getByRole('button', { name: '最热' }).getAttribute('aria-pressed')) === 'true',
    );
    await visible(page.locator('.m-work-card').first());

    if (!login) return errors;
    // A qr page is drawn on the desktop only (phones are not sent from it: apps/mobile page-kind.ts).
    await page.goto(`${phoneURL}/qr/join`);
    await until(
      'the desktop link',
      async () => (await page.getByLabel('页面链接').inputValue()) === `${desktopURL}/qr/join`,
    );

    await page.goto(`${phoneURL}/login?redirect=%2Fmy`);
    await page.getByRole('tab', { name: '密码登录' }).tap();
    await page.getByLabel('手机号').fill(DESIGNER_MOBILE);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).tap();
    await visible(page.getByRole('heading', { name: '设计师中心' }));
    return errors;
  } finally {
    await context.close();
  }
}
