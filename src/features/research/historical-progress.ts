import { useEffect, useState } from 'react';

/**
 * True once `busy` has lasted `delay` ms, false as soon as it ends: progress is shown only for work
 * a person would notice, so a cached answer never flashes a spinner.
 */
export function useShownAfter(busy: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [busy, delay]);
  return shown;
}
