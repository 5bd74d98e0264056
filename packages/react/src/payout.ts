/**
 * 申请提现, one for both sites (issue 9, issue 33, issue 35): the bank-card form's inputs and check, and the payout
 * form — where the money can go (the bank cards, the Alipay account and WeChat, each only where a configured payment
 * company pays there), the amount in yuan (at least ￥1.00, at most the balance), WeChat's real name from ￥2,000,
 * the request and what its answer says. Only a card's last four digits ever come back (decision 011). Each site
 * draws its own fields and radios, passes in its api calls and toasts, and keeps its own "add an account" flows.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { EndpointData, EndpointInput } from '@bazaar/domain/client';
import { formatFen } from '@bazaar/domain/format';
import { yuanInputToFen } from '@bazaar/domain/rules/money-view';
import { checkRealName, PAYOUT_ACCOUNT_MESSAGES, PAYOUT_STATUS, payoutNeedsRealName } from '@bazaar/domain/rules';
import { useChange } from './change';

type BankCard = EndpointData<'getMyBankCards'>[number];
type PayoutAccounts = EndpointData<'getMyPayoutAccounts'>;
type Payout = EndpointData<'requestPayout'>;
export type PayoutTarget = 'bankcard' | 'alipay' | 'wechat';
/** The site's toasts. */
interface Notify {
  success: (message: string) => void;
  error: (message: string) => void;
}

export const BANK_CARD_NO_MESSAGE = '请输入正确的银行卡号（16-19位数字）';
const CARD_FIELDS = {
  holderName: { label: '持卡人姓名', name: 'holderName', maxLength: 20, autoComplete: 'cc-name' },
  bankName: { label: '开户银行', name: 'bankName', maxLength: 30, placeholder: '如：招商银行', autoComplete: 'off' },
  cardNo: { label: '银行卡号', name: 'cardNo', maxLength: 23, inputMode: 'numeric', autoComplete: 'cc-number' },
} as const;
type CardInput = keyof typeof CARD_FIELDS;

