/**
 * A designer's payout on a phone (the desktop's PayoutForm): the bank cards to pay out to — only their last four
 * digits ever come back (decision 011) — a card form when there is none (or 添加银行卡), the amount in yuan
 * (≤ the balance, at least ￥1.00) and 申请提现. Same checks and messages as the desktop.
 */
import { useState, type FormEvent } from 'react';
import { formatFen } from '@bazaar/domain/format';
import { yuanInputToFen } from '@bazaar/domain/rules/money-view';
import { checkRealName, PAYOUT_ACCOUNT_MESSAGES, payoutNeedsRealName } from '@bazaar/domain/rules';
import { call, dataOr } from '@/shared/api';
import { toast } from '@/shared/toast';
import { useLoad } from '@/shared/use-load';
import { Field } from '@/shared/ui/field';

function AddCardForm({ onDone, onCancel }: { onDone: () => void; onCancel: (() => void) | null }) {
  const [form, setForm] = useState({ holderName: '', bankName: '', cardNo: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cardNo = form.cardNo.replace(/\s/g, '');
    if (!/^\d{16,19}$/.test(cardNo)) return setError('请输入正确的银行卡号（16-19位数字）');
    setError(null);
    setBusy(true);
    const saved = await call('saveBankCard', { ...form, cardNo });
    setBusy(false);
    if (saved.success) {
      toast.info('银行卡已保存');
      onDone();
    }
  };
  return (
    <form className="m-form" onSubmit={submit} noValidate>
      <Field
        label="持卡人姓名"
        value={form.holderName}
        maxLength={20}
        autoComplete="cc-name"
        onChange={(e) => setForm({ ...form, holderName: e.target.value })}
      />
      <Field
        label="开户银行"
        value={form.bankName}
        maxLength={30}
        placeholder="如：招商银行"
        onChange={(e) => setForm({ ...form, bankName: e.target.value })}
      />
      <Field
        label="银行卡号"
        value={form.cardNo}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        error={error}
        onChange={(e) => setForm({ ...form, cardNo: e.target.value })}
      />
      <button type="submit" className="m-button m-button-block" disabled={busy}>
        保存银行卡
      </button>
      {onCancel && (
        <button type="button" className="m-button m-button-plain m-button-block" onClick={onCancel}>
          取消
        </button>
      )}
    </form>
  );
}

export function Payout({ balance, onPaid }: { balance: number; onPaid: () => void }) {
  const cards = useLoad('bankCards', async () => dataOr(await call('getMyBankCards'), []));
  // Issue 33: the Alipay account (added on the computer site) and WeChat (bound by logging in inside WeChat).
  const accounts = useLoad('payoutAccounts', async () => dataOr(await call('getMyPayoutAccounts'), null));
  const [target, setTarget] = useState<'bankcard' | 'alipay' | 'wechat'>('bankcard');
  const [adding, setAdding] = useState(false);
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [realName, setRealName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const acc = accounts.data;
  if (!cards.data || acc === undefined) return <div className="m-skeleton m-switch-skeleton" aria-hidden="true" />;
  const saved = () => {
    setAdding(false);
    cards.reload();
  };
  // Only where a configured company pays there (issue 33): bank cards with the sandbox, not with WeChat Pay
  // or Alipay, which the api would refuse. Unread accounts (null) keep the cards, as before issue 33.
  const cardsOffered = !acc || acc.targets.includes('bankcard');
  const list = cardsOffered ? cards.data : [];
  const alipay = acc?.targets.includes('alipay') ? acc.alipay : null;
  const wechat = acc?.targets.includes('wechat') ? acc.wechatBound : false;
  if ((cardsOffered && list.length === 0 && !alipay && !wechat) || adding)
    return <AddCardForm onDone={saved} onCancel={list.length > 0 ? () => setAdding(false) : null} />;
  const chosen = list.find((c) => c.cardId === cardId) ?? list[0];
  const nowhere = !chosen && !alipay && !wechat;
  const to =
    target === 'alipay' && alipay
      ? 'alipay'
      : target === 'wechat' && wechat
        ? 'wechat'
        : chosen
          ? 'bankcard'
          : alipay
            ? 'alipay'
            : 'wechat';
  // WeChat from ¥2,000 takes the payee's real name with the amount (WeChat Pay checks it).
  const needsName = !nowhere && payoutNeedsRealName(to, yuanInputToFen(amount) ?? 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fen = yuanInputToFen(amount);
    if (fen === null || fen < 100) return setError('提现金额至少￥1.00元，最多两位小数');
    if (fen > balance) return setError('可用余额不足');
    setError(null);
    if (needsName && checkRealName(realName) !== null) return setNameError(PAYOUT_ACCOUNT_MESSAGES.wechatRealName);
    setNameError(null);
    setBusy(true);
    const result = await call(
      'requestPayout',
      to === 'bankcard' && chosen
        ? { target: 'bankcard', cardId: chosen.cardId, amount: fen }
        : { target: to, amount: fen, ...(needsName ? { realName: realName.trim() } : {}) },
    );
    setBusy(false);
    if (!result.success || !result.data) return;
    setAmount('');
    setRealName('');
    const p = result.data;
    if (p.status === 1) toast.info(`已提现 ${formatFen(p.amount)} 至${p.cardNoMasked}`);
    else if (p.status === 0) toast.info('提现申请已提交，到账后会通知你');
    else if (p.status === 3) toast.info('请在下方「最近提现」中点击确认收款');
    else toast.error(`提现失败：${p.failReason ?? '支付渠道退回'}，金额已返还到可用余额`);
    onPaid();
  };
  return (
    <form className="m-form" onSubmit={submit} noValidate>
      <fieldset className="m-cards">
        <legend className="m-panel-lead">提现到</legend>
        {list.map((c) => (
          <label key={c.cardId} className="m-card-choice">
            <input
              type="radio"
              name="card"
              checked={to === 'bankcard' && c.cardId === chosen?.cardId}
              onChange={() => {
                setTarget('bankcard');
                setCardId(c.cardId);
              }}
            />
            <span className="m-card-bank">{c.bankName}</span>
            <span className="m-card-no">
              {c.cardNoMasked}（{c.holderName}）
            </span>
          </label>
        ))}
        {alipay && (
          <label className="m-card-choice">
            <input type="radio" name="card" checked={to === 'alipay'} onChange={() => setTarget('alipay')} />
            <span className="m-card-bank">支付宝</span>
            <span className="m-card-no">
              {alipay.accountMasked}（{alipay.realNameMasked}）
            </span>
          </label>
        )}
        {acc?.targets.includes('wechat') && (
          <label className="m-card-choice">
            <input
              type="radio"
              name="card"
              disabled={!wechat}
              checked={to === 'wechat'}
              onChange={() => setTarget('wechat')}
            />
            <span className="m-card-bank">微信零钱</span>
            <span className="m-card-no">{wechat ? '已绑定' : '未绑定：在微信中打开并登录即可绑定'}</span>
          </label>
        )}
        {cardsOffered && (
          <button type="button" className="m-button m-button-plain m-button-block" onClick={() => setAdding(true)}>
            添加银行卡
          </button>
        )}
        {acc?.targets.includes('alipay') && !alipay && (
          <p className="m-panel-lead">支付宝账号请在电脑端「设计师账户」中添加，添加后即可在这里提现。</p>
        )}
      </fieldset>
      <Field
        label="提现金额（元）"
        value={amount}
        inputMode="decimal"
        autoComplete="off"
        error={error}
        hint={`可提现 ${formatFen(balance)}`}
        onChange={(e) => setAmount(e.target.value)}
        addon={
          <button
            type="button"
            className="m-button m-button-ghost m-code-button"
            onClick={() => setAmount((balance / 100).toFixed(2))}
          >
            全部
          </button>
        }
      />
      {needsName && (
        <Field
          label="微信实名姓名"
          value={realName}
          maxLength={20}
          autoComplete="name"
          error={nameError}
          hint="单笔￥2,000.00元及以上提现到微信零钱需填写，须与微信实名认证一致"
          onChange={(e) => setRealName(e.target.value)}
        />
      )}
      <button type="submit" className="m-button m-button-block" disabled={busy || balance < 100 || nowhere}>
        申请提现
      </button>
    </form>
  );
}
