import { useEffect, useState } from 'react';
import { formatNumber } from '../../../domain/number-format.ts';

/**
 * While the analysis runs (it fetches ten pages, which takes seconds): what it does and how long it
 * has taken, as a polite status. The seconds update the text only every few seconds for a screen reader.
 */
export function RunProgress({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className="wdf-progress">
      <progress aria-label="Analysis running" />
      <p role="status" aria-live="polite" className="muted">
        Fetching the top 10 pages for the keyword and reading each one… {formatNumber(seconds - (seconds % 5))} s
      </p>
    </div>
  );
}
