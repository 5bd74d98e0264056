/**
 * What the fakes' command lines share: the SMS fakes' options (`--port`, the company's credentials and
 * settings, repeated `--refuse MOBILE=CODE`), telling a module run as a command from one imported, and
 * printing the url as one JSON line (which e2e and a staging box read), then serving until SIGTERM/SIGINT.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FakeServer } from './http';

export type SmsFakeArgs<Required extends string, Optional extends string> = Record<Required, string> &
  Partial<Record<Optional, string>> & { port: number; refuse: Record<string, string> };

/**
 * Reads `--port N` (default 0: a free one), the string options named in `required` and `optional` and
 * `--refuse MOBILE=CODE`…; a missing required option ends the process with status 2, naming them all.
 */
export function parseSmsFakeArgs<const Required extends string, const Optional extends string>(
  cli: string,
  required: readonly Required[],
  optional: readonly Optional[],
): SmsFakeArgs<Required, Optional> {
  const strings = Object.fromEntries([...required, ...optional].map((name) => [name, { type: 'string' as const }]));
  const { values } = parseArgs({
    options: {
      ...strings,
      port: { type: 'string', default: '0' },
      refuse: { type: 'string', multiple: true, default: [] },
    },
  });
  const { port, refuse, ...given } = values as { port: string; refuse: string[] } & Record<string, string | undefined>;
  if (required.some((name) => !given[name])) {
    process.stderr.write(`${cli}: ${required.map((name) => `--${name}`).join(' and ')} are required\n`);
    process.exit(2);
  }
  return {
    ...(given as Record<Required, string> & Partial<Record<Optional, string>>),
    refuse: Object.fromEntries(refuse.map((pair) => pair.split('=', 2) as [string, string])),
    port: Number(port),
  };
}

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the one node was asked to run. */
export const isMain = (moduleUrl: string): boolean =>
  Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]!).href;

/** Prints `{"url":…}` as one JSON line. */
export function printUrl(fake: { url: string }): void {
  process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
}

/** Prints `{"url":…}` as one JSON line, then serves until SIGTERM or SIGINT closes the fake. */
export function serveUntilSignalled(fake: FakeServer): void {
  printUrl(fake);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
