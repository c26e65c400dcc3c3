import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows of a long list to render now: the first `first` at once, then `step` more after
 * each paint, until all are there. A phone with a slow CPU shows the first screenful at once
 * instead of after the whole list has rendered (600 agenda rows took seconds there; 40 rows, most
 * of them below the fold, still took 0.7 s of a slowed phone's first render); a short list renders
 * whole, as before.
 */
export function useProgressiveCount(total: number, step = 40, first = step): number {
  const [count, setCount] = useState(() => Math.min(total, first));

  useEffect(() => {
    if (count >= total) return;
    // After the browser has painted what is there (a timeout after the frame), as a transition so
    // that typing or a click is never held up by the rows still coming.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCount((shown) => Math.min(total, shown + step))), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total, step]);

  // A new, longer list (another day, a refetch) keeps what is shown and carries on from there.
  return Math.min(count, total);
}
