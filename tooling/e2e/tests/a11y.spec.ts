/**
 * Accessibility (DESIGN.md): axe-core finds no serious or critical violations on the browse pages and the
 * login page, at 1280 px and at 375 px. The CSP forbids injected scripts, so this context bypasses it to
 * load axe — only here.
 */
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

test.use({ bypassCSP: true });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  for (const path of [
    '/',
    '/works',
    '/works/1',
    '/designer',
    '/share/weixin?url=%2Fworks%2F1',
    '/login',
    '/no/such/page',
  ]) {
    test(`no serious or critical axe violations on ${path} at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ path: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } })
          .axe;
        return (await axe.run(document)).violations;
      });
      const blocking = violations
        .filter((v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical')
        .map((v: AxeViolation) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
