/**
 * Makes the seed's short video fixtures (issue 9, apps/api/src/db/seed/clips/*.webm) ONCE; they are
 * committed, the seed only copies them into storage. No ffmpeg here, so Debian's Chromium records them:
 * MediaRecorder on a canvas captureStream, a few seconds of simple animated shapes in the product's
 * colours (docs/design.md), VP8 WebM at a low bitrate so each stays under ~150 kB.
 *
 *   node tooling/scripts/make-clip-fixtures.mjs
 */
/* global document, MediaRecorder, requestAnimationFrame -- page.evaluate runs in the browser */
import { writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = createRequire(path.join(root, 'tooling/e2e/package.json'))('@playwright/test');
const out = path.join(root, 'apps/api/src/db/seed/clips');

/** name → [background, shape colours…, kind of motion] */
const CLIPS = [
  ['orbit', '#f7f8fa', ['#ff5a36', '#1f2329', '#ff7d00'], 'orbit'],
  ['waves', '#17171a', ['#ff5a36', '#f7f8fa', '#00b42a'], 'waves'],
  ['blocks', '#ffffff', ['#d9431f', '#4e5969', '#ff5a36'], 'blocks'],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await mkdir(out, { recursive: true });
  for (const [name, bg, colours, motion] of CLIPS) {
    const base64 = await page.evaluate(
      async ({ bg, colours, motion }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 480;
        canvas.height = 270;
        document.body.append(canvas);
        const ctx = canvas.getContext('2d');
        const stream = canvas.captureStream(24);
        const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 220_000 });
        const chunks = [];
        recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
        const done = new Promise((resolve) => (recorder.onstop = resolve));
        const started = performance.now();
        const draw = () => {
          const t = (performance.now() - started) / 1000;
          ctx.fillStyle = bg;
          ctx.fillRect(0, 0, 480, 270);
          colours.forEach((c, i) => {
            ctx.fillStyle = c;
            if (motion === 'orbit') {
              const a = t * 1.6 + (i * Math.PI * 2) / colours.length;
              ctx.beginPath();
              ctx.arc(240 + Math.cos(a) * 90, 135 + Math.sin(a) * 60, 28 - i * 4, 0, Math.PI * 2);
              ctx.fill();
            } else if (motion === 'waves') {
              ctx.beginPath();
              ctx.moveTo(0, 270);
              for (let x = 0; x <= 480; x += 12) ctx.lineTo(x, 150 + i * 30 + Math.sin(x / 50 + t * 3 + i) * 24);
              ctx.lineTo(480, 270);
              ctx.fill();
            } else {
              const s = 60 + 20 * Math.sin(t * 2 + i);
              ctx.save();
              ctx.translate(120 + i * 120, 135);
              ctx.rotate(t * (i % 2 ? -1 : 1));
              ctx.fillRect(-s / 2, -s / 2, s, s);
              ctx.restore();
            }
          });
          if (recorder.state === 'recording') requestAnimationFrame(draw);
        };
        recorder.start(500);
        draw();
        await new Promise((r) => setTimeout(r, 3000));
        recorder.stop();
        await done;
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        canvas.remove();
        return btoa(binary);
      },
      { bg, colours, motion },
    );
    const data = Buffer.from(base64, 'base64');
    await writeFile(path.join(out, `${name}.webm`), data);
    console.log(`${name}.webm ${(data.length / 1024).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}
