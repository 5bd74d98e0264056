import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3800';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })).newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('request', (r) => { if (r.url().includes('quick')) console.log('req', r.url()); });
await page.goto(base + '/login?redirect=/works/71');
await page.getByRole('tab', { name: '密码登录' }).click();
await page.getByLabel('手机号', { exact: true }).fill('13800000001');
await page.getByLabel('密码', { exact: true }).fill('bazaar-demo-2026');
await page.getByRole('button', { name: '登录', exact: true }).click();
await page.waitForURL((u) => u.pathname !== '/login');
await page.waitForTimeout(1500);
console.log(page.url());
await page.getByRole('region', { name: '设计师' }).getByRole('button', { name: '雇佣TA' }).click();
for (let i = 0; i < 6; i++) { await page.waitForTimeout(300); console.log(i, await page.getByRole('status').innerText().catch(() => 'x'), await page.locator('dialog[open]').evaluateAll(ds => ds.map(d => d.getAttribute('aria-labelledby') + ':' + d.innerText.slice(0,20)))); }
await browser.close();
