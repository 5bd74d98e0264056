/** The sandbox gateway (issue 33): it behaves as a company would — signed notifications, queries, refunds once. */
import { describe, expect, it } from 'vitest';
import { NotifyRejected } from './gateway';
import { PaymentGateways } from './gateways';
import { SandboxGateway } from './sandbox-gateway';

const order = (outTradeNo: string, amountFen = 1_000) => ({
  outTradeNo,
  amountFen,
  description: '任务',
  channel: 'sandbox' as const,
  expiresAt: new Date(Date.now() + 60_000),
  payerIp: '127.0.0.1',
});

describe('SandboxGateway', () => {
  const at = new Date('2026-11-28T01:00:00Z');
  const sandbox = new SandboxGateway('k'.repeat(32), () => at);

  it('pays through a signed notification that only its key makes', async () => {
    expect(await sandbox.create(order('BZ1'))).toEqual({
      kind: 'qr',
      qrCode: 'sandbox://pay?outTradeNo=BZ1&amount=1000',
    });
    expect((await sandbox.query('BZ1')).status).toBe('pending');
    const event = await sandbox.parseNotify(sandbox.receive('BZ1', 1_000));
    expect(event).toMatchObject({ kind: 'payment', state: { outTradeNo: 'BZ1', status: 'paid', amountFen: 1_000 } });
    expect((await sandbox.query('BZ1')).status).toBe('paid');
    const other = new SandboxGateway('x'.repeat(32));
    await expect(other.parseNotify(sandbox.receive('BZ1', 1_000))).rejects.toBeInstanceOf(NotifyRejected);
    const forged = JSON.parse(sandbox.receive('BZ1', 1_000).rawBody.toString()) as Record<string, unknown>;
    const tampered = { headers: {}, rawBody: Buffer.from(JSON.stringify({ ...forged, amount: 1 })) };
    await expect(sandbox.parseNotify(tampered)).rejects.toThrow('回调签名校验失败');
    await expect(sandbox.parseNotify({ headers: {}, rawBody: Buffer.from('\u0000{') })).rejects.toThrow(
      '通知格式不正确',
    );
  });

  it('refunds once per refund number, and lists the day in its bill', async () => {
    await sandbox.create(order('BZ2', 500));
    await sandbox.parseNotify(sandbox.receive('BZ2', 500));
    const first = await sandbox.refund({
      outTradeNo: 'BZ2',
      outRefundNo: 'R1',
      amountFen: 500,
      totalFen: 500,
      reason: '关闭',
    });
    const again = await sandbox.refund({
      outTradeNo: 'BZ2',
      outRefundNo: 'R1',
      amountFen: 500,
      totalFen: 500,
      reason: '关闭',
    });
    expect(again.refundId).toBe(first.refundId);
    const bill = await sandbox.tradeBill('2026-11-28');
    expect(bill.filter((l) => l.outTradeNo === 'BZ2').map((l) => [l.kind, l.amountFen])).toEqual([
      ['payment', 500],
      ['refund', 500],
    ]);
    expect(await sandbox.tradeBill('2026-11-27')).toEqual([]);
  });

  it('transfers, refusing a card ending in 0000, and closes unpaid orders', async () => {
    const card = { kind: 'bankcard' as const, holderName: '林小鹿', bankName: '招商银行' };
    expect(
      (
        await sandbox.transfer({
          outBillNo: 'P1',
          amountFen: 1,
          remark: '',
          target: { ...card, cardNo: '6222000011112222' },
        })
      ).status,
    ).toBe('done');
    expect(
      (
        await sandbox.transfer({
          outBillNo: 'P2',
          amountFen: 1,
          remark: '',
          target: { ...card, cardNo: '6222000011110000' },
        })
      ).status,
    ).toBe('failed');
    expect((await sandbox.queryTransfer('P2')).status).toBe('failed');
    await sandbox.create(order('BZ3'));
    await sandbox.close('BZ3');
    expect((await sandbox.query('BZ3')).status).toBe('closed');
  });
});

describe('PaymentGateways', () => {
  it('keeps the operator order, the first as default, and knows no other company', () => {
    const sandbox = new SandboxGateway('k'.repeat(32));
    const gateways = new PaymentGateways([sandbox]);
    expect(gateways.default).toBe(sandbox);
    expect(gateways.get('sandbox')).toBe(sandbox);
    expect(gateways.get('paypal')).toBeUndefined();
    expect(() => new PaymentGateways([])).toThrow();
  });
});
