import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A file shipped beside the seed (`clips/orbit.webm`, `consultant-qr.svg`): found beside this module when
 * run from source (tsx, vitest), or under `../src/db/seed/` from the bundled `dist/` (npm start, the e2e
 * stack). Null when neither has it.
 */
export function seedFixture(relative: string): string | null {
  for (const url of [new URL(relative, import.meta.url), new URL(`../src/db/seed/${relative}`, import.meta.url)]) {
    const file = fileURLToPath(url);
    if (existsSync(file)) return file;
  }
  return null;
}
