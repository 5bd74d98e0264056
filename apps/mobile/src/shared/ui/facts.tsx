/** Labelled facts as a description list, each label over its text (a dispute's facts, a review's three ratings). */
export function Facts({ items, className }: { items: readonly { label: string; text: string }[]; className: string }) {
  return (
    <dl className={className}>
      {items.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}
