import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import styles from './cashier.module.css';

/**
 * The order's QR code: WeChat Native's `code_url` (scanned with 微信扫一扫) or the sandbox's link, drawn with uqr as
 * /share/weixin draws its codes. renderSVG draws only rectangles from the encoded bits: no text reaches the markup.
 */
export function PayQr({ text, label }: { text: string; label: string }) {
  const svg = useMemo(() => renderSVG(text, { border: 1 }), [text]);
  return <div className={styles.qr} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
