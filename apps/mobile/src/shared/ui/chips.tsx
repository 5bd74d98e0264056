/** A row of filter chips that writes one query parameter (the desktop's names, so links carry over). */
import { useSearchParams } from '@/shared/router';

export interface ChipOption {
  value: string;
  label: string;
}

export function Chips({ name, options, label }: { name: string; options: ChipOption[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const current = params.get(name) ?? '';
  return (
    <div className="m-chips" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="m-chip"
          aria-pressed={current === o.value}
          onClick={() => {
            const next = new URLSearchParams(params);
            if (o.value) next.set(name, o.value);
            else next.delete(name);
            setParams(next, { replace: true });
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
