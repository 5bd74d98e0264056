/**
 * Issue 3 journeys: SMS login through the BFF (the token never reaches page scripts), session across
 * reloads, logout, every route guard of docs/product.md §2, the open-redirect guard, third-party binding, and the
 * favourites sync. One worker (playwright.config): the BFF allows 30 /api/auth/* calls per IP per minute and this file
 * makes about 16, so keep new logins few.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, loginAsDesigner } from './helpers';

const SESSION_COOKIE = 'bazaar_session';

/** A mobile no seed uses (seeded designers are 1380000xxxx): a first SMS login creates an employer. */
const newMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** A seeded designer (spec: the api seeds designers with 1380000xxxx mobiles). */
const DESIGNER_MOBILE = '13800000001';

interface UserInfo {
  userId: number;
  nickName: string | null;
  isDesigner: boolean;
  whetherToReadNote: 0 | 1;
}

async function userInfo(page: Page): Promise<UserInfo | null> {
  const response = await page.request.get('/api/user/getUserInfo');
  if (response.status() === 401) return null;
  const body = (await response.json()) as { data: UserInfo };
  return body.data;
}

/** On /login (already open): SMS code via the dev driver (auto-filled), then log in. */
async function loginBySms(page: Page, mobile: string): Promise<void> {
  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  // docs/product.md §7: the dev SMS driver returns the code and the form fills it in.
  await expect(page.getByLabel('验证码', { exact: true })).not.toHaveValue('');
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** docs/product.md §4: a user who has not read the platform statement sees it once after login; accept it. */
async function acceptStatementIfDue(page: Page): Promise<void> {
  const info = await userInfo(page);
  if (!info || info.whetherToReadNote === 1) return;
  const dialog = page.getByRole('dialog', { name: '平台声明' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog, 'the statement cannot be dismissed with Esc').toBeVisible();
  await dialog.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(dialog).toBeHidden();
  expect((await userInfo(page))?.whetherToReadNote).toBe(1);
}

const userMenu = (page: Page) => page.getByRole('navigation', { name: '用户菜单' });

test.describe('visitors', () => {
  test('a first visit is silently logged out: no 请先登录 warning, a 登录 link with the current path', async ({
    page,
  }) => {
    await page.goto('/works?sortType=2');
    const login = userMenu(page).getByRole('link', { name: '登录' });
    await expect(login).toHaveAttribute('href', '/login?redirect=%2Fworks%3FsortType%3D2');
    await expect(page.getByText('请先登录才能进行此操作')).toHaveCount(0);
  });

  test('login-only pages redirect to /login?redirect={fullPath}', async ({ page }) => {
    await page.goto('/my/setting');
    await expect(page).toHaveURL('/login?redirect=%2Fmy%2Fsetting');
    await page.goto('/uc/task?page=2');
    await expect(page).toHaveURL('/login?redirect=%2Fuc%2Ftask%3Fpage%3D2');
    await page.goto('/ability');
    await expect(page).toHaveURL('/login?redirect=%2Fability');
  });

  test('task detail needs login unless all=1', async ({ page }) => {
    await page.goto('/task/1');
    await expect(page).toHaveURL('/login?redirect=%2Ftask%2F1');
    await page.goto('/task/1?all=1');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveURL('/task/1?all=1');
  });

  test('designer-only pages show 设计师才可以访问', async ({ page }) => {
    await page.goto('/u/account');
    await expect(page.getByRole('heading', { name: '设计师才可以访问' })).toBeVisible();
  });

  test('the login form validates per docs/product.md §5 and gates the SMS button', async ({ page }) => {
    await page.goto('/login');
    const mobile = page.getByLabel('手机号', { exact: true });
    const smsButton = page.getByRole('button', { name: '获取验证码' });
    await expect(mobile).toHaveAttribute('maxlength', '11');
    await expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await expect(smsButton).toBeDisabled();
    await mobile.fill('1380');
    await mobile.blur();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await mobile.fill('13912345678');
    await expect(page.getByText('请输入正确的手机号')).toHaveCount(0);
    await expect(smsButton).toBeEnabled();
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await expect(page.getByText('请输入正确的验证码')).toBeVisible();
  });

  test('the login page at 375 px', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();
    // No horizontal scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('login-375.png'), fullPage: true });
  });
});

test.describe('a new employer', () => {
  test('SMS login end to end; the token never reaches page scripts; reload keeps the session; logout', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/login?redirect=%2Fmy%2Fsetting');
    const smsButton = page.getByRole('button', { name: '获取验证码' });
    await page.getByLabel('手机号', { exact: true }).fill(newMobile());
    await smsButton.click();
    // docs/product.md §4: 60 s countdown, disabled meanwhile; the dev code is filled in.
    await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
    await expect(page.getByLabel('验证码', { exact: true })).not.toHaveValue('');

    const loginResponse = page.waitForResponse('**/api/auth/authentication/mobile');
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    const body = (await (await loginResponse).json()) as { success: boolean; data: Record<string, unknown> | null };
    expect(body.success).toBe(true);
    expect(body.data ?? {}, 'the BFF strips the token from the body').not.toHaveProperty('token');
    await expect(page).toHaveURL('/my/setting');
    await acceptStatementIfDue(page);
    await expect(page.getByRole('heading', { name: '账号设置' })).toBeVisible();

    // decision 002: the session is an httpOnly cookie — not in document.cookie, not in storage.
    const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(session, 'the BFF sets the session cookie').toBeDefined();
    expect(session!.httpOnly).toBe(true);
    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    }));
    expect(visible.cookie).not.toContain(SESSION_COOKIE);
    expect(visible.cookie).not.toContain(session!.value);
    expect(visible.storage).not.toContain(session!.value);

    // Reload keeps the session; a logged-in user opening /login goes straight to the redirect target.
    await page.reload();
    await expect(page.getByRole('heading', { name: '账号设置' })).toBeVisible();
    await expect(userMenu(page).getByRole('button', { name: '雇主中心' })).toBeVisible();
    await expect(userMenu(page).getByRole('button', { name: '设计师中心' })).toHaveCount(0);
    await page.goto('/login?redirect=%2Fuc%2Ftask');
    await expect(page).toHaveURL('/uc/task');
    // The URL changes as the redirect starts; the page (and its layout's top bar) renders once its chunk has
    // loaded. A menu opened before that belongs to the top bar being replaced.
    await expect(page.getByRole('heading', { name: '我的任务' })).toBeVisible();

    // Logout from the nickname menu: home, logged out, cookie gone.
    await userMenu(page).getByRole('button').last().click();
    await userMenu(page).getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL('/');
    await expect(userMenu(page).getByRole('link', { name: '登录' })).toBeVisible();
    expect(await userInfo(page)).toBeNull();
    await page.goto('/my/setting');
    await expect(page).toHaveURL('/login?redirect=%2Fmy%2Fsetting');
  });

  test('guards for a logged-in employer: /join for designer pages, 设计师才可以访问, task detail', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await loginBySms(page, newMobile());
    await expect(page).toHaveURL('/');
    await acceptStatementIfDue(page);

    await page.goto('/ability');
    await expect(page).toHaveURL('/join?redirect=%2Fability');
    await page.goto('/zt/packing?from=e2e');
    await expect(page).toHaveURL('/join?redirect=%2Fzt%2Fpacking%3Ffrom%3De2e');
    await page.goto('/u/account');
    await expect(page.getByRole('heading', { name: '设计师才可以访问' })).toBeVisible();
    await page.goto('/task/1');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page).toHaveURL('/task/1');
    // The employer center menu works with the keyboard.
    const employer = userMenu(page).getByRole('button', { name: '雇主中心' });
    await employer.focus();
    await page.keyboard.press('Enter');
    await expect(employer).toHaveAttribute('aria-expanded', 'true');
    await expect(userMenu(page).getByRole('link', { name: '我的人才库' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(employer).toHaveAttribute('aria-expanded', 'false');
    await expect(employer).toBeFocused();
  });

  test('local favourites are synced at login and cleared after success', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('localFavWorks', JSON.stringify([1, 'abc']));
      localStorage.setItem('localFavDesigner', JSON.stringify([1]));
    });
    await loginBySms(page, newMobile());
    await expect(
      page.getByText('作品收藏数据同步成功').or(page.getByText('人才收藏数据同步成功')).first(),
    ).toBeVisible();
    const left = await page.evaluate(() => [
      localStorage.getItem('localFavWorks'),
      localStorage.getItem('localFavDesigner'),
    ]);
    expect(left).toEqual([null, null]);
  });
});

