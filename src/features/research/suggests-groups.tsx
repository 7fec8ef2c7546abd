import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { SuggestPattern } from '../../domain/contracts/keyword-data.ts';
import { formatNumber } from '../../domain/number-format.ts';
import type { PatternSection, TermGroup } from '../../domain/phrase-groups.ts';

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
              {section.terms.map((term) => {
                const termId = `${sectionId}-${term.term}`;
                return (
                  <section key={term.term} className="phrase-term" aria-labelledby={termId}>
                    <h3 id={termId} className="phrase-term-title">
                      <span>{termLabel(section, term)}</span>
                      <span className="phrase-volume" aria-label={`${formatNumber(term.volume)} searches a month together`}>
                        {formatNumber(term.volume)}
                      </span>
                    </h3>
                    <ul className="phrase-list">
                      {term.phrases.map((phrase) => (
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
