/**
 * false until `ready` (default: at once) has been drawn, true once the browser has painted it: for a read of a part below the fold that
 * should not start before the page's largest paint (issue 34 item 5: a call started before it is counted in
 * that paint's time by Lighthouse, and competes with the page's own on a phone's link).
 */
import { useEffect, useState } from 'react';

export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
