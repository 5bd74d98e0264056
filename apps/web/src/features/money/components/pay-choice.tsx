import type { PayOption } from '@bazaar/domain/rules/cashier';
import styles from './cashier.module.css';

/** Each company's mark: its initial on its colour (微信支付 green, 支付宝 blue, the sandbox in the site's own). */
const MARK: Record<string, string> = { wechatpay: '微', alipay: '支', sandbox: '沙' };

interface PayChoiceProps {
  options: readonly PayOption[];
  chosen: PayOption | null;
  onChoose: (option: PayOption) => void;
  /** While an order is being created: the choice waits for it. */
  disabled?: boolean;
}

/** The companies the api offers this payer, as radio cards (docs/product.md, 收银台). */
export function PayChoice({ options, chosen, onChoose, disabled }: PayChoiceProps) {
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend className={styles.choiceLegend}>支付方式</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.provider} className={`${styles.option} ${styles[o.provider] ?? ''}`}>
            <input
              type="radio"
              name="pay-provider"
              value={o.provider}
              checked={chosen?.provider === o.provider}
              onChange={() => onChoose(o)}
            />
            <span className={styles.mark} aria-hidden="true">
              {MARK[o.provider] ?? o.name.slice(0, 1)}
            </span>
            <span className={styles.optionName}>{o.name}</span>
            {o.provider === 'sandbox' && <span className={styles.sandboxTag}>测试环境</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
