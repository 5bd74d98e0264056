import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, tag] of [[1280, 900, 'd'], [375, 812, 'm']]) {
  const page = await (await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN' })).newPage();
  await page.goto(base + '/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByLabel('手机号', { exact: true }).fill('13800000001');
  await page.getByLabel('密码', { exact: true }).fill('bazaar-demo-2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
  const st = page.getByRole('dialog', { name: '平台声明' });
  if (await st.isVisible().catch(() => false)) await st.getByRole('button', { name: '我已阅读并同意' }).click();
  await page.goto(base + '/brand/1', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: '报名详情' }).nth(2).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/brand-shots-des/dialog-${tag}.png` });
}
await browser.close();
