import { useEffect, useMemo, useState } from 'react';
import { splitIntoBatches } from '../../domain/batches.ts';
import { validatePhrases, type PhraseValidation } from '../../domain/phrase-validation.ts';

export interface LiveValidation extends PhraseValidation {
  readonly batches: number;
  /** True while the text changed and its check has not run yet. */
  readonly pending: boolean;
}

/** Below this many characters the check runs on every keystroke; it takes well under a frame there. */
const IMMEDIATE_CHARACTERS = 20_000;
/** Above it, typing into 10,000 lines waits for a pause so each keystroke stays instant. */
export const VALIDATION_DEBOUNCE_MS = 250;

function check(text: string): Omit<LiveValidation, 'pending'> {
  const validation = validatePhrases(text);
  return { ...validation, batches: splitIntoBatches(validation.accepted).length };
}

/** SPEC §5 checks of the keyword box as the person types, debounced for large inputs. */
export function useLiveValidation(text: string): LiveValidation {
  const [result, setResult] = useState(() => ({ text, ...check(text) }));
  useEffect(() => {
    if (result.text === text) return;
    const run = () => setResult({ text, ...check(text) });
    if (text.length <= IMMEDIATE_CHARACTERS) {
      run();
      return;
    }
    const timer = setTimeout(run, VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, result.text]);
  const pending = result.text !== text;
  // A stable object while nothing changed, so the screen's commands are not re-registered on every keystroke.
  return useMemo(() => ({ ...result, pending }), [result, pending]);
}
