import { useId, useState, type FormEvent, type RefObject } from 'react';
import { z } from 'zod';
import './research.css';
import { LANGUAGES, LOCATIONS, languageName, locationName } from '../../domain/markets.ts';
import { phraseError, tidyPhrase } from '../../domain/phrase-validation.ts';
import { useKeptState } from '../../session/use-kept-state.ts';

export interface SeedLookup {
  readonly keyword: string;
  readonly location: number;
  readonly language: string;
}

interface Props {
  /** The lookup in the URL; the form starts from it (the page keys the form by it, so Back refills it). */
  readonly initial: SeedLookup;
  readonly onSubmit: (lookup: SeedLookup) => void;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** What the seed may be, under the field ("a keyword or a domain such as www.demo-shop.de"). */
  readonly hint: string;
  readonly submitLabel?: string;
  /** Left out by default: a grey example in the field reads as a value already typed. */
  readonly placeholder?: string;
}

/** The offered choices, plus the link's own when it is not among them (so the picker shows what is looked up). */
function withChoice<T extends string | number>(list: readonly { code: T; name: string }[], code: T, name: (code: T) => string): readonly { code: T; name: string }[] {
  return list.some((entry) => entry.code === code) ? list : [{ code, name: name(code) }, ...list];
}

/** Why the seed cannot be looked up (SPEC §5's message), or null. An empty field only speaks on submit. */
export function seedProblem(keyword: string): string | null {
  const seed = tidyPhrase(keyword);
  if (seed === '') return null;
  return phraseError(seed);
}

/**
 * The seed of a research lookup: a keyword (or domain), the market, Enter looks it up. The phrase
 * rule is checked as the person types and said at once, in the field's description, so it is read
 * out with the field.
 */
export function SeedForm({ initial, onSubmit, inputRef, hint, submitLabel = 'Look up', placeholder }: Props) {
  const id = useId();
  // Typed but not looked up yet: kept while the screen is among the kept views (SPEC §9), per lookup.
  const [keyword, setKeyword] = useKeptState(`seed:${initial.keyword}`, initial.keyword, z.string());
  const [location, setLocation] = useState(initial.location);
  const [language, setLanguage] = useState(initial.language);
  const [emptySubmit, setEmptySubmit] = useState(false);
  const problem = seedProblem(keyword) ?? (emptySubmit && tidyPhrase(keyword) === '' ? 'Enter a keyword or a domain to look up.' : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const seed = tidyPhrase(keyword);
    if (seed === '') {
      setEmptySubmit(true);
      inputRef.current?.focus();
      return;
    }
    if (seedProblem(seed) !== null) {
      inputRef.current?.focus();
      return;
    }
    onSubmit({ keyword: seed, location, language });
  }

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <form className="research-seed-form" onSubmit={submit} noValidate aria-label="Lookup">
      <div className="research-seed-field">
        <label htmlFor="research-seed">Keyword</label>
        <input
          id="research-seed"
          ref={inputRef}
          type="search"
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setEmptySubmit(false);
          }}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? `${problemId} ${hintId}` : hintId}
        />
        <p id={hintId} className="muted research-seed-hint">
          {hint}
        </p>
        <p id={problemId} className="form-message research-seed-problem" aria-live="polite">
          {problem ?? ''}
        </p>
      </div>
      <label className="research-seed-market">
        Location
        <select value={location} onChange={(event) => setLocation(Number(event.target.value))}>
          {withChoice(LOCATIONS, initial.location, locationName).map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label className="research-seed-market">
        Language
        <select value={language} onChange={(event) => setLanguage(event.target.value)}>
          {withChoice(LANGUAGES, initial.language, languageName).map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="research-seed-submit">
        {submitLabel}
      </button>
    </form>
  );
}
