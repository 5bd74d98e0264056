// Ad-hoc: screenshots of the quick-publish dialog (visitor) at 1280 and 375, with validation messages.
import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, tag] of [[1280, 800, 'd'], [375, 740, 'm']]) {
  const page = await (await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN' })).newPage();
  await page.goto(base + '/task');
  await page.getByRole('button', { name: '发布任务' }).first().click();
  const dialog = page.getByRole('dialog', { name: '一句话说明需求' });
  await dialog.waitFor();
  await dialog.getByLabel('任务名称').fill('ab');
  await dialog.getByLabel('任务预算（元）').fill('-1');
  await dialog.getByLabel('手机号').fill('123');
  await dialog.getByLabel('任务预算（元）').focus();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/pshots/dialog-${tag}.png` });
}
await browser.close();
