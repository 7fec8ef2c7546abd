import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { formatNumber } from '../../domain/number-format.ts';

export interface RejectedLine {
  readonly line: number;
  readonly phrase: string;
  readonly message: string;
}

/** The keyword lines the server left out (SPEC §5 rules), each with its line and rule, and the way on to the project. */
export function RejectedLines({ rejected, next }: { rejected: readonly RejectedLine[]; next: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (rejected.length > 0) heading.current?.focus();
  }, [rejected]);
  if (rejected.length === 0) return null;
  return (
    <section className="monitoring-rejected" aria-labelledby="rejected-title">
      <h2 id="rejected-title" ref={heading} tabIndex={-1}>
        Saved; {formatNumber(rejected.length)} {rejected.length === 1 ? 'line was' : 'lines were'} left out
      </h2>
      <ul>
        {rejected.slice(0, 50).map((r) => (
          <li key={`${r.line}:${r.phrase}`}>
            Line {formatNumber(r.line)} “{r.phrase}”: {r.message}
          </li>
        ))}
      </ul>
      {rejected.length > 50 && <p className="muted">… and {formatNumber(rejected.length - 50)} more.</p>}
      {next && (
        <button type="button" onClick={() => void navigate({ href: next })}>
          Open the project
        </button>
      )}
    </section>
  );
}
