import type { ConversationSummary } from '../../domain/contracts/ai-chat.ts';

interface Props {
  readonly conversations: readonly ConversationSummary[];
  readonly current: number | null;
  readonly busy: boolean;
  readonly onOpen: (id: number) => void;
  readonly onNew: () => void;
  readonly onRename: () => void;
  readonly onDelete: () => void;
}

export function ConversationList({ conversations, current, busy, onOpen, onNew, onRename, onDelete }: Props) {
  return (
    <nav className="chat-conversations" aria-labelledby="chat-conversations-title">
      <h2 id="chat-conversations-title">Conversations</h2>
      <button type="button" onClick={onNew} disabled={busy}>New conversation</button>
      {conversations.length === 0 ? (
        <p className="muted">No conversations yet. Ask a question to start one.</p>
      ) : (
        <ul>
          {conversations.map((c) => (
            <li key={c.id}>
              <button type="button" className="chat-conversation" aria-current={c.id === current ? 'page' : undefined} disabled={busy} onClick={() => onOpen(c.id)}>
                {c.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      {current !== null && (
        <div className="button-row">
          <button type="button" className="secondary" onClick={onRename}>Rename</button>
          <button type="button" className="secondary" onClick={onDelete} disabled={busy}>Delete</button>
        </div>
      )}
    </nav>
  );
}
