import { useMemo } from 'react';
import { COLLECTION_KEYWORDS_MAX } from '../../domain/contracts/collections.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { validatePhrases, type PhraseValidation } from '../../domain/phrase-validation.ts';

/** The live check of a keyword textarea: SPEC §5 messages per line and the per-call limit. */
export function useKeywordCheck(text: string): { validation: PhraseValidation; problem: string | null } {
  return useMemo(() => {
    const validation = validatePhrases(text);
    let problem: string | null = null;
    if (validation.rejected.length > 0) problem = `Fix ${validation.rejected.length === 1 ? 'the line' : `the ${validation.rejected.length} lines`} below first.`;
    else if (validation.accepted.length > COLLECTION_KEYWORDS_MAX) problem = `At most ${formatNumber(COLLECTION_KEYWORDS_MAX)} keywords at once.`;
    return { validation, problem };
  }, [text]);
}

interface Props {
  readonly text: string;
  readonly onChange: (text: string) => void;
  readonly validation: PhraseValidation;
  readonly problem: string | null;
}

export function KeywordsField({ text, onChange, validation, problem }: Props) {
  return (
    <>
      <label>
        Keywords, one per line
        <textarea rows={8} value={text} onChange={(event) => onChange(event.target.value)} aria-invalid={problem !== null} aria-describedby="collection-keywords-check" />
      </label>
      <div id="collection-keywords-check" aria-live="polite">
        <p className="muted">{formatNumber(validation.accepted.length)} keywords</p>
        {problem && <p className="form-message">{problem}</p>}
        {validation.rejected.length > 0 && (
          <ul className="rejected-lines">
            {validation.rejected.slice(0, 20).map((line) => (
              <li key={line.line}>
                Line {line.line} “{line.phrase}”: {line.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
