/** Helpers the journeys share: the axe check and the demo designer's password login. */
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical violations on the page as it is now (DESIGN.md accessibility). The CSP
 * forbids injected scripts: the spec that calls this uses `test.use({ bypassCSP: true })`.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The demo designer 林小鹿 (README): user 1. */
export const DESIGNER_MOBILE = '13800000001';
export const DESIGNER_ID = 1;
export const DEMO_PASSWORD = 'bazaar-demo-2026';

/**
 * Password login as the demo designer — not SMS: several logins of one mobile within a minute would hit
 * the SMS resend window. Lands on `redirect` (or wherever the page sends a designer) and accepts the
 * platform statement if it is due.
 */
export async function loginAsDesigner(page: Page, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByLabel('手机号', { exact: true }).fill(DESIGNER_MOBILE);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const statement = page.getByRole('dialog', { name: '平台声明' });
  if (await statement.isVisible().catch(() => false)) {
    await statement.getByRole('button', { name: '我已阅读并同意' }).click();
    await expect(statement).toBeHidden();
  }
}

/** A mobile no seed uses: a first SMS login creates an employer. */
export const newMobile = (): string => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * On /login (already open): an SMS login of a new mobile (the dev driver fills the code in), then the
 * platform statement a new account sees once (spec §4), accepted.
 */
export async function loginBySms(page: Page, mobile: string): Promise<void> {
  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByLabel('验证码', { exact: true })).not.toHaveValue('');
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const statement = page.getByRole('dialog', { name: '平台声明' });
  await statement.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(statement).toBeHidden();
}
