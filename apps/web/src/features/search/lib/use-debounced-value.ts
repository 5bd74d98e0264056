import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms` (docs/product.md §5: suggestions after 800 ms of quiet). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
