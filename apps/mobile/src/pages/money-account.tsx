/**
 * /uc/account 我的账户 and /u/account 设计师账户 on a phone (issue 9's ledger, docs/product.md §2): the employer sees
 * what is held in escrow, paid and refunded; the designer the balance, income on its way, payouts, and asks for a
 * payout to one of their bank cards (the withdrawal accounts).
 */
import { formatFen } from '@bazaar/domain/format';
import { call, dataOr } from '@/shared/api';
import { MONEY_PATHS, sideOf } from '@/shared/money';
import { Link, useLocation } from '@/shared/router';
import { useLoad } from '@bazaar/react/read';
import { ChevronIcon } from '@/shared/ui/icons';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Payout } from './payout';
import { RecentPayouts } from './money-payouts';
import '@/styles/pages-money.css';

export default function AccountPage() {
  const side = sideOf(useLocation().pathname);
  const account = useLoad(`account:${side}`, async () => dataOr(await call('getMyAccountInfo'), null));
  const a = account.data;
  const stats = !a
    ? null
    : side === 'designer'
      ? [
          { label: '可用余额', value: a.balance },
          { label: '待入账（托管中）', value: a.incoming },
          { label: '提现中', value: a.payoutPending },
          { label: '累计收入', value: a.totalIncome },
        ]
      : [
          { label: '托管中（冻结）', value: a.frozen },
          { label: '累计支付', value: a.totalPaid },
          { label: '累计退款', value: a.totalRefund },
          { label: '可用余额', value: a.balance },
        ];

  return (
    <div className="m-money">
      {a === null || account.failed ? (
        <LoadFailed retry={account.reload} />
      ) : !stats ? (
        <div className="m-skeleton m-wallet-skeleton" aria-hidden="true" />
      ) : (
        <section className="m-wallet" aria-label={side === 'designer' ? '账户概览' : '赏金概览'}>
          <p className="m-wallet-label">{stats[0]!.label}</p>
          <p className="m-wallet-value">{formatFen(stats[0]!.value)}</p>
          <dl className="m-wallet-stats">
            {stats.slice(1).map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{formatFen(s.value, { suffix: false })}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <Link to={MONEY_PATHS[side].bills} className="m-menu-item m-money-link">
        <span>查看账单明细</span>
        <ChevronIcon />
      </Link>
      {side === 'designer' ? (
        <section className="m-panel" aria-labelledby="payout-heading">
          <h2 id="payout-heading" className="m-panel-title">
            申请提现
          </h2>
          <p className="m-panel-lead">
            任务验收通过后，赏金从托管转入可用余额，可提现到本人银行卡、支付宝或微信零钱，到账时间以支付渠道为准。
          </p>
          {a && <Payout balance={a.balance} onPaid={account.reload} />}
        </section>
      ) : null}
      {side === 'designer' ? (
        <RecentPayouts version={a ? a.payoutPending + a.balance : 0} onChanged={account.reload} />
      ) : (
        <section className="m-panel" aria-labelledby="escrow-heading">
          <h2 id="escrow-heading" className="m-panel-title">
            赏金托管说明
          </h2>
          <p className="m-panel-lead">
            选定设计师前需先在收银台托管任务赏金；验收通过后赏金支付给设计师；在选定设计师前关闭任务，托管的赏金原路退回。
          </p>
          <Link to="/uc/task" className="m-button m-button-ghost m-button-block">
            前往我的任务
          </Link>
        </section>
      )}
    </div>
  );
}
