/** 设计师: every designer, one to a row with three sample works, loading as you scroll. */
import { useSearchParams } from '@/shared/router';
import { DESIGNER_LEVEL_NAME } from '@bazaar/domain/constants';
import { call, dataOr } from '@/shared/api';
import { usePaged } from '@/shared/use-paged';
import { DesignerCard } from '@/shared/ui/cards';
import { Chips } from '@/shared/ui/chips';
import { CardSkeletons, Empty, ListEnd } from '@/shared/ui/states';

const LEVELS = [
  { value: '', label: '全部' },
  ...['L4', 'L3', 'L2', 'L1'].map((code) => ({ value: code, label: DESIGNER_LEVEL_NAME[code] ?? code })),
];

export default function DesignersPage() {
  const [params] = useSearchParams();
  const level = params.get('designerLevelCode');
  const designerLevelCode = level && /^L[1-4]$/.test(level) ? level : undefined;
  const list = usePaged(
    `designers:${designerLevelCode}`,
    async (current, pageSize) =>
      dataOr(await call('getAllTalentsPage', { current, pageSize, designerLevelCode }), null),
    (d) => d.userId,
  );
  return (
    <>
      <Chips name="designerLevelCode" options={LEVELS} label="设计师等级" />
      <div className="m-section">
        {list.empty ? (
          <Empty text="没有找到设计师" action={{ to: '/designer', label: '查看全部设计师' }} />
        ) : (
          <div className="m-stack">
            {list.rows.map((d, i) => (
              <DesignerCard key={d.userId} designer={d} priority={i === 0} />
            ))}
            {list.rows.length === 0 && list.loading && <CardSkeletons count={4} className="m-skeleton-row" />}
          </div>
        )}
        <ListEnd list={list} />
      </div>
    </>
  );
}
