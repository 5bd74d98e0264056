import type { FastifyBaseLogger } from 'fastify';
import { maskMobile, type SmsDriver } from './sms-driver';

/** Development: no gateway; the code is logged and answered to the client (spec §7 "filled into the field"). */
export class DevSmsDriver implements SmsDriver {
  readonly name = 'dev' as const;

  constructor(private readonly log: FastifyBaseLogger) {}

  async deliver(mobile: string, code: string): Promise<string> {
    this.log.info({ mobile: maskMobile(mobile), code }, 'dev SMS driver: verification code (not sent)');
    return code;
  }
}
