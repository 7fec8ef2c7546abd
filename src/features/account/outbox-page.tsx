import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '../../api/http.ts';
import { readToken } from '../../api/session-storage.ts';
import { apiErrorSchema } from '../../domain/contracts/api-error.ts';
import { outboxResponseSchema, type OutboxMail } from '../../domain/contracts/account.ts';
import './account-pages.css';

export type TextSegment = { text: string; href?: string };

/** Splits mail text into plain runs and http(s) links, so a mailed link is one click on this page. */
export function linkSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  // A sentence's closing punctuation after a link is not part of it.
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

// apiPost covers POST only; the outbox is a GET, so this reads it with the same token and error shape.
async function fetchOutbox(): Promise<OutboxMail[]> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/dev/outbox', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiCallError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    throw new ApiCallError(response.status, parsed.success ? parsed.data.message : `The server answered ${response.status}.`);
  }
  return outboxResponseSchema.parse(json).mails;
}

const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });

export function OutboxPage({ load = fetchOutbox }: { load?: () => Promise<OutboxMail[]> }) {
  const [mails, setMails] = useState<OutboxMail[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    setBusy(true);
    setMessage(null);
    try {
      setMails(await load());
    } catch (error) {
      setMessage(error instanceof ApiCallError ? error.message : 'The outbox could not be read. Please try again.');
    } finally {
      setBusy(false);
    }
  }, [load]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <main id="main" className="outbox-page" aria-busy={busy}>
      <h1>Outbox</h1>
      <p className="muted">
        Mail the server sends while no SMTP server is configured (<code>SMTP_URL</code>) lands here instead: the latest 50, newest first.
        Only administrators see it.
      </p>
      <div className="button-row">
        <button type="button" className="secondary" onClick={() => void refresh()} disabled={busy}>
          {busy ? 'Loading…' : 'Refresh'}
        </button>
        <a href="/login">Go to login</a>
      </div>
      {message && (
        <p role="alert" className="form-message">
          {message}
        </p>
      )}
      {mails && mails.length === 0 && <p>The outbox is empty: no mail was sent yet.</p>}
      {mails && mails.length > 0 && (
        <ul className="outbox-list">
          {mails.map((mail) => (
            <li key={mail.id} className="outbox-mail">
              <article aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`}>{mail.subject}</h2>
                <p className="muted">
                  To {mail.to} · <time dateTime={mail.created_at}>{dateFormat.format(new Date(mail.created_at))}</time>
                </p>
                <pre>
                  {linkSegments(mail.text).map((segment, index) =>
                    segment.href ? (
                      <a key={index} href={segment.href}>
                        {segment.text}
                      </a>
                    ) : (
                      segment.text
                    ),
                  )}
                </pre>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
