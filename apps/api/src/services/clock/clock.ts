/**
 * The time services read (SMS code expiry and limits, session expiry). Injected so tests move time
 * instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests). */
export class ManualClock implements Clock {
  #ms: number;

  constructor(start: Date | number = Date.now()) {
    this.#ms = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.#ms);
  }

  advance(ms: number): void {
    this.#ms += ms;
  }
}
