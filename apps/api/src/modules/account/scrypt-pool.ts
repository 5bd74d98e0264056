/**
 * scrypt on threads of its own (issue 22, decision 017). `crypto.scrypt` runs on libuv's thread pool —
 * 4 threads the whole process shares with file I/O and the sharp work left in the api (uploads'
 * re-encoding, reading an image's header; renders run in their own process) — so a burst of it made logins
 * wait for a free libuv thread. Here each hash runs as `scryptSync` inside a dedicated worker thread.
 *
 * Same function, same parameters, same result as `crypto.scrypt`; only where it runs changed. Workers
 * start on first use, at most one per core (2–4), and hold the process open only while they work.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

// Plain CommonJS evaluated in the worker: no build step, the same in tests (TypeScript) and in dist.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyLength, job.options);
    parentPort.postMessage({ key });
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
});
`;

interface Job {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptParams;
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

const SIZE = Math.max(2, Math.min(4, availableParallelism()));
const slots: Slot[] = [];
const waiting: Job[] = [];

function startSlot(): Slot {
  const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true }), job: null };
  slot.worker.unref();
  slot.worker.on('message', (message: { key?: Uint8Array; error?: string }) => {
    const job = slot.job;
    slot.job = null;
    slot.worker.unref();
    if (job) {
      if (message.key) job.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.byteLength));
      else job.reject(new Error(message.error ?? 'scrypt failed'));
    }
    next(slot);
  });
  // The worker is gone (an error, or an exit without one): fail its job, replace it on the next demand.
  const gone = (err: Error) => {
    const index = slots.indexOf(slot);
    if (index === -1) return; // 'error' is followed by 'exit': once is enough
    slots.splice(index, 1);
    slot.job?.reject(err);
    slot.job = null;
    const job = waiting.shift();
    if (job) dispatch(job);
  };
  slot.worker.on('error', gone);
  slot.worker.on('exit', (code) => gone(new Error(`scrypt worker exited (${code})`)));
  slots.push(slot);
  return slot;
}

function give(slot: Slot, job: Job): void {
  slot.job = job;
  slot.worker.ref();
  slot.worker.postMessage({
    password: job.password,
    salt: job.salt,
    keyLength: job.keyLength,
    options: job.options,
  });
}

function next(slot: Slot): void {
  const job = waiting.shift();
  if (job) give(slot, job);
}

function dispatch(job: Job): void {
  const idle = slots.find((s) => !s.job) ?? (slots.length < SIZE ? startSlot() : null);
  if (idle) give(idle, job);
  else waiting.push(job);
}

/** `crypto.scrypt(password, salt, keyLength, options)`, computed on the hashing threads. */
export function scryptOnPool(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptParams,
): Promise<Buffer> {
  return new Promise((resolve, reject) => dispatch({ password, salt, keyLength, options, resolve, reject }));
}
