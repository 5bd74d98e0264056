import { formatFen } from '@bazaar/domain/format';
import {
  DISPUTE_DECISION_NAME,
  DISPUTE_DECISION_TEXT_MAX,
  yuanToFen,
  type DisputeDecision,
} from '@bazaar/domain/rules';
import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toast/toast-store';
import type { Dispute } from '@/shared/disputes/dispute-card';
import { useDecideDispute } from '../api/disputes';
import styles from './admin.module.css';
import disputeStyles from './disputes.module.css';

const DECISIONS: readonly DisputeDecision[] = ['release', 'refund', 'split'];

/**
 * The operator's ruling (issue 25): release, refund, or a split by amount (in yuan with at most two
 * decimals, sent as fen; 0 ≤ share ≤ escrow), with a written decision both sides read. Confirmed first:
 * the money moves at once and a ruling is final.
 */
export function DisputeDecisionForm({ dispute }: { dispute: Dispute }) {
  const decide = useDecideDispute();
  const [decision, setDecision] = useState<DisputeDecision>('release');
  const [amount, setAmount] = useState('');
  const [text, setText] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const id = useId();
  const held = dispute.escrowFen;
  const share = decision === 'release' ? held : decision === 'refund' ? 0 : yuanToFen(amount);
  const shareError =
    decision !== 'split'
      ? null
      : amount.trim() === ''
        ? '请填写设计师所得金额'
        : share === null
          ? '金额须为数字，最多两位小数'
          : share > held
            ? `不能超过托管金额 ${formatFen(held)}`
            : null;

  const ask = () => {
    if (shareError) return toast.error(shareError);
    if (!text.trim()) return toast.error('请填写裁决说明');
    const designerFen = share ?? 0;
    setConfirm({
      title: '确认裁决',
      message: `${DISPUTE_DECISION_NAME[decision]}：设计师 ${formatFen(designerFen)}，退回雇主 ${formatFen(held - designerFen)}。裁决后资金立即划转，不能撤销。`,
      confirmLabel: '确认裁决',
      onConfirm: async () => {
        const ok = await decide.mutateAsync({
          disputeId: dispute.disputeId,
          decision,
          ...(decision === 'split' ? { designerFen } : {}),
          decisionText: text.trim(),
        });
        if (ok) toast.success('已裁决，双方将收到通知');
        return ok;
      },
    });
  };

  return (
    <div className={styles.form}>
      <fieldset className={disputeStyles.choices}>
        <legend>裁决方式（托管金额 {formatFen(held)}）</legend>
        {DECISIONS.map((d) => (
          <label key={d} className={disputeStyles.choice}>
            <input type="radio" name={`decision-${id}`} checked={decision === d} onChange={() => setDecision(d)} />
            {DISPUTE_DECISION_NAME[d]}
          </label>
        ))}
      </fieldset>
      {decision === 'split' && (
        <label className={disputeStyles.amount}>
          <span>设计师所得（元）</span>
          <input
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="例如 1500.00"
            aria-invalid={shareError !== null && amount !== ''}
          />
          <small data-error={shareError !== null && amount !== ''}>
            {shareError && amount !== '' ? shareError : share !== null ? `退回雇主 ${formatFen(held - share)}` : ' '}
          </small>
        </label>
      )}
      <label className={styles.textarea}>
        <span>裁决说明（双方可见）</span>
        <textarea
          rows={4}
          maxLength={DISPUTE_DECISION_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="说明依据的证据与裁决理由"
        />
      </label>
      <div className={styles.cardActions}>
        <Button variant="primary" loading={decide.isPending} onClick={ask}>
          提交裁决
        </Button>
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
