import { qrCells } from '@bazaar/domain/rules/money-view';
import styles from './money.module.css';

const SIZE = 25;

/** The sandbox's QR code: a pattern of the order's payment text (never scanned — the button confirms). */
export function SandboxQr({ text }: { text: string }) {
  const cells = qrCells(text, SIZE);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label="沙箱支付二维码"
      shapeRendering="crispEdges"
    >
      {cells.map((on, i) =>
        on ? <rect key={i} x={i % SIZE} y={Math.floor(i / SIZE)} width="1" height="1" fill="#1f2329" /> : null,
      )}
    </svg>
  );
}