test.describe('a seeded designer', () => {
  test('/my/home and /join go to /u/{userId} keeping worksType; the designer center is open', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await loginBySms(page, DESIGNER_MOBILE);
    await acceptStatementIfDue(page);
    const info = await userInfo(page);
    expect(info?.isDesigner).toBe(true);
    const userId = info!.userId;

    await page.goto('/my/home?worksType=2');
    await expect(page).toHaveURL(`/u/${userId}?worksType=2`);
    await page.goto('/join');
    await expect(page).toHaveURL(`/u/${userId}`);
    await page.goto('/u/account');
    await expect(page.getByRole('heading', { name: '设计师才可以访问' })).toHaveCount(0);
    await page.goto('/ability');
    await expect(page).toHaveURL('/ability');

    // docs/product.md §2 top bar: 设计师中心 opens on hover with the three links.
    await userMenu(page).getByRole('button', { name: '设计师中心' }).hover();
    for (const name of ['我的任务', '我的主页', '上传作品']) {
      await expect(userMenu(page).getByRole('link', { name })).toBeVisible();
    }
  });
});

test.describe('open redirects', () => {
  for (const target of ['//evil.example', 'https://evil.example']) {
    test(`/login?redirect=${target} lands on home after login`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await loginBySms(page, newMobile());
      await expect(page).toHaveURL('/');
      expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
    });
  }
});

