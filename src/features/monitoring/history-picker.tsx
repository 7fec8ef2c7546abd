import { useId, useState, type FormEvent } from 'react';
import type { RankingRow } from '../../domain/contracts/monitoring.ts';
import { phraseIdentity } from '../../domain/phrase-validation.ts';

interface Props {
  keywords: readonly Pick<RankingRow, 'keyword' | 'keyword_id'>[];
  onPick(keywordId: number): void;
}

/** Type a tracked keyword (the list completes it) and open its position history. */
export function HistoryPicker({ keywords, onPick }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = phraseIdentity(text.trim());
    const found = keywords.find((k) => phraseIdentity(k.keyword) === wanted);
    if (!found) {
      setProblem(text.trim() === '' ? 'Type a keyword of this project.' : `“${text.trim()}” is not tracked in this project.`);
      return;
    }
    setProblem(null);
    onPick(found.keyword_id);
  };
  return (
    <form className="monitoring-history-picker" onSubmit={submit}>
      <label>
        Position history of
        <input value={text} onChange={(e) => setText(e.target.value)} list={`${id}-keywords`} autoComplete="off" aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
      </label>
      <datalist id={`${id}-keywords`}>
        {keywords.map((k) => (
          <option key={k.keyword_id} value={k.keyword} />
        ))}
      </datalist>
      <button type="submit" className="secondary">Show history</button>
      {problem && <span id={`${id}-problem`} role="alert" className="form-message">{problem}</span>}
    </form>
  );
}
