/** Helpers the journeys share: the axe check and the demo designer's password login. */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** What axe reads: the whole document (the default), or only what is inside or outside some selectors. */
export type AxeScope = { include: string[][] } | { exclude: string[][] };

/**
 * axe-core's serious and critical violations on the page as it is now (docs/design.md accessibility), in the whole
 * document or in `scope` (axe's page-level rules — one main landmark, the page title — run only on a whole
 * document). The CSP forbids injected scripts: the spec that calls this uses `test.use({ bypassCSP: true })`.
 */
export async function blockingViolations(page: Page, scope?: AxeScope): Promise<string[]> {
  // Once per document: a page walked by client-side navigation keeps the script it was given.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async (context) => {
    type Axe = {
      run: (ctx: Document | AxeScope, options: { resultTypes: string[] }) => Promise<{ violations: AxeViolation[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Only violations are wanted: axe skips collecting the nodes that pass (quicker on long pages).
    return (await axe.run(context ?? document, { resultTypes: ['violations'] })).violations;
  }, scope);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The page's markup as two digests: its <main> and everything around it (header, footer, toolbar, the phone's tab
 * bar). axe's findings and the page's width follow from the markup (the styles are one bundle), so a page whose
 * main and chrome were both checked already — a /zt page a visitor saw, drawn the same for an employer — need
 * not be checked again, and of a page with one of them new, only that one (the walks of a11y-routes.spec.ts and
 * mobile-a11y.spec.ts).
 */
export async function markupDigest(page: Page): Promise<[string, string]> {
  return page.evaluate(() => {
    const hash = (text: string): string => {
      let h = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
      return `${(h >>> 0).toString(16)}:${text.length}`;
    };
    // React's useId counts up across renders and an image's data-loaded flips when it arrives: neither
    // changes what axe finds.
    const plain = (html: string) => html.replace(/«r\w+»|:r\w+:|_r_\w+_/g, '').replace(/ data-loaded="\w*"/g, '');
    const main = document.querySelector('main')?.outerHTML ?? '';
    return [hash(plain(main)), hash(plain(document.body.outerHTML.replace(main, '')))];
  });
}

/** The mains and chromes one walk (all its roles: keep one per spec file) has checked so far. */
export class CheckedMarkup {
  readonly #mains = new Set<string>();
  readonly #chromes = new Set<string>();

  /**
   * What of this page has not been read yet: nothing (its main and chrome were both checked, by any role), only
   * its main or only its chrome (the other was — a logged-in header around a main a visitor saw), or all of it.
   */
  uncheckedPart([main, chrome]: [string, string]): 'none' | 'main' | 'chrome' | 'all' {
    const newMain = !this.#mains.has(main);
    const newChrome = !this.#chromes.has(chrome);
    this.#mains.add(main);
    this.#chromes.add(chrome);
    if (!newMain && !newChrome) return 'none';
    // A page without a <main> (its digest is of no text: `…:0`) is read whole.
    if (main.endsWith(':0')) return 'all';
    return newMain ? (newChrome ? 'all' : 'main') : 'chrome';
  }
}

/** axe's context for that part (a whole page whenever both are new, so its page-level rules run too). */
export const AXE_SCOPES: Record<'main' | 'chrome' | 'all', AxeScope | undefined> = {
  main: { include: [['main']] },
  chrome: { exclude: [['main']] },
  all: undefined,
};

/** The web app has drawn its page: no boot shell, nothing marked busy (a guard's session probe, a placeholder). */
export const WEB_DRAWN = (): boolean => !document.querySelector('.boot-shell, [aria-busy="true"]');
/** The phone app has drawn its page: its main column is there and no skeleton is left. */
export const PHONE_DRAWN = (): boolean => !!document.querySelector('.m-main') && !document.querySelector('.m-skeleton');

/**
 * Returns a wait that resolves once the page has had no request in flight for 150 ms and `drawn` holds: the route's
 * lazy chunk and its data have arrived and been drawn. Quicker than `waitForLoadState('networkidle')`, which waits
 * half a second after every load (≈ 0.35 s a page: a minute over the suite's page walks). Make it before the page's
 * first navigation. The event stream (issue 25) stays open for a whole session: it is not a request to wait for.
 */
export function trackQuiet(page: Page, drawn: () => boolean = WEB_DRAWN): () => Promise<void> {
  let pending = 0;
  let last = Date.now();
  const counted = (request: Request) => !request.url().endsWith('/api/events');
  const done = () => {
    pending = Math.max(0, pending - 1);
    last = Date.now();
  };
  page.on('request', (request) => {
    if (!counted(request)) return;
    pending += 1;
    last = Date.now();
  });
  page.on('requestfinished', (request) => counted(request) && done());
  page.on('requestfailed', (request) => counted(request) && done());
  return async () => {
    const start = Date.now();
    while ((pending > 0 || Date.now() - last < 150) && Date.now() - start < 10_000) await page.waitForTimeout(50);
    await page.waitForFunction(drawn, null, { timeout: 10_000 });
  };
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
  await acceptStatementIfShown(page, 0);
}

/**
 * The same password login on the phone site (a context with touch: the phone's controls are tapped), landing on
 * `to`. The phone site has no platform-statement dialog in its login flow.
 */
export async function loginAsDesignerOnPhone(page: Page, to: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.getByRole('tab', { name: '密码登录' }).tap();
  await page.getByLabel('手机号').fill(DESIGNER_MOBILE);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).tap();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The seeded consultant (issue 7), who alone may open /admin. */
export const OPERATOR_MOBILE = '13600000000';

type Cookies = Parameters<ReturnType<Page['context']>['addCookies']>[0];

/** Where a seeded account's session is kept for the whole run (the output directory is emptied at each run). */
const sessionFile = (mobile: string) => path.join(test.info().project.outputDir, `.session-${mobile}.json`);

/**
 * A seeded account's session by SMS, landing on `to`. One SMS login per run and mobile serves every spec:
 * the SMS resend window is 60 s per mobile, and specs that each logged in either waited it out (61 s
 * apiece) or, run back to back, found the code not sent. The session's cookies are kept in a file; a later
 * call reuses them, and logs in anew (waiting out the window if it must) only when the session is gone.
 */
export async function loginWithSavedSession(page: Page, mobile: string, to: string): Promise<void> {
  let saved: Cookies | null = null;
  try {
    saved = JSON.parse(readFileSync(sessionFile(mobile), 'utf8')) as Cookies;
  } catch {
    saved = null;
  }
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto(to);
    if (new URL(page.url()).pathname !== '/login') return;
  }
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  const code = page.getByLabel('验证码', { exact: true });
  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const filled = await expect(code)
    .not.toHaveValue('', { timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  if (!filled) {
    // The session was ended within the last minute (a logout): wait out the resend window once.
    await page.waitForTimeout(61_000);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(code).not.toHaveValue('');
  }
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // The platform statement shows once the session has loaded, if the account has not accepted it.
  await acceptStatementIfShown(page, 3_000);
  writeFileSync(sessionFile(mobile), JSON.stringify(await page.context().cookies()));
}

/** The consultant's session (the only account that may open /admin), landing on `to`. */
export function loginAsOperator(page: Page, to = '/admin/tasks'): Promise<void> {
  return loginWithSavedSession(page, OPERATOR_MOBILE, to);
}

/** The demo employer 茶颜小馆 (README), who logs in by SMS. */
export const EMPLOYER_MOBILE = '13900000001';

/** 茶颜小馆's session, landing on `to`. */
export function loginAsEmployer(page: Page, to: string): Promise<void> {
  return loginWithSavedSession(page, EMPLOYER_MOBILE, to);
}

/** A mobile no seed uses: a first SMS login creates an employer. */
export const newMobile = (): string => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * On /login (already open): an SMS login of a new mobile (the dev driver fills the code in), then the
 * platform statement a new account sees once (docs/product.md §4), accepted.
 */
/**
 * The platform statement a new account sees once (docs/product.md §4), accepted if it shows within `waitMs`
 * (0: only if it is on screen now).
 */
export async function acceptStatementIfShown(page: Page, waitMs: number): Promise<void> {
  const statement = page.getByRole('dialog', { name: '平台声明' });
  const shown = waitMs
    ? await statement.waitFor({ state: 'visible', timeout: waitMs }).then(
        () => true,
        () => false,
      )
    : await statement.isVisible().catch(() => false);
  if (!shown) return;
  await statement.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(statement).toBeHidden();
}

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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real RGB PNG of one colour with a diagonal stripe, written by hand (no image library here). */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - y) < 6;
      row.set(stripe ? [255, 255, 255] : rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Issue 9: pays a task's budget into escrow at the cashier with the sandbox provider (as its employer,
 * already logged in) and waits for 支付成功.
 */
export async function payAtCashier(page: Page, orderId: number): Promise<void> {
  await page.goto(`/pay/cashier/${orderId}`);
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await page.waitForURL(/\/pay\/confirm\/\d+$/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
}

/**
 * Text of the page's <main> that lies under another element where its first character is drawn (what a
 * reader cannot see), as `"text" under <tag.class>`; plus a line when the page scrolls sideways. Elements
 * that float on purpose (fixed or sticky: the toolbar, headers), visually hidden text and text scrolled
 * out of a scrolling box are not counted.
 */
export async function coveredText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth) found.push(`the page is ${width}px wide`);
    const floats = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    // Inside a box that scrolls (a long list at 375 px), text past its edge is reached by scrolling it.
    const scrolledAway = (el: Element, box: DOMRect): boolean => {
      for (let e = el.parentElement; e; e = e.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(e);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const edge = e.getBoundingClientRect();
        if (box.top >= edge.bottom || box.bottom <= edge.top || box.left >= edge.right || box.right <= edge.left)
          return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll('main *')) {
      const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!text?.textContent) continue;
      const at = text.textContent.search(/\S/);
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      const box = range.getBoundingClientRect();
      const style = getComputedStyle(el);
      const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      const shown = style.visibility !== 'hidden' && Number(style.opacity) > 0;
      // Visually hidden text (a 1 px clip) is for screen readers only.
      const readable = box.width > 1 && box.height > 1 && el.getBoundingClientRect().width > 1;
      if (!onScreen || !shown || !readable || scrolledAway(el, box)) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || hit === el || el.contains(hit) || hit.contains(el) || floats(hit)) continue;
      const name = (e: Element) => `<${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0] ?? ''}>`;
      found.push(`"${text.textContent.trim().slice(0, 20)}" ${name(el)} under ${name(hit)}`);
    }
    return found;
  });
}

