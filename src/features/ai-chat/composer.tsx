import { forwardRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_QUESTION_CHARACTERS } from '../../domain/contracts/ai-chat.ts';

interface Props {
  readonly busy: boolean;
  readonly disabled: boolean;
  /** The last question asked here, offered by the Up key for editing. */
  readonly lastQuestion: string | null;
  readonly draft: string;
  readonly onDraft: (text: string) => void;
  readonly onSend: (question: string) => void;
  readonly onStop: () => void;
}

/** Enter sends, Shift+Enter breaks the line, Up in an empty box brings the last question back to edit. */
export const Composer = forwardRef<HTMLTextAreaElement, Props>(function Composer({ busy, disabled, lastQuestion, draft, onDraft, onSend, onStop }, ref) {
  const [hint, setHint] = useState<string | null>(null);
  const send = () => {
    const question = draft.trim();
    if (question === '' || busy || disabled) return;
    onSend(question);
    setHint(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'ArrowUp' && draft === '' && lastQuestion !== null) {
      event.preventDefault();
      onDraft(lastQuestion);
      setHint('The last question is back in the box: edit it and press Enter.');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor="chat-question">Your question</label>
      <textarea
        id="chat-question"
        ref={ref}
        rows={3}
        value={draft}
        maxLength={MAX_QUESTION_CHARACTERS}
        disabled={disabled}
        aria-describedby="chat-composer-keys"
        placeholder="How many keywords does the collection Winter Sale hold?"
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id="chat-composer-keys" className="muted chat-keys">
        Enter sends, Shift+Enter starts a new line, Up brings back the last question.
      </p>
      {hint && <p className="muted" role="status">{hint}</p>}
      <div className="button-row">
        {busy ? (
          <button type="button" onClick={onStop}>Stop</button>
        ) : (
          <button type="submit" disabled={disabled || draft.trim() === ''}>Send</button>
        )}
      </div>
    </form>
  );
});
