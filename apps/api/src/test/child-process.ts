/** For tests that start a fake's command line (tooling/fakes/src/*-cli.ts) as e2e does. */
import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** The first line `child` prints on stdout (a fake's one JSON line when it listens); rejects if it exits first. */
export function firstLine(child: ChildProcessByStdio<null, Readable, null>, name: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
    });
    child.once('exit', (code) => reject(new Error(`${name} exited ${code}`)));
  });
}
