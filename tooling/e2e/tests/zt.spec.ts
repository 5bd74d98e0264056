/**
 * Issue 8: every thematic page of docs/product.md §2 (but zt/tool and zt/clips) renders its CMS content (the guarded
 * ones show their guard); an operator edits a zt page's banner in the console and a visitor sees it after
 * publishing; campaign likes obey their window (the web refuses outside it without calling).
 */
import { expect, test } from './fixtures';
import { loginAsOperator, loginBySms, newMobile } from './helpers';

const ZT = `2024 ai ai_design artist assist celebrity contract course days diary driving dswk dsxa dv feedback guide
inset match oneyear oppo packing pars qianlong qqworks rank recruit silk strategy support supportplus teach test tiktok
tiktok101 twoyear vivo work works ytm yyz zm`.split(/\s+/);
const GUARDED = new Set(['packing', 'inset']);

// One page walks them all: each test would start a new browser context and fetch the app again (47 × a cold
// cache); here every page after the first loads from the cache, as a visitor's next page does.
test('every zt page renders its content', async ({ page }) => {
  test.setTimeout(120_000);
  for (const slug of ZT) {
    await page.goto(`/zt/${slug}`);
    if (GUARDED.has(slug)) {
      await expect(page, slug).toHaveURL(new RegExp(`/login\\?redirect=%2Fzt%2F${slug}`));
      continue;
    }
    await expect(page.getByRole('heading', { level: 1 }), slug).toBeVisible();
    await expect(page.getByText('建设中'), slug).toHaveCount(0);
    await expect(page.locator('main h2').first(), slug).toBeVisible();
  }
});