test.describe('password in settings (issue 22)', () => {
  test('an account without a password proves itself with an SMS code to its mobile', async ({ page }) => {
    await page.goto('/login');
    await loginBySms(page, newMobile());
    await acceptStatementIfDue(page);
    await page.goto('/my/setting');
    const form = page.locator('form').filter({ has: page.getByLabel('新密码') });
    await expect(form.getByLabel('验证码', { exact: true })).toBeVisible();
    await expect(form.getByLabel('原密码')).toHaveCount(0);
    await form.getByLabel('新密码').fill('first-password');
    await form.getByLabel('确认密码').fill('first-password');
    await form.getByRole('button', { name: '设置密码' }).click();
    await expect(form.getByText('请输入验证码')).toBeVisible();
  });

  test.describe('with a wrong old password', () => {
    // The refused change is a 400 the browser logs; the page shows 原密码错误.
    test.use({ expectedConsoleErrors: /400 \(Bad Request\).*\/api\/user\/updateUserInfo/ });
    test('changing a password needs the old one; the session that changed it stays', async ({ page }) => {
      test.setTimeout(60_000);
      await loginAsDesigner(page, '/my/setting');
      const form = page.locator('form').filter({ has: page.getByLabel('新密码') });
      const change = async (oldPassword: string | null, password: string) => {
        if (oldPassword !== null) await form.getByLabel('原密码').fill(oldPassword);
        await form.getByLabel('新密码').fill(password);
        await form.getByLabel('确认密码').fill(password);
        await form.getByRole('button', { name: '修改密码' }).click();
      };
      await change(null, 'second-password');
      await expect(form.getByText('请输入原密码')).toBeVisible();
      await change('not-the-password', 'second-password');
      await expect(page.getByText('原密码错误')).toBeVisible();
      await change(DEMO_PASSWORD, 'second-password');
      await expect(page.getByText('密码修改成功')).toBeVisible();
      expect(await userInfo(page)).toMatchObject({ userId: 1, hasPassword: true });
      // Back to the demo password, for the journeys after this one.
      await change('second-password', DEMO_PASSWORD);
      await expect(page.getByText('密码修改成功').first()).toBeVisible();
      expect(await userInfo(page)).toMatchObject({ userId: 1 });
    });
  });
});

test.describe('third-party login', () => {
  test('WeChat with a new open id binds a mobile at /login/third, then logs in directly next time', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/login?redirect=%2Fuc%2Fworks');
    await page.getByRole('button', { name: '微信登录' }).click();
    await expect(page).toHaveURL('/login/third?redirect=%2Fuc%2Fworks');
    // The open token travels in router state / sessionStorage, never in the URL.
    expect(page.url()).not.toContain('dev-');
    await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();

    await page.getByLabel('手机号', { exact: true }).fill(newMobile());
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByLabel('验证码', { exact: true })).not.toHaveValue('');
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await expect(page).toHaveURL('/uc/works');
    await acceptStatementIfDue(page);

    await userMenu(page).getByRole('button').last().click();
    await userMenu(page).getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/login');
    await page.getByRole('button', { name: '微信登录' }).click();
    await expect(page).toHaveURL('/');
    expect(await userInfo(page)).not.toBeNull();
  });
});
