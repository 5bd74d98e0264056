import type { FastifyBaseLogger } from 'fastify';
import { maskMobile, type SmsDriver } from './sms-driver';

/**
 * Development: no gateway; the code is logged and answered to the client (docs/product.md §7 "filled into the field")
 * — answered only when `answerCode` (the development drivers are allowed: `devDriversAllowed`).
 */
export class DevSmsDriver implements SmsDriver {
  readonly name = 'dev' as const;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly answerCode: boolean,
  ) {}

  async deliver(mobile: string, code: string): Promise<string | null> {
    this.log.info({ mobile: maskMobile(mobile), code }, 'dev SMS driver: verification code (not sent)');
    return this.answerCode ? code : null;
  }
}