test('an operator edits a zt banner in the console; a visitor sees it after publishing; rollback restores it', async ({
  page,
  browser,
}) => {
  await loginAsOperator(page, '/admin/cms?page=zt&position=feedback');
  await expect(page.getByRole('heading', { name: /zt\/feedback/ })).toBeVisible();
  const title = page.getByLabel('横幅标题');
  await expect(title).toHaveValue('意见反馈');
  await title.fill('');
  await expect(page.getByRole('alert').filter({ hasText: '请填写横幅标题' })).toBeVisible();
  await expect(page.getByRole('button', { name: '保存并发布' })).toBeDisabled();
  await title.fill('你的意见，我们都听');
  // Every block type has a form: the FAQ's question is a field of its first row, no JSON to type.
  const question = page.getByLabel('问题（第1条）');
  await expect(question).toHaveValue('反馈多久有回复？');
  await question.fill('提交反馈后多久有回复？');
  await page.getByRole('button', { name: '保存并发布' }).click();
  await expect(page.getByText(/第 2 版.*/).first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/zt/feedback');
  await expect(visitor.getByRole('heading', { level: 1, name: '你的意见，我们都听' })).toBeVisible();
  await expect(visitor.getByText('提交反馈后多久有回复？')).toBeVisible();

  await page.getByRole('listitem').filter({ hasText: '第 1 版' }).getByRole('button', { name: '回滚到此版' }).click();
  await expect(page.getByText('回滚到第1版')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
  await expect(visitor.getByText('反馈多久有回复？')).toBeVisible();
  await visitor.close();
});

test('an operator creates a contest with its like window and entries; its hall shows them', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAsOperator(page, '/admin/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: '活动管理' })).toBeVisible();
  await page.getByRole('button', { name: '新建活动' }).click();
  const form = page.getByRole('form', { name: '新建活动' });
  const slug = `e2e-${Date.now().toString(36)}`;
  await form.getByLabel('活动名称').fill('春季插画大赛');
  await form.getByLabel('活动标识（网址里的名字）').fill(slug);
  // A window that ends before it starts is refused in the form, before any call.
  await form.getByLabel('点赞开始（北京时间）').fill('2026-03-10T10:00');
  await form.getByLabel('点赞结束（北京时间）').fill('2026-03-01T10:00');
  await form.getByRole('button', { name: '创建活动' }).click();
  await expect(form.getByRole('alert')).toHaveText('点赞结束时间必须晚于开始时间');
  await form.getByLabel('点赞结束（北京时间）').fill('2026-12-31T23:59');
  await form.getByRole('button', { name: '创建活动' }).click();
  await expect(page.getByText('活动已创建')).toBeVisible();
  await expect(page.getByText(`/${slug} · 点赞时间 2026-03-10 10:00 至 2026-12-31 23:59（北京时间）`)).toBeVisible();

  // Entries by search: two works, saved.
  const entries = page.getByRole('region', { name: '参赛作品' });
  await entries.getByLabel('搜索作品').fill('插画');
  await entries.getByRole('button', { name: '搜索', exact: true }).click();
  const hits = entries.getByRole('button', { name: /^\+ / });
  const first = (await hits.nth(0).innerText()).replace(/^\+ /, '').split(' · ')[0]!;
  await hits.nth(0).click();
  await hits.nth(1).click();
  await entries.getByRole('button', { name: '保存参赛作品' }).click();
  await expect(page.getByText('已保存参赛作品 2 件')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/match?c=${slug}`);
  await expect(visitor.getByRole('heading', { name: '春季插画大赛' }).first()).toBeVisible();
  await expect(visitor.getByText(first).first()).toBeVisible();
  await visitor.close();
  await context.close();
});

test('the tab bar is edited in a form, with docs/product.md §9’s rule checked before anything is saved', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAsOperator(page, '/admin/cms?page=common&position=tabbar');
  await expect(page.getByLabel('标题').first()).toHaveValue('首页');
  // The seed shows seven tabs (docs/product.md §9 draws six): the form says so and will not save.
  await expect(page.getByRole('alert')).toHaveText('导航最多显示6项（排序为0的项不显示）');
  await expect(page.getByRole('button', { name: '保存并发布' })).toBeDisabled();
  const rank = page.getByRole('article', { name: '条目 7' });
  await expect(rank.getByLabel('标题')).toHaveValue('排行榜');
  await rank.getByLabel('排序（0 表示不显示）').fill('0');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '保存并发布' })).toBeEnabled();
  // A tab's sub-links are rows of their own.
  await expect(page.getByRole('article', { name: '条目 2' }).getByLabel('子菜单文字（第1条）')).toHaveValue('插画');
  await context.close();
});

test('a visitor cannot like: the like button asks to log in', async ({ page }) => {
  await page.goto('/match');
  await page
    .getByRole('button', { name: /^点赞，当前/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmatch/);
});

test('likes obey the window: refused outside it without a call, counted inside it', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('thumbUpWork')) calls.push(r.url());
  });
  await page.goto('/login?redirect=%2Fzt%2Fvivo');
  await loginBySms(page, newMobile());
  await expect(page).toHaveURL(/\/zt\/vivo$/);
  await expect(page.getByText('已结束')).toBeVisible();
  await page
    .getByRole('button', { name: /^点赞，当前/ })
    .first()
    .click();
  await expect(page.locator('[data-kind="error"]').filter({ hasText: '点赞日期已过' })).toBeVisible();
  expect(calls).toEqual([]);

  await page.goto('/match');
  await expect(page.getByText('点赞进行中')).toBeVisible();
  const first = page.getByRole('button', { name: /^点赞，当前 \d+ 赞/ }).first();
  const before = Number((await first.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await first.click();
  await expect(page.locator('[data-kind="success"]').filter({ hasText: '点赞成功' })).toBeVisible();
  await expect(page.getByRole('button', { name: `今天已点赞，共 ${before + 1} 赞` })).toBeVisible();
  expect(calls).toHaveLength(1);
});

test('an entry page likes in its contest; /zt/rank has no floating toolbar; /qr resolves a code', async ({ page }) => {
  await page.goto('/oppo');
  await page.locator('article a').first().click();
  await expect(page).toHaveURL(/\/oppo\/\d+$/);
  await expect(page.getByText(/第 \d+ 名/)).toBeVisible();
  await page.goto('/zt/rank');
  await expect(page.getByRole('heading', { name: '年度设计大赛 · 人气榜' })).toBeVisible();
  await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(0);
  await page.goto('/qr/join');
  await expect(page.getByRole('heading', { name: '设计师入驻' })).toBeVisible();
  await expect(page.getByRole('link', { name: '立即前往' })).toHaveAttribute('href', '/join');
});