/** A bank card for payouts: the number without its spaces, 16 to 19 digits; `done` once saved. */
export function useBankCardForm(io: {
  save: (card: EndpointInput<'saveBankCard'>) => Promise<boolean>;
  notify: Pick<Notify, 'success'>;
  done: () => void;
}) {
  const [values, setValues] = useState<Record<CardInput, string>>({ holderName: '', bankName: '', cardNo: '' });
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useChange(async (card: EndpointInput<'saveBankCard'>) => {
    if (!(await io.save(card))) return;
    io.notify.success('银行卡已保存');
    io.done();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cardNo = values.cardNo.replace(/\s/g, '');
    if (!/^\d{16,19}$/.test(cardNo)) return setError(BANK_CARD_NO_MESSAGE);
    setError(null);
    void run({ ...values, cardNo });
  };
  /** An input's props: its spec, value, error and change handler. */
  const field = (key: CardInput) => ({
    ...CARD_FIELDS[key],
    value: values[key],
    error: key === 'cardNo' ? error : null,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  return { field, submit, busy };
}

/** One place the money can go, as a radio: `title` (the bank, 支付宝, 微信零钱) and `detail`. */
export interface PayoutChoice {
  key: string;
  target: PayoutTarget;
  title: string;
  detail: string;
  /** WeChat offered but not bound yet. */
  disabled: boolean;
  checked: boolean;
  onChange: () => void;
}

export const WECHAT_UNBOUND = '未绑定：在微信中打开设计集市手机版并登录即可绑定';
const AMOUNT_MESSAGES = { amount: '提现金额至少￥1.00元，最多两位小数', balance: '可用余额不足' } as const;
const AMOUNT_FIELD = { label: '提现金额（元）', name: 'amount', inputMode: 'decimal', autoComplete: 'off' } as const;
const REAL_NAME_FIELD = {
  label: '微信实名姓名',
  name: 'realName',
  maxLength: 20,
  autoComplete: 'name',
  hint: '单笔￥2,000.00元及以上提现到微信零钱需填写，须与微信实名认证一致，否则会被退回',
} as const;
/** Where a read of the accounts failed: bank cards only, as before issue 33. */
const CARDS_ONLY: PayoutAccounts = { targets: ['bankcard'], alipay: null, wechatBound: false };

/** What a payout's answer says: paid at once, submitted, awaiting WeChat's 确认收款 (`awaiting`: the site's words), failed. */
export function payoutResult(payout: Payout, awaiting: string): { ok: boolean; text: string } {
  switch (payout.status) {
    case PAYOUT_STATUS.paid:
      return { ok: true, text: `已提现 ${formatFen(payout.amount)} 至${payout.cardNoMasked}` };
    case PAYOUT_STATUS.processing:
      return { ok: true, text: '提现申请已提交，到账后会通知你' };
    case PAYOUT_STATUS.awaitingConfirm:
      return { ok: true, text: awaiting };
    default:
      return { ok: false, text: `提现失败：${payout.failReason ?? '支付渠道退回'}，金额已返还到可用余额` };
  }
}

export function usePayoutForm(io: {
  balance: number;
  cards: readonly BankCard[];
  /** null: the read failed. */
  accounts: PayoutAccounts | null;
  /** The site's requestPayout call: the payout, or null when refused (its client said why). */
  request: (input: EndpointInput<'requestPayout'>) => Promise<Payout | null>;
  notify: Notify;
  /** What 待确认收款 tells the designer to do on this site. */
  awaiting: string;
  paid?: () => void;
}) {
  const { balance, cards } = io;
  const accounts = io.accounts ?? CARDS_ONLY;
  const [target, setTarget] = useState<PayoutTarget | null>(null);
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [realName, setRealName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const offers = (t: PayoutTarget) => accounts.targets.includes(t);
  const list = offers('bankcard') ? cards : [];
  const alipay = offers('alipay') ? accounts.alipay : null;
  const wechat = offers('wechat') && accounts.wechatBound;
  const available: PayoutTarget[] = [
    ...(list.length > 0 ? (['bankcard'] as const) : []),
    ...(alipay ? (['alipay'] as const) : []),
    ...(wechat ? (['wechat'] as const) : []),
  ];
  const to: PayoutTarget | undefined = target && available.includes(target) ? target : available[0];
  const card = list.find((c) => c.cardId === cardId) ?? list[0];
  const needsName = payoutNeedsRealName(to, yuanInputToFen(amount) ?? 0);

  const choices: PayoutChoice[] = [
    ...list.map((c) => ({
      key: `card-${c.cardId}`,
      target: 'bankcard' as const,
      title: c.bankName,
      detail: `${c.cardNoMasked}（${c.holderName}）`,
      disabled: false,
      checked: to === 'bankcard' && c.cardId === card?.cardId,
      onChange: () => {
        setTarget('bankcard');
        setCardId(c.cardId);
      },
    })),
    ...(alipay
      ? [
          {
            key: 'alipay',
            target: 'alipay' as const,
            title: '支付宝',
            detail: `${alipay.accountMasked}（${alipay.realNameMasked}）`,
            disabled: false,
            checked: to === 'alipay',
            onChange: () => setTarget('alipay'),
          },
        ]
      : []),
    ...(offers('wechat')
      ? [
          {
            key: 'wechat',
            target: 'wechat' as const,
            title: '微信零钱',
            detail: wechat ? '已绑定' : WECHAT_UNBOUND,
            disabled: !wechat,
            checked: to === 'wechat',
            onChange: () => setTarget('wechat'),
          },
        ]
      : []),
  ];

  const { run, busy } = useChange(async (input: EndpointInput<'requestPayout'>) => {
    const payout = await io.request(input);
    if (!payout) return;
    setAmount('');
    setRealName('');
    const said = payoutResult(payout, io.awaiting);
    (said.ok ? io.notify.success : io.notify.error)(said.text);
    io.paid?.();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fen = yuanInputToFen(amount);
    if (fen === null || fen < 100) return setError(AMOUNT_MESSAGES.amount);
    if (fen > balance) return setError(AMOUNT_MESSAGES.balance);
    if (!to) return setError(PAYOUT_ACCOUNT_MESSAGES.target);
    setError(null);
    if (needsName && checkRealName(realName) !== null) return setNameError(PAYOUT_ACCOUNT_MESSAGES.wechatRealName);
    setNameError(null);
    void run(
      to === 'bankcard' && card
        ? { target: 'bankcard', cardId: card.cardId, amount: fen }
        : { target: to, amount: fen, ...(needsName ? { realName: realName.trim() } : {}) },
    );
  };

  return {
    choices,
    /** Bank cards are offered and there is nowhere yet to pay out to: the site shows its card form first. */
    needsCard: offers('bankcard') && cards.length === 0 && available.length === 0,
    /** Where the site's 添加 buttons go: cards, and the Alipay account (added on the computer site). */
    offers,
    amount: {
      ...AMOUNT_FIELD,
      value: amount,
      error,
      hint: `可提现 ${formatFen(balance)}`,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setAmount(e.target.value),
    },
    /** 全部: the whole balance in the amount. */
    fillAll: () => setAmount((balance / 100).toFixed(2)),
    /** The real-name input's props, while the payout needs one. */
    realName: needsName
      ? {
          ...REAL_NAME_FIELD,
          value: realName,
          error: nameError,
          onChange: (e: ChangeEvent<HTMLInputElement>) => setRealName(e.target.value),
        }
      : null,
    submit,
    busy,
    /** 申请提现 can be pressed: something to pay out and somewhere to. */
    ready: !busy && balance >= 100 && available.length > 0,
  };
}
