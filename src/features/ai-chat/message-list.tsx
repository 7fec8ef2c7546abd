import type { ChatMessageView } from '../../domain/contracts/ai-chat.ts';
import { MarkdownView } from './markdown-view.tsx';

const STATUS: Record<ChatMessageView['status'], string | null> = { done: null, stopped: 'Stopped', failed: 'Failed' };

interface Props {
  readonly messages: readonly ChatMessageView[];
  /** The question being answered and the answer streamed so far, shown below the log until it ends. */
  readonly pending: { question: string; draft: string; reading: string | null } | null;
  readonly lastAnswerId: number | null;
  readonly keywordsInLast: number;
  readonly onCopy: () => void;
  readonly onClipboard: () => void;
}

/**
 * Finished messages sit in an ARIA log, so a screen reader hears each answer once, whole, when it
 * lands; the answer still streaming sits outside it (aria-busy), so its pieces are not read one by one.
 */
export function MessageList({ messages, pending, lastAnswerId, keywordsInLast, onCopy, onClipboard }: Props) {
  return (
    <div className="chat-messages">
      <div role="log" aria-label="Conversation" aria-live="polite" className="chat-log">
        {messages.map((m) => (
          <article key={m.id} className={`chat-message chat-${m.role}`} aria-label={m.role === 'user' ? 'Question' : 'Answer'}>
            {m.role === 'user' ? <p className="chat-question-text">{m.content}</p> : <MarkdownView source={m.content === '' ? '_No text._' : m.content} />}
            {STATUS[m.status] && <p className="chat-status">{STATUS[m.status]}</p>}
            {m.id === lastAnswerId && (
              <div className="button-row chat-actions">
                <button type="button" className="secondary" onClick={onCopy}>Copy answer</button>
                {keywordsInLast > 0 && (
                  <button type="button" className="secondary" onClick={onClipboard}>
                    Send {keywordsInLast} keywords to the clipboard
                  </button>
                )}
              </div>
            )}
          </article>
        ))}
      </div>
      {pending && (
        <div className="chat-pending" aria-busy="true">
          <article className="chat-message chat-user" aria-label="Question">
            <p className="chat-question-text">{pending.question}</p>
          </article>
          <article className="chat-message chat-assistant" aria-label="Answer, being written">
            {pending.draft === '' ? <p className="muted">{pending.reading ? `Looking up ${pending.reading.replaceAll('_', ' ')}…` : 'Thinking…'}</p> : <MarkdownView source={pending.draft} />}
          </article>
        </div>
      )}
    </div>
  );
}