/** A GET through `request` (its context's cookies); fails the test on a refusal. Answers the envelope's data. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  const envelope = (await response.json()) as { success: boolean; data: T; resultMessage?: string };
  expect(envelope.success, `${path}: ${envelope.resultMessage ?? response.status()}`).toBe(true);
  return envelope.data;
}

/** A POST through `request` (its context's cookies) as the site's client sends it; fails the test on a refusal. */
export async function apiPost<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(path, { data: body, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const envelope = (await response.json()) as { success: boolean; data: T; resultMessage?: string };
  expect(envelope.success, `${path}: ${envelope.resultMessage ?? response.status()}`).toBe(true);
  return envelope.data;
}

/**
 * Issue 26, the deal on phones, set up through the api rather than clicked through: a new employer (an SMS login in
 * `employer`'s context) publishes a task, the consultant (`operator`, logged in) opens it and 林小鹿 (a password
 * login in `designer`'s context) applies. Answers the task's id; its budget (¥1,500) is not held yet.
 */
export async function recruitingTaskOfNewEmployer(
  employer: APIRequestContext,
  operator: APIRequestContext,
  designer: APIRequestContext,
  taskName: string,
): Promise<number> {
  const mobile = newMobile();
  const smsCode = await apiPost<string>(employer, '/api/auth/code/sms', { mobile });
  await apiPost(employer, '/api/auth/authentication/mobile', { mobile, smsCode });
  const { orderId } = await apiPost<{ orderId: number }>(employer, '/api/plat/pubTaskEmploy', {
    taskName,
    taskAmount: 1500,
  });
  await apiPost(operator, '/api/admin/task/openTask', {
    orderId,
    categoryId: 1,
    taskProperties: 2,
    deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    maxOrderApplyCount: 5,
    description: '门店开业海报一张，暖色调，需提供 PSD 源文件。',
  });
  await apiPost(designer, '/api/auth/authentication/form', { username: DESIGNER_MOBILE, password: DEMO_PASSWORD });
  await apiPost(designer, '/api/plat/applyTask', { orderId });
  return orderId;
}

/** Pays a task's budget into escrow with the sandbox provider through the api (its employer's `request`). */
export async function payEscrowByApi(request: APIRequestContext, orderId: number): Promise<void> {
  const order = await apiPost<{ payOrderId: number }>(request, '/api/plat/pay/createTaskPayOrder', { orderId });
  await apiPost(request, '/api/plat/pay/sandboxPay', { payOrderId: order.payOrderId });
}
