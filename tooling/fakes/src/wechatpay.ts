/**
 * A local WeChat Pay API v3 (issue 33): it checks every request's `Authorization` the way WeChat does
 * (the merchant's public key, mchid, serial, a timestamp within 5 minutes; 401 SIGN_ERROR otherwise), signs
 * every answer with its own RSA key — whose public half is the "WeChat Pay public key" (PUB_KEY_ID_…) the api
 * is configured with — and keeps orders, refunds and transfers in memory. Notifications are encrypted with
 * the APIv3 key (AEAD_AES_256_GCM) and signed, then POSTed to the notify_url of the order.
 *
 * Its cryptography is written here again, on purpose, rather than imported from the api's driver: a mistake
 * shared by both sides would pass every test.
 *
 * The controls (`scan`, `confirmTransfer`, `finishRefund`, forged notifications, …) are methods for in-process
 * tests and JSON calls under `/__fake/…` for the e2e suite (see `wechatpay-cli.ts`).
 */
import {
  constants,
  createCipheriv,
  createHash,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { startFakeServer, type FakeAnswer, type FakeRequest } from './http';

export interface WechatPayFakeOptions {
  /** 0 (default): any free port. */
  port?: number;
  mchid?: string;
  /** The merchant API certificate's serial the requests must name. */
  merchantSerial?: string;
  /** The merchant's public key (PEM); unset → a key pair is generated and its private half exposed. */
  merchantPublicKey?: string;
  apiV3Key?: string;
  publicKeyId?: string;
  /** WeChat Pay's own key pair (PEM); unset → generated. */
  wechatKeyPair?: { privateKey: string; publicKey: string };
  /** A platform certificate and its key, to sign with a 40-hex serial instead (`signWith('certificate')`). */
  platformCert?: { certPem: string; privateKeyPem: string; serial: string };
  now?: () => Date;
}

export type TradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR';

export interface FakeOrder {
  channel: 'native' | 'h5' | 'jsapi';
  appid: string;
  outTradeNo: string;
  description: string;
  amount: number;
  notifyUrl: string;
  timeExpire?: string;
  openid?: string;
  payerIp?: string;
  prepayId: string;
  state: TradeState;
  transactionId?: string;
  successTime?: string;
}

export interface FakeRefund {
  outRefundNo: string;
  outTradeNo: string;
  refundId: string;
  amount: number;
  total: number;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  notifyUrl?: string;
  createTime: string;
  successTime?: string;
}

export interface FakeTransfer {
  outBillNo: string;
  transferBillNo: string;
  appid: string;
  openid: string;
  amount: number;
  remark: string;
  sceneId: string;
  reportInfos: unknown;
  /** The payee's real name as decrypted with WeChat's private key (proves the encryption). */
  userName?: string;
  notifyUrl?: string;
  state: 'WAIT_USER_CONFIRM' | 'ACCEPTED' | 'PROCESSING' | 'SUCCESS' | 'FAIL' | 'CANCELLED';
  packageInfo: string;
  failReason?: string;
  createTime: string;
}

/** A notification to build (and send): the plaintext resource plus what an attack test may change. */
export interface NotificationSpec {
  eventType: string;
  resource: Record<string, unknown>;
  /** `transaction` (payments), `refund`, `mch_payment` (transfers). */
  originalType?: string;
  summary?: string;
  /** Unix seconds; default now. */
  timestamp?: number;
  /** The serial in Wechatpay-Serial; default the signing key's. */
  serial?: string;
  /** Sign with a freshly generated key WeChat never had. */
  forgeSignature?: boolean;
  /** Send the body pretty-printed and sign exactly those bytes (a verifier that re-serialises fails). */
  pretty?: boolean;
  /** Sign the compact body but send it pretty-printed (what a verifier over a re-serialisation would accept). */
  signedBodyDiffers?: boolean;
  /** Flip one ciphertext byte after encrypting (signed afterwards, so only the decryption fails). */
  corruptCiphertext?: boolean;
  /** Encrypt with another APIv3 key. */
  apiV3Key?: string;
}

export interface BuiltNotification {
  headers: Record<string, string>;
  body: Buffer;
}

type Tamper = 'signature' | 'unsigned' | 'stale' | 'serial' | 'body';

const SCENE_1005_FIELDS = ['岗位类型', '报酬说明'];

export interface WechatPayFake {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
  readonly mchid: string;
  readonly merchantSerial: string;
  readonly apiV3Key: string;
  readonly publicKeyId: string;
  /** "WeChat Pay public key" (PEM, SPKI): WECHATPAY_PUBLIC_KEY_FILE. */
  readonly wechatPublicKeyPem: string;
  readonly merchantPublicKeyPem: string;
  /** Only when the fake generated the merchant's pair (PKCS#8 PEM): WECHATPAY_MERCHANT_KEY_FILE. */
  readonly merchantPrivateKeyPem?: string;
  readonly orders: ReadonlyMap<string, FakeOrder>;
  readonly refunds: ReadonlyMap<string, FakeRefund>;
  readonly transfers: ReadonlyMap<string, FakeTransfer>;
  /** Every request that passed the signature check, in order (path with query, parsed JSON body). */
  readonly requests: { method: string; url: string; headers: FakeRequest['headers']; body: unknown }[];
  /** Which key signs answers and notifications. */
  signWith(mode: 'public-key' | 'certificate'): void;
  /** Spoils the next answer (a bad signature, none, a stale timestamp, an unknown serial, a changed body). */
  tamperNextAnswer(mode: Tamper): void;
  /** false: state changes happen but no notification is sent (the api must find them by querying). */
  setNotifications(enabled: boolean): void;
  /** The payer pays: trade SUCCESS, then TRANSACTION.SUCCESS to the order's notify_url; the answer's status. */
  scan(outTradeNo: string): Promise<{ status: number | null }>;
  /** A TRANSACTION.SUCCESS for an order (or a made-up one) with fields overridden, built but not sent. */
  paymentNotification(
    outTradeNo: string,
    overrides?: { amount?: number; tradeState?: string; mchid?: string },
    spec?: Partial<NotificationSpec>,
  ): NotificationSpec;
  buildNotification(spec: NotificationSpec): BuiltNotification;
  sendNotification(url: string, spec: NotificationSpec): Promise<number>;
  /** Sends the last notification again, byte for byte. */
  replay(): Promise<number>;
  /** The payee accepts the transfer in WeChat: SUCCESS + MCHTRANSFER.BILL.FINISHED. */
  confirmTransfer(outBillNo: string): Promise<{ status: number | null }>;
  failTransfer(outBillNo: string, reason?: string): Promise<{ status: number | null }>;
  /** The refund completes (SUCCESS by default) + REFUND.<status>. */
  finishRefund(outRefundNo: string, status?: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'): Promise<{ status: number | null }>;
  /** Serve this file for the date (default: built from the day's payments and refunds), optionally with a wrong hash. */
  setTradeBill(date: string, bill: { csv?: string; hashValue?: string }): void;
  /** The trade bill as the fake would serve it for a date. */
  tradeBillCsv(date: string): string;
}

const ERROR = (status: number, code: string, message: string) => ({ status, json: { code, message } });
type Outcome = { status: number; json?: unknown; raw?: Buffer; unsigned?: boolean };

/** WeChat's RFC 3339 in China time. */
const chinaTime = (at: Date): string => `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
const chinaDate = (rfc3339: string): string => chinaTime(new Date(rfc3339)).slice(0, 10);
const yuan = (fen: number): string => (fen / 100).toFixed(2);
const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

function pairPem(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function obj(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const int = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

export async function startWechatPayFake(options: WechatPayFakeOptions = {}): Promise<WechatPayFake> {
  const now = options.now ?? (() => new Date());
  const mchid = options.mchid ?? '1900000109';
  const merchantSerial = (options.merchantSerial ?? randomBytes(20).toString('hex')).toUpperCase();
  const generatedMerchant = options.merchantPublicKey ? undefined : pairPem();
  const merchantPublicKeyPem = options.merchantPublicKey ?? (generatedMerchant as { publicKey: string }).publicKey;
  const merchantKey: KeyObject = createPublicKey(merchantPublicKeyPem);
  const apiV3Key = options.apiV3Key ?? randomBytes(16).toString('hex');
  const publicKeyId = options.publicKeyId ?? `PUB_KEY_ID_0${mchid}${digits(20)}`;
  const wechat = options.wechatKeyPair ?? pairPem();
  let signing: 'public-key' | 'certificate' = 'public-key';
  let tamper: Tamper | null = null;
  let notifications = true;
  let last: { url: string; built: BuiltNotification } | null = null;
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  const transfers = new Map<string, FakeTransfer>();
  const bills = new Map<string, { csv?: string; hashValue?: string }>();
  const downloads = new Map<string, Buffer>();
  const requests: WechatPayFake['requests'] = [];
  let baseUrl = '';

  const signer = (): { serial: string; key: string } =>
    signing === 'certificate' && options.platformCert
      ? { serial: options.platformCert.serial, key: options.platformCert.privateKeyPem }
      : { serial: publicKeyId, key: wechat.privateKey };

  /** Wechatpay-* headers over `timestamp\nnonce\nbody\n`. */
  function signedHeaders(body: Buffer, opts: { timestamp?: number; serial?: string; key?: string } = {}) {
    const s = signer();
    const timestamp = String(opts.timestamp ?? Math.floor(now().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const message = Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), body, Buffer.from('\n')]);
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': createSign('RSA-SHA256')
        .update(message)
        .sign(opts.key ?? s.key, 'base64'),
      'Wechatpay-Serial': opts.serial ?? s.serial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  function answer(outcome: Outcome): FakeAnswer {
    let body =
      outcome.raw ?? (outcome.json === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(outcome.json)));
    // Connection: close — a test that blocks the event loop (generating an RSA key) past node:http's 5 s
    // keep-alive would otherwise race the server closing an idle socket against fetch reusing it.
    const headers: Record<string, string> = { 'Request-ID': randomBytes(12).toString('hex'), Connection: 'close' };
    if (outcome.json !== undefined) headers['Content-Type'] = 'application/json';
    if (outcome.raw !== undefined) headers['Content-Type'] = 'application/octet-stream';
    if (outcome.unsigned) return { status: outcome.status, headers, body };
    const mode = tamper;
    tamper = null;
    if (mode === 'unsigned') return { status: outcome.status, headers, body };
    const sig = signedHeaders(body, {
      timestamp: mode === 'stale' ? Math.floor(now().getTime() / 1000) - 400 : undefined,
      serial: mode === 'serial' ? 'PUB_KEY_ID_UNKNOWN' : undefined,
    });
    if (mode === 'signature') {
      const raw = Buffer.from(sig['Wechatpay-Signature'], 'base64');
      raw[10] = (raw[10] ?? 0) ^ 0xff;
      sig['Wechatpay-Signature'] = raw.toString('base64');
    }
    if (mode === 'body') body = Buffer.concat([body, Buffer.from(' ')]);
    return { status: outcome.status, headers: { ...headers, ...sig }, body };
  }

  /** The `Authorization` check, as WeChat does it; null when the request is the merchant's. */
  function authProblem(req: FakeRequest): string | null {
    const auth = req.headers.authorization;
    if (typeof auth !== 'string' || !auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return 'missing or bad scheme';
    const params = new Map<string, string>();
    for (const part of auth.slice('WECHATPAY2-SHA256-RSA2048 '.length).split(',')) {
      const m = /^\s*(\w+)="([^"]*)"\s*$/.exec(part);
      if (!m || params.has(m[1] as string)) return 'malformed parameters';
      params.set(m[1] as string, m[2] as string);
    }
    const [amchid, nonce, signature, timestamp, serial] = [
      'mchid',
      'nonce_str',
      'signature',
      'timestamp',
      'serial_no',
    ].map((k) => params.get(k));
    if (!amchid || !nonce || !signature || !timestamp || !serial || params.size !== 5) return 'missing parameters';
    if (amchid !== mchid) return 'mchid mismatch';
    if (serial.toUpperCase() !== merchantSerial) return 'unknown merchant serial';
    if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - now().getTime() / 1000) > 300)
      return 'stale timestamp';
    const message = `${req.method}\n${req.url}\n${timestamp}\n${nonce}\n${req.rawBody.toString('utf8')}\n`;
    const ok = createVerify('RSA-SHA256').update(message).verify(merchantKey, Buffer.from(signature, 'base64'));
    return ok ? null : 'bad signature';
  }

  function transactionResource(
    order: FakeOrder,
    overrides: { amount?: number; tradeState?: string; mchid?: string } = {},
  ) {
    return {
      appid: order.appid,
      mchid: overrides.mchid ?? mchid,
      out_trade_no: order.outTradeNo,
      transaction_id: order.transactionId ?? `4200${digits(24)}`,
      trade_type: order.channel === 'native' ? 'NATIVE' : order.channel === 'h5' ? 'MWEB' : 'JSAPI',
      trade_state: overrides.tradeState ?? order.state,
      trade_state_desc: order.state === 'SUCCESS' ? '支付成功' : '',
      bank_type: 'OTHERS',
      success_time: order.successTime ?? chinaTime(now()),
      payer: { openid: order.openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: {
        total: overrides.amount ?? order.amount,
        payer_total: overrides.amount ?? order.amount,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
    };
  }

  const queryAnswer = (order: FakeOrder) => {
    const t: Record<string, unknown> = transactionResource(order);
    if (order.state !== 'SUCCESS' && order.state !== 'REFUND') {
      delete t.transaction_id;
      delete t.success_time;
      delete t.payer;
      t.amount = { total: order.amount, currency: 'CNY' };
    }
    return t;
  };
  const refundJson = (r: FakeRefund) => ({
    refund_id: r.refundId,
    out_refund_no: r.outRefundNo,
    transaction_id: orders.get(r.outTradeNo)?.transactionId,
    out_trade_no: r.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    success_time: r.successTime,
    create_time: r.createTime,
    status: r.status,
    funds_account: 'AVAILABLE',
    amount: { total: r.total, refund: r.amount, payer_total: r.total, payer_refund: r.amount, currency: 'CNY' },
  });
  const transferJson = (t: FakeTransfer) => ({
    mch_id: mchid,
    out_bill_no: t.outBillNo,
    transfer_bill_no: t.transferBillNo,
    appid: t.appid,
    state: t.state,
    transfer_amount: t.amount,
    transfer_remark: t.remark,
    fail_reason: t.failReason,
    openid: t.openid,
    create_time: t.createTime,
    update_time: chinaTime(now()),
  });

  function buildNotification(spec: NotificationSpec): BuiltNotification {
    const plain = Buffer.from(JSON.stringify(spec.resource));
    const iv = randomBytes(6).toString('hex');
    const aad = spec.originalType ?? 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(spec.apiV3Key ?? apiV3Key), Buffer.from(iv));
    cipher.setAAD(Buffer.from(aad));
    const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    if (spec.corruptCiphertext) sealed[0] = (sealed[0] ?? 0) ^ 0x01;
    const envelope = {
      id: randomBytes(16).toString('hex'),
      create_time: chinaTime(now()),
      resource_type: 'encrypt-resource',
      event_type: spec.eventType,
      summary: spec.summary ?? '支付成功',
      resource: {
        original_type: spec.originalType ?? 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: aad,
        nonce: iv,
      },
    };
    const compact = Buffer.from(JSON.stringify(envelope));
    const pretty = Buffer.from(JSON.stringify(envelope, null, 2));
    const sent = spec.pretty || spec.signedBodyDiffers ? pretty : compact;
    const signedBody = spec.signedBodyDiffers ? compact : sent;
    const headers = signedHeaders(signedBody, {
      timestamp: spec.timestamp,
      serial: spec.serial,
      key: spec.forgeSignature ? pairPem().privateKey : undefined,
    });
    return { headers: { ...headers, 'Content-Type': 'application/json' }, body: sent };
  }

  async function post(url: string, built: BuiltNotification): Promise<number> {
    last = { url, built };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: built.headers,
        body: new Uint8Array(built.body),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      // WeChat would retry later; for a test, "nobody answered" is status 0.
      return 0;
    }
  }

  async function notify(url: string | undefined, spec: NotificationSpec): Promise<{ status: number | null }> {
    if (!notifications || !url) return { status: null };
    return { status: await post(url, buildNotification(spec)) };
  }

  function tradeBillCsv(date: string): string {
    const override = bills.get(date)?.csv;
    if (override !== undefined) return override;
    const head =
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
    const rows: string[] = [];
    let paid = 0;
    let refunded = 0;
    const line = (fields: string[]) => fields.map((f) => `\`${f}`).join(',');
    for (const o of orders.values()) {
      if (!o.successTime || chinaDate(o.successTime) !== date) continue;
      paid += o.amount;
      rows.push(
        line([
          o.successTime.slice(0, 19).replace('T', ' '),
          o.appid,
          mchid,
          '0',
          '',
          o.transactionId ?? '',
          o.outTradeNo,
          o.openid ?? 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
          o.channel === 'native' ? 'NATIVE' : o.channel === 'h5' ? 'MWEB' : 'JSAPI',
          'SUCCESS',
          'OTHERS',
          'CNY',
          yuan(o.amount),
          '0.00',
          '0',
          '0',
          '0.00',
          '0.00',
          '',
          '',
          o.description,
          '',
          '0.00000',
          '0.60%',
          yuan(o.amount),
          '0.00',
          '',
        ]),
      );
    }
    for (const r of refunds.values()) {
      if (chinaDate(r.createTime) !== date) continue;
      const o = orders.get(r.outTradeNo);
      refunded += r.amount;
      rows.push(
        line([
          r.createTime.slice(0, 19).replace('T', ' '),
          o?.appid ?? '',
          mchid,
          '0',
          '',
          o?.transactionId ?? '',
          r.outTradeNo,
          o?.openid ?? '',
          'NATIVE',
          'REFUND',
          'OTHERS',
          'CNY',
          '0.00',
          '0.00',
          r.refundId,
          r.outRefundNo,
          yuan(r.amount),
          '0.00',
          'ORIGINAL',
          r.status,
          o?.description ?? '',
          '',
          '0.00000',
          '0.60%',
          '0.00',
          yuan(r.amount),
          '',
        ]),
      );
    }
    const summary = [
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      line([String(rows.length), yuan(paid), yuan(refunded), '0.00', '0.00000', yuan(paid), yuan(refunded)]),
    ];
    return `${[head, ...rows, ...summary].join('\r\n')}\r\n`;
  }

  function route(req: FakeRequest, body: Record<string, unknown>): Outcome {
    const url = new URL(req.url, 'http://fake');
    const path = url.pathname;
    const pay = /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(path);
    if (pay && req.method === 'POST') {
      const channel = pay[1] as FakeOrder['channel'];
      const amount = obj(body.amount);
      const total = int(amount?.total);
      const appid = str(body.appid);
      const outTradeNo = str(body.out_trade_no);
      const notifyUrl = str(body.notify_url);
      const description = str(body.description);
      if (!appid || !outTradeNo || !notifyUrl || !description || total === undefined || total <= 0) {
        return ERROR(400, 'PARAM_ERROR', '参数错误');
      }
      if (body.mchid !== mchid) return ERROR(400, 'MCH_NOT_EXISTS', '商户号不存在');
      const scene = obj(body.scene_info);
      const payerIp = str(scene?.payer_client_ip);
      if (channel === 'h5' && (!payerIp || obj(scene?.h5_info)?.type === undefined)) {
        return ERROR(400, 'PARAM_ERROR', '缺少 scene_info');
      }
      const openid = str(obj(body.payer)?.openid);
      if (channel === 'jsapi' && !openid) return ERROR(400, 'PARAM_ERROR', '缺少 payer.openid');
      const timeExpire = str(body.time_expire);
      if (timeExpire && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(timeExpire)) {
        return ERROR(400, 'PARAM_ERROR', 'time_expire 格式错误');
      }
      const existing = orders.get(outTradeNo);
      if (existing) {
        if (existing.state === 'SUCCESS' || existing.state === 'REFUND') return ERROR(400, 'ORDERPAID', '该订单已支付');
        if (existing.state === 'CLOSED') return ERROR(400, 'ORDER_CLOSED', '订单已关闭');
        if (existing.amount !== total || existing.channel !== channel) {
          return ERROR(400, 'INVALID_REQUEST', '201 商户订单号重复');
        }
      }
      const order: FakeOrder = existing ?? {
        channel,
        appid,
        outTradeNo,
        description,
        amount: total,
        notifyUrl,
        timeExpire,
        openid,
        payerIp,
        prepayId: `wx${digits(30)}`,
        state: 'NOTPAY',
      };
      orders.set(outTradeNo, order);
      if (channel === 'native')
        return { status: 200, json: { code_url: `weixin://wxpay/bizpayurl?pr=${order.prepayId.slice(-8)}` } };
      if (channel === 'h5') {
        return {
          status: 200,
          json: {
            h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${order.prepayId}&package=${digits(10)}`,
          },
        };
      }
      return { status: 200, json: { prepay_id: order.prepayId } };
    }
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (byNo) {
      const order = orders.get(decodeURIComponent(byNo[1] as string));
      if (byNo[2] && req.method === 'POST') {
        if (body.mchid !== mchid) return ERROR(400, 'PARAM_ERROR', 'mchid 错误');
        if (!order) return ERROR(404, 'ORDER_NOT_EXIST', '订单不存在');
        if (order.state === 'SUCCESS' || order.state === 'REFUND') return ERROR(400, 'ORDERPAID', '订单已支付');
        order.state = 'CLOSED';
        return { status: 204 };
      }
      if (req.method === 'GET') {
        if (url.searchParams.get('mchid') !== mchid) return ERROR(400, 'PARAM_ERROR', 'mchid 错误');
        if (!order) return ERROR(404, 'ORDER_NOT_EXIST', '订单不存在');
        return { status: 200, json: queryAnswer(order) };
      }
    }
    if (path === '/v3/refund/domestic/refunds' && req.method === 'POST') {
      const amount = obj(body.amount);
      const refund = int(amount?.refund);
      const total = int(amount?.total);
      const outRefundNo = str(body.out_refund_no);
      const outTradeNo = str(body.out_trade_no);
      if (!outRefundNo || !outTradeNo || refund === undefined || total === undefined || refund <= 0) {
        return ERROR(400, 'PARAM_ERROR', '参数错误');
      }
      if (amount?.currency !== 'CNY') return ERROR(400, 'PARAM_ERROR', '币种错误');
      const existing = refunds.get(outRefundNo);
      if (existing) return { status: 200, json: refundJson(existing) };
      const order = orders.get(outTradeNo);
      if (!order || (order.state !== 'SUCCESS' && order.state !== 'REFUND')) {
        return ERROR(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      }
      if (total !== order.amount) return ERROR(400, 'PARAM_ERROR', '订单金额不一致');
      const already = [...refunds.values()]
        .filter((r) => r.outTradeNo === outTradeNo)
        .reduce((s, r) => s + r.amount, 0);
      if (already + refund > order.amount) return ERROR(403, 'NOT_ENOUGH', '可退金额不足');
      const created: FakeRefund = {
        outRefundNo,
        outTradeNo,
        refundId: `5030${digits(25)}`,
        amount: refund,
        total,
        status: 'PROCESSING',
        notifyUrl: str(body.notify_url),
        createTime: chinaTime(now()),
      };
      refunds.set(outRefundNo, created);
      order.state = 'REFUND';
      return { status: 200, json: refundJson(created) };
    }
    const refundNo = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (refundNo && req.method === 'GET') {
      const r = refunds.get(decodeURIComponent(refundNo[1] as string));
      return r ? { status: 200, json: refundJson(r) } : ERROR(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    if (path === '/v3/fund-app/mch-transfer/transfer-bills' && req.method === 'POST') {
      const outBillNo = str(body.out_bill_no);
      const openid = str(body.openid);
      const appid = str(body.appid);
      const remark = str(body.transfer_remark);
      const amount = int(body.transfer_amount);
      const sceneId = str(body.transfer_scene_id);
      if (!outBillNo || !/^[A-Za-z0-9]{1,32}$/.test(outBillNo) || !openid || !appid || !remark || !sceneId) {
        return ERROR(400, 'PARAM_ERROR', '参数错误');
      }
      if (amount === undefined || amount < 10) return ERROR(400, 'PARAM_ERROR', '转账金额最低 0.1 元');
      if ([...remark].length > 32) return ERROR(400, 'PARAM_ERROR', '转账备注超过 32 个字符');
      if (sceneId === '1005') {
        const infos = Array.isArray(body.transfer_scene_report_infos) ? body.transfer_scene_report_infos : [];
        const types = infos.map((i) => obj(i)?.info_type);
        if (!SCENE_1005_FIELDS.every((t) => types.includes(t))) {
          return ERROR(400, 'PARAM_ERROR', '需传入转账场景报备信息,请检查');
        }
      }
      let userName: string | undefined;
      if (body.user_name !== undefined) {
        if (req.headers['wechatpay-serial'] !== publicKeyId) {
          return ERROR(400, 'PARAM_ERROR', 'Wechatpay-Serial 与加密公钥不符');
        }
        try {
          userName = privateDecrypt(
            { key: wechat.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
            Buffer.from(String(body.user_name), 'base64'),
          ).toString('utf8');
        } catch {
          return ERROR(400, 'PARAM_ERROR', 'user_name 解密失败');
        }
      }
      // WeChat's documented rule for 商家转账: from ¥2,000 the payee's real name (user_name) is required.
      if (amount >= 200_000 && userName === undefined) {
        return ERROR(400, 'PARAM_ERROR', '转账金额>=2000元时，收款用户姓名必填');
      }
      const existing = transfers.get(outBillNo);
      if (existing) {
        if (existing.amount !== amount || existing.openid !== openid)
          return ERROR(400, 'INVALID_REQUEST', '商户单号重复');
        return { status: 200, json: { ...transferJson(existing), package_info: existing.packageInfo } };
      }
      const created: FakeTransfer = {
        outBillNo,
        transferBillNo: `1330${digits(28)}`,
        appid,
        openid,
        amount,
        remark,
        sceneId,
        reportInfos: body.transfer_scene_report_infos,
        userName,
        notifyUrl: str(body.notify_url),
        state: 'WAIT_USER_CONFIRM',
        packageInfo: `ABBQO+oYAAABAAAAAAAk${randomBytes(24).toString('base64')}`,
        createTime: chinaTime(now()),
      };
      transfers.set(outBillNo, created);
      return {
        status: 200,
        json: {
          out_bill_no: outBillNo,
          transfer_bill_no: created.transferBillNo,
          create_time: created.createTime,
          state: created.state,
          package_info: created.packageInfo,
        },
      };
    }
    const billNo = /^\/v3\/fund-app\/mch-transfer\/transfer-bills\/out-bill-no\/([^/]+)$/.exec(path);
    if (billNo && req.method === 'GET') {
      const t = transfers.get(decodeURIComponent(billNo[1] as string));
      return t ? { status: 200, json: transferJson(t) } : ERROR(404, 'NOT_FOUND', '记录不存在');
    }
    if (path === '/v3/bill/tradebill' && req.method === 'GET') {
      const date = url.searchParams.get('bill_date') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return ERROR(400, 'PARAM_ERROR', 'bill_date 格式错误');
      const csv = tradeBillCsv(date);
      const bytes = Buffer.from(csv, 'utf8');
      if (!bills.has(date) && csv.split('\r\n').length <= 4) return ERROR(400, 'NO_STATEMENT_EXIST', '账单不存在');
      const token = randomBytes(24).toString('base64url');
      downloads.set(token, bytes);
      const hashValue = bills.get(date)?.hashValue ?? createHash('sha1').update(bytes).digest('hex');
      return {
        status: 200,
        json: {
          hash_type: 'SHA1',
          hash_value: hashValue,
          download_url: `${baseUrl}/v3/billdownload/file?token=${token}`,
        },
      };
    }
    if (path === '/v3/billdownload/file' && req.method === 'GET') {
      const file = downloads.get(url.searchParams.get('token') ?? '');
      if (!file) return ERROR(400, 'PARAM_ERROR', '下载地址已失效');
      // WeChat does not sign the file.
      return { status: 200, raw: file, unsigned: true };
    }
    return ERROR(404, 'NOT_FOUND', '无此接口');
  }

  async function handle(req: FakeRequest): Promise<FakeAnswer> {
    if (req.url.startsWith('/__fake/')) return control(req);
    const problem = authProblem(req);
    if (problem) return answer(ERROR(401, 'SIGN_ERROR', `签名错误（${problem}）`));
    let body: Record<string, unknown> = {};
    if (req.rawBody.length > 0) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(req.rawBody.toString('utf8'));
      } catch {
        return answer(ERROR(400, 'PARAM_ERROR', '请求体不是 JSON'));
      }
      const o = obj(parsed);
      if (!o) return answer(ERROR(400, 'PARAM_ERROR', '请求体不是对象'));
      body = o;
    }
    requests.push({ method: req.method, url: req.url, headers: req.headers, body });
    return answer(route(req, body));
  }

  const fake: Omit<WechatPayFake, 'url' | 'port' | 'close'> = {
    mchid,
    merchantSerial,
    apiV3Key,
    publicKeyId,
    wechatPublicKeyPem: wechat.publicKey,
    merchantPublicKeyPem,
    merchantPrivateKeyPem: generatedMerchant?.privateKey,
    orders,
    refunds,
    transfers,
    requests,
    signWith(mode) {
      if (mode === 'certificate' && !options.platformCert) throw new Error('no platformCert configured');
      signing = mode;
    },
    tamperNextAnswer(mode) {
      tamper = mode;
    },
    setNotifications(enabled) {
      notifications = enabled;
    },
    async scan(outTradeNo) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`no order ${outTradeNo}`);
      if (order.state !== 'NOTPAY') throw new Error(`order ${outTradeNo} is ${order.state}`);
      if (order.timeExpire && new Date(order.timeExpire).getTime() < now().getTime()) {
        throw new Error(`order ${outTradeNo} expired at ${order.timeExpire}`);
      }
      order.state = 'SUCCESS';
      order.transactionId = `4200${digits(24)}`;
      order.successTime = chinaTime(now());
      return notify(order.notifyUrl, {
        eventType: 'TRANSACTION.SUCCESS',
        originalType: 'transaction',
        resource: transactionResource(order),
      });
    },
    paymentNotification(outTradeNo, overrides = {}, spec = {}) {
      const order: FakeOrder = orders.get(outTradeNo) ?? {
        channel: 'native',
        appid: 'wx0000000000000000',
        outTradeNo,
        description: '',
        amount: overrides.amount ?? 1,
        notifyUrl: '',
        prepayId: '',
        state: 'SUCCESS',
      };
      return {
        eventType: 'TRANSACTION.SUCCESS',
        originalType: 'transaction',
        ...spec,
        resource: transactionResource(order, { tradeState: 'SUCCESS', ...overrides }),
      };
    },
    buildNotification,
    sendNotification: (url, spec) => post(url, buildNotification(spec)),
    async replay() {
      if (!last) throw new Error('no notification sent yet');
      return post(last.url, last.built);
    },
    async confirmTransfer(outBillNo) {
      return finishTransfer(outBillNo, 'SUCCESS');
    },
    async failTransfer(outBillNo, reason = 'PAYEE_ACCOUNT_ABNORMAL') {
      return finishTransfer(outBillNo, 'FAIL', reason);
    },
    async finishRefund(outRefundNo, status = 'SUCCESS') {
      const r = refunds.get(outRefundNo);
      if (!r) throw new Error(`no refund ${outRefundNo}`);
      if (r.status !== 'PROCESSING') throw new Error(`refund ${outRefundNo} is ${r.status}`);
      r.status = status;
      if (status === 'SUCCESS') r.successTime = chinaTime(now());
      const order = orders.get(r.outTradeNo);
      return notify(r.notifyUrl, {
        eventType: `REFUND.${status}`,
        originalType: 'refund',
        summary: '退款成功',
        resource: {
          mchid,
          out_trade_no: r.outTradeNo,
          transaction_id: order?.transactionId,
          out_refund_no: r.outRefundNo,
          refund_id: r.refundId,
          refund_status: r.status,
          success_time: r.successTime,
          user_received_account: '支付用户零钱',
          amount: { total: r.total, refund: r.amount, payer_total: r.total, payer_refund: r.amount },
        },
      });
    },
    setTradeBill(date, bill) {
      bills.set(date, bill);
    },
    tradeBillCsv,
  };

  async function finishTransfer(outBillNo: string, state: 'SUCCESS' | 'FAIL', reason?: string) {
    const t = transfers.get(outBillNo);
    if (!t) throw new Error(`no transfer ${outBillNo}`);
    if (t.state === 'SUCCESS' || t.state === 'FAIL' || t.state === 'CANCELLED') {
      throw new Error(`transfer ${outBillNo} is ${t.state}`);
    }
    t.state = state;
    if (reason) t.failReason = reason;
    return notify(t.notifyUrl, {
      eventType: 'MCHTRANSFER.BILL.FINISHED',
      originalType: 'mch_payment',
      summary: '商家转账单据终态通知',
      resource: {
        out_bill_no: t.outBillNo,
        transfer_bill_no: t.transferBillNo,
        state: t.state,
        mch_id: mchid,
        transfer_amount: t.amount,
        openid: t.openid,
        fail_reason: t.failReason,
        create_time: t.createTime,
        update_time: chinaTime(now()),
      },
    });
  }

  /** `/__fake/…`: the same controls as JSON calls, for the e2e suite (not signed: a local test server). */
  async function control(req: FakeRequest): Promise<FakeAnswer> {
    const json = (status: number, value: unknown): FakeAnswer => ({
      status,
      headers: { 'Content-Type': 'application/json', Connection: 'close' },
      body: JSON.stringify(value),
    });
    let input: Record<string, unknown> = {};
    if (req.rawBody.length > 0) {
      try {
        input = obj(JSON.parse(req.rawBody.toString('utf8'))) ?? {};
      } catch {
        return json(400, { error: 'body is not JSON' });
      }
    }
    const path = req.url.split('?')[0];
    try {
      if (req.method === 'GET' && path === '/__fake/state') {
        return json(200, {
          orders: [...orders.values()],
          refunds: [...refunds.values()],
          transfers: [...transfers.values()],
        });
      }
      if (req.method !== 'POST') return json(404, { error: 'unknown control' });
      const need = (key: string): string => {
        const value = str(input[key]);
        if (!value) throw new Error(`${key} is required`);
        return value;
      };
      switch (path) {
        case '/__fake/scan':
          return json(200, await fake.scan(need('outTradeNo')));
        case '/__fake/notify': {
          // A TRANSACTION.SUCCESS for an order with chosen changes, for attack journeys.
          const outTradeNo = need('outTradeNo');
          const url = str(input.url) ?? orders.get(outTradeNo)?.notifyUrl;
          if (!url) throw new Error('url is required for an unknown order');
          const spec = fake.paymentNotification(
            outTradeNo,
            { amount: int(input.amount), tradeState: str(input.tradeState) },
            {
              timestamp: int(input.timestamp),
              forgeSignature: input.forgeSignature === true,
              signedBodyDiffers: input.signedBodyDiffers === true,
              corruptCiphertext: input.corruptCiphertext === true,
              serial: str(input.serial),
            },
          );
          return json(200, { status: await fake.sendNotification(url, spec) });
        }
        case '/__fake/replay':
          return json(200, { status: await fake.replay() });
        case '/__fake/transfers/confirm':
          return json(200, await fake.confirmTransfer(need('outBillNo')));
        case '/__fake/transfers/fail':
          return json(200, await fake.failTransfer(need('outBillNo'), str(input.reason)));
        case '/__fake/refunds/finish': {
          const status = str(input.status) ?? 'SUCCESS';
          if (status !== 'SUCCESS' && status !== 'ABNORMAL' && status !== 'CLOSED') throw new Error('bad status');
          return json(200, await fake.finishRefund(need('outRefundNo'), status));
        }
        case '/__fake/notifications':
          fake.setNotifications(input.enabled !== false);
          return json(200, { enabled: input.enabled !== false });
        case '/__fake/bill':
          fake.setTradeBill(need('date'), { csv: str(input.csv), hashValue: str(input.hashValue) });
          return json(200, { ok: true });
        default:
          return json(404, { error: 'unknown control' });
      }
    } catch (err) {
      return json(400, { error: err instanceof Error ? err.message : String(err) });
    }
  }

  const server = await startFakeServer(handle, options.port ?? 0);
  baseUrl = server.url;
  return { ...fake, url: server.url, port: server.port, close: () => server.close() };
}
