// Benchmark (issue 2 budget): Lighthouse mobile performance on `/` served by the BFF, median of 3 runs,
// in Debian's Chromium (CHROME_PATH=/usr/bin/chromium). Usage: node lighthouse.mjs [--runs 3] [--path /]… [--why]
// `--path` may repeat (issue 6: `--path /works --path /works/1 --path /designer --path /u/2
// --path '/search/works?keyword=插画'`): one stack serves every page, each measured in turn.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, startStack } from './stack.mjs';

const i = process.argv.indexOf('--runs');
const runs = i > 0 ? Number(process.argv[i + 1]) : 3;
const pagePaths = process.argv.flatMap((arg, k) => (arg === '--path' ? [process.argv[k + 1] ?? '/'] : []));
if (pagePaths.length === 0) pagePaths.push('/');
const why = process.argv.includes('--why');

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
  for (const pagePath of pagePaths) {
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
      if (why) {
        // `--why`: what the largest paint was and where its time went (LCP phases), and the layout shifts.
        const items = a['largest-contentful-paint-element']?.details?.items ?? [];
        for (const item of items) {
          for (const row of item.items ?? []) {
            if (row.node?.snippet) console.log(`  LCP element: ${row.node.snippet}`);
            if (row.phase) console.log(`  LCP ${row.phase}: ${Math.round(row.timing)} ms`);
          }
        }
        // The simulated FCP/LCP count every request the observed page started before its own paint: list
        // them (a late request that sometimes slips in front of the paint makes the figures bimodal).
        const observed = a.metrics?.details?.items?.[0] ?? {};
        console.log(
          `  observed FCP ${Math.round(observed.observedFirstContentfulPaint ?? 0)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint ?? 0)} ms`,
        );
        for (const req of a['network-requests']?.details?.items ?? []) {
          if (req.networkRequestTime > (observed.observedLargestContentfulPaint ?? 0)) continue;
          console.log(
            `  ${Math.round(req.networkRequestTime)}–${Math.round(req.networkEndTime)} ms ${req.priority} ${req.resourceType} ${Math.round((req.transferSize ?? 0) / 1024)} kB ${req.url.replace(stack.bff, '')}`,
          );
        }
        for (const row of a['layout-shifts']?.details?.items ?? []) {
          console.log(`  shift ${row.score?.toFixed?.(4)}: ${row.node?.snippet ?? ''}`);
        }
      }
    }
    console.log(
      `\nmedian mobile performance score on ${pagePath}: ${median(scores)} (budget ≥ 95: ${median(scores) >= 95 ? 'met' : 'NOT met'})`,
    );
  }
} finally {
  chrome.kill();
  await stack.stop();
}
