/**
 * Contact details in messages before a hire (issue 25): phone numbers, WeChat/QQ ids and e-mail addresses are
 * masked, so a deal is not taken off the platform before it is made on it. A pure rule the api applies when it
 * stores a message of a conversation whose designer is not hired on its task (and of every pre-hire inquiry);
 * once hired, text passes as written. Chosen (decision 022): a mobile keeps its first three and last four
 * digits (`138****0001`) so the reader sees a number was there; ids and addresses become `[联系方式已隐藏]`.
 */
export const CONTACT_HIDDEN = '[联系方式已隐藏]';

/** Shown in a thread while contacts are masked. */
export const CONTACT_MASK_NOTICE =
  '为保障双方权益，雇佣前消息中的手机号、微信、QQ 和邮箱会被隐藏。平台仅保障在平台内达成的交易，请勿私下交易。';

/** Longest text message, in characters (issue 25: 1–2000). */
export const MESSAGE_TEXT_MAX = 2000;

/** The reason an operator gives to read a conversation (issue 25: recorded with the read), in characters. */
export const OPERATOR_READ_REASON_MIN = 4;
export const OPERATOR_READ_REASON_MAX = 200;

/** A conversation's page (the web's `paths.conversation`; its notifications link there). */
export const conversationPath = (conversationId: number): string => `/messages/${conversationId}`;

/** A message in one line (a conversation's last message, a dispute's quoted evidence): its text, or what it carries. */
export function messagePreview(kind: string | null, text: string | null, fileName?: string | null): string {
  if (kind === 'image') return '[图片]';
  if (kind === 'file') return fileName ? `[文件] ${fileName}` : '[文件]';
  return text ?? '';
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// A keyword (微信/wx/vx/QQ/扣扣 …), an optional 号/id and separator, then the id itself.
const WECHAT =
  /((?:微信|威信|薇信|V信|v信|wechat|weixin|wx|vx)\s*(?:号|id)?\s*[:：是为]?\s*)([A-Za-z][-_A-Za-z0-9]{5,19}|\d{5,12})/gi;
const QQ = /((?:QQ|扣扣|企鹅)\s*(?:号|群)?\s*[:：是为]?\s*)([1-9]\d{4,11})/gi;
// A mainland mobile, optionally written with spaces or dashes (138 0000 0001, +86 138-0000-0001).
const MOBILE = /(?<!\d)(?:\+?86[\s-]?)?(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?!\d)/g;

export interface MaskedText {
  text: string;
  /** Whether anything was hidden. */
  masked: boolean;
}

export function maskContacts(input: string): MaskedText {
  let masked = false;
  const hide = (): string => {
    masked = true;
    return CONTACT_HIDDEN;
  };
  const text = input
    .replace(EMAIL, hide)
    .replace(WECHAT, (_m, lead: string) => lead + hide())
    .replace(QQ, (_m, lead: string) => lead + hide())
    .replace(MOBILE, (_m, head: string, _mid: string, tail: string) => {
      masked = true;
      return `${head}****${tail}`;
    });
  return { text, masked };
}
