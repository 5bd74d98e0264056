// Benchmark (issue 2 budget): Lighthouse mobile performance on `/` served by the BFF, median of 3 runs,
// in Debian's Chromium (CHROME_PATH=/usr/bin/chromium). Usage: node lighthouse.mjs [--runs 3] [--path /]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, startStack } from './stack.mjs';

const i = process.argv.indexOf('--runs');
const runs = i > 0 ? Number(process.argv[i + 1]) : 3;
const j = process.argv.indexOf('--path');
const pagePath = j > 0 ? process.argv[j + 1] : '/';

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  // One unmeasured visit warms the image cache, as a live site's would be.
  await lighthouse(stack.bff + pagePath, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const scores = [];
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(stack.bff + pagePath, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result.lhr;
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    scores.push(score);
    const a = lhr.audits;
    console.log(
      `run ${run}: performance ${score}  FCP ${a['first-contentful-paint'].displayValue}  LCP ${a['largest-contentful-paint'].displayValue}  TBT ${a['total-blocking-time'].displayValue}  CLS ${a['cumulative-layout-shift'].displayValue}`,
    );
  }
  console.log(
    `\nmedian mobile performance score on ${pagePath}: ${median(scores)} (budget ≥ 95: ${median(scores) >= 95 ? 'met' : 'NOT met'})`,
  );
} finally {
  chrome.kill();
  await stack.stop();
}
