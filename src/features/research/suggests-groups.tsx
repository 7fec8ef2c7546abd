import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { SuggestPattern } from '../../domain/contracts/keyword-data.ts';
import { formatNumber } from '../../domain/number-format.ts';
import type { PatternSection, TermGroup } from '../../domain/phrase-groups.ts';

/** Phrases a term shows before "Show all": the strongest first, the page stays short enough to scan and to audit. */
export const PHRASES_SHOWN = 8;

export const PATTERN_TITLES: Record<SuggestPattern, string> = {
  alphabet: 'Alphabet',
  prepositions: 'Prepositions',
  comparisons: 'Comparisons',
  questions: 'Questions',
};

interface Props {
  sections: readonly PatternSection[];
  /** The screen a phrase opens as its new seed (`/suggests` or `/questions`). */
  to: '/suggests' | '/questions';
  location: number;
  language: string;
  /** What a term is called in its heading: the seed with the term, e.g. `glühwein mit …`. */
  termLabel(section: PatternSection, term: TermGroup): string;
}

/**
 * The phrases as AnswerThePublic groups them: a section per pattern, a headed list per term. Each
 * phrase is a link that looks it up in turn, so Tab walks the phrases, and screen readers list the
 * sections and terms by their headings.
 */
export function SuggestsGroups({ sections, to, location, language, termLabel }: Props) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <div className="phrase-groups">
      {sections.map((section) => {
        const sectionId = `${baseId}-${section.pattern}`;
        return (
          <section key={section.pattern} className="phrase-section" aria-labelledby={sectionId}>
            <h2 id={sectionId} className="phrase-section-title">
              {PATTERN_TITLES[section.pattern]} <span className="muted">· {formatNumber(section.phraseCount)} phrases</span>
            </h2>
            <div className="phrase-terms">
              {section.terms.map((term, index) => {
                const termId = `${sectionId}-${index}`;
                const key = `${section.pattern}\u0000${term.term}`;
                const open = expanded.has(key);
                const hidden = term.phrases.length - PHRASES_SHOWN;
                const shown = open || hidden <= 0 ? term.phrases : term.phrases.slice(0, PHRASES_SHOWN);
                return (
                  <section key={term.term} className="phrase-term" aria-labelledby={termId}>
                    <h3 id={termId} className="phrase-term-title">
                      <span>{termLabel(section, term)}</span>
                      <span className="phrase-volume" aria-label={`${formatNumber(term.volume)} searches a month together`}>
                        {formatNumber(term.volume)}
                      </span>
                    </h3>
                    <ul className="phrase-list" id={`${termId}-list`}>
                      {shown.map((phrase) => (
                        <li key={phrase.phrase}>
                          <Link to={to} search={{ keyword: phrase.phrase, location, language }} className="phrase-link">
                            {phrase.phrase}
                          </Link>
                          <span className="phrase-volume">
                            <span className="visually-hidden">, volume </span>
                            {formatNumber(phrase.volume)}
                          </span>
                        </li>
                      ))}
                    </ul>
                    {hidden > 0 && (
                      <button type="button" className="link-button phrase-more" aria-expanded={open} aria-controls={`${termId}-list`} onClick={() => toggle(key)}>
                        {open ? 'Show fewer' : `Show all ${formatNumber(term.phrases.length)}`}
                        <span className="visually-hidden"> of {termLabel(section, term)}</span>
                      </button>
                    )}
                  </section>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
