/**
 * Alipay's asynchronous notifications (异步通知): an application/x-www-form-urlencoded POST whose `charset`
 * field names the encoding of its percent-escaped bytes (utf-8 normally, gbk for old apps), signed with
 * Alipay's private key (RSA2 = SHA256withRSA) over the sorted `key=value&…` of every parameter except `sign`
 * and `sign_type` — unlike our requests, whose signed text keeps `sign_type`. Empty values are left out, as
 * Alipay's signer leaves them out.
 *
 * Why not the SDK's `checkNotifySign`/`checkNotifySignV2`: they verify twice, once with `sign_type` in the
 * text and once without, so they accept the request-signing mistake, and they take the algorithm from the
 * notification's own `sign_type` (a forger may pick RSA1). Here the text is built once from the bytes exactly as
 * they arrived (no re-encoding, so a gbk body verifies too) and the algorithm is RSA2 only.
 */
import { createVerify, type KeyObject } from 'node:crypto';

export class FormRejected extends Error {}

/** Encodings Alipay may declare, as TextDecoder names them. */
const CHARSETS: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  gbk: 'gbk',
  gb2312: 'gbk',
  gb18030: 'gb18030',
};

export interface AlipayForm {
  /** Each parameter decoded with the body's charset. */
  fields: Map<string, string>;
  /** Each parameter's value bytes as sent (percent-decoded, not re-encoded). */
  raw: Map<string, Buffer>;
}

function percentDecode(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2b) bytes.push(0x20);
    else if (c === 0x25) {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) throw new FormRejected('malformed percent escape');
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (c < 0x20 || c === 0x7f) throw new FormRejected('a control character in the body');
    // Unescaped bytes (a sender that did not escape non-ASCII) are taken as they are: `text` is latin1, byte for byte.
    else bytes.push(c);
  }
  return Buffer.from(bytes);
}

/** Parses a form body; a repeated parameter, a bad escape or an unknown charset is refused. */
export function parseAlipayForm(rawBody: Buffer): AlipayForm {
  const raw = new Map<string, Buffer>();
  const text = rawBody.toString('latin1');
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = percentDecode(eq < 0 ? pair : pair.slice(0, eq)).toString('latin1');
    if (!/^[A-Za-z0-9_.]+$/.test(key)) throw new FormRejected('a parameter name that is not Alipay’s');
    if (raw.has(key)) throw new FormRejected(`parameter ${key} given twice`);
    raw.set(key, percentDecode(eq < 0 ? '' : pair.slice(eq + 1)));
  }
  const declared = (raw.get('charset')?.toString('latin1') ?? 'utf-8').toLowerCase();
  const charset = CHARSETS[declared];
  if (!charset) throw new FormRejected(`unknown charset ${declared.slice(0, 20)}`);
  const decoder = new TextDecoder(charset, { fatal: true });
  const fields = new Map<string, string>();
  for (const [key, bytes] of raw) {
    try {
      fields.set(key, decoder.decode(bytes));
    } catch {
      throw new FormRejected(`parameter ${key} is not ${charset}`);
    }
  }
  return { fields, raw };
}

/** The bytes a notification's signature covers: sorted `k=v` of every non-empty parameter but sign and sign_type. */
export function notifySignContent(raw: ReadonlyMap<string, Buffer>): Buffer {
  const keys = [...raw.keys()].filter((k) => k !== 'sign' && k !== 'sign_type' && raw.get(k)!.length > 0).sort();
  const parts: Buffer[] = [];
  keys.forEach((key, i) => {
    parts.push(Buffer.from(`${i === 0 ? '' : '&'}${key}=`, 'latin1'), raw.get(key)!);
  });
  return Buffer.concat(parts);
}

/** Whether `sign` (base64) is Alipay's RSA2 signature over the notification's content. */
export function verifyNotifySign(form: AlipayForm, alipayPublicKey: KeyObject): boolean {
  const sign = form.fields.get('sign');
  const signType = form.fields.get('sign_type');
  if (!sign || !/^[A-Za-z0-9+/]+={0,2}$/.test(sign)) return false;
  // RSA2 only: the old RSA (SHA1) is never accepted, whatever the body says.
  if (signType !== undefined && signType !== 'RSA2') return false;
  try {
    return createVerify('RSA-SHA256')
      .update(notifySignContent(form.raw))
      .verify(alipayPublicKey, Buffer.from(sign, 'base64'));
  } catch {
    return false;
  }
}
