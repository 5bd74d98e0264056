/** Pieces of the cashier and the payment result (the desktop's money pages, issue 9) on a phone. */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@/shared/router';

/** Whether the page is in front (a hidden tab asks the api nothing; it asks again once shown). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** Re-renders every second (the cashier's countdown). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface ResultProps {
  icon: '✓' | '…' | '!' | '?';
  tone: 'success' | 'pending' | 'failed';
  title: string;
  lead: string;
  children?: ReactNode;
}

/** A result card: the icon, what happened, what to do next. */
export function ResultCard({ icon, tone, title, lead, children }: ResultProps) {
  return (
    <section className="m-result" aria-labelledby="result-title" aria-live="polite">
      <span className={`m-result-icon m-result-${tone}`} aria-hidden="true">
        {icon}
      </span>
      <h2 id="result-title" className="m-result-title">
        {title}
      </h2>
      <p className="m-result-lead">{lead}</p>
      {children}
    </section>
  );
}

/**
 * /pay/cashier or /pay/confirm without an id (docs/product.md §2 makes it optional): not the 404 — the page exists,
 * the address is incomplete — so it says what is missing and where to go (the desktop's words).
 */
export function MissingId({
  title,
  lead,
  to,
  linkText,
}: {
  title: string;
  lead: string;
  to: string;
  linkText: string;
}) {
  return (
    <ResultCard icon="?" tone="pending" title={title} lead={lead}>
      <div className="m-result-actions">
        <Link to={to} className="m-button m-button-block">
          {linkText}
        </Link>
        <Link to="/" className="m-button m-button-plain m-button-block">
          返回首页
        </Link>
      </div>
    </ResultCard>
  );
}
