import { briefingFacts, rangeText } from '../../../domain/content-briefing-markdown.ts';
import type { BriefingView } from '../../../domain/contracts/content-analysis.ts';
import { countOf, formatNumber } from '../../../domain/number-format.ts';
import { briefingOf } from './briefing-export.ts';
import './analysis.css';

/**
 * The briefing a writer works from, as one printable sheet: the facts (intent, target length), the
 * suggested headings with how many competitors use them, the terms with how often to use them, and
 * the questions to answer. The print stylesheet prints this sheet alone.
 */
export function BriefingSheet({ briefing }: { briefing: BriefingView }) {
  const of = formatNumber(briefing.competitor_count);
  return (
    <article className="briefing-sheet" aria-labelledby="briefing-sheet-title">
      <h2 id="briefing-sheet-title" className="briefing-sheet-title">Briefing: {briefing.keyword}</h2>
      <ul className="briefing-facts">
        {briefingFacts(briefingOf(briefing)).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>

      <section aria-labelledby="briefing-headings">
        <h3 id="briefing-headings">Suggested headings</h3>
        {briefing.headings.length === 0 ? (
          <p>No headings found on the selected competitors.</p>
        ) : (
          <ol className="briefing-headings">
            {briefing.headings.map((h) => (
              <li key={`${h.level}:${h.text}`} className={h.level === 3 ? 'briefing-h3' : 'briefing-h2'}>
                <span className="briefing-level" aria-hidden="true">H{h.level}</span>
                <span className="visually-hidden">Heading level {h.level}: </span>
                {h.text} <span className="muted">({formatNumber(h.pages)} of {of} pages)</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="briefing-terms">
        <h3 id="briefing-terms">Terms to use</h3>
        {briefing.terms.length === 0 ? (
          <p>No terms: select competitors first.</p>
        ) : (
          <div className="analysis-table-wrap" role="region" aria-labelledby="briefing-terms" tabIndex={0}>
            <table className="analysis-table briefing-terms">
              <caption className="visually-hidden">How often to use each term in a text of the target length; must-use terms first matter most</caption>
              <thead>
                <tr>
                  <th scope="col">Term</th>
                  <th scope="col" className="num">Uses</th>
                  <th scope="col">Must use</th>
                </tr>
              </thead>
              <tbody>
                {briefing.terms.map((t) => (
                  <tr key={t.stem} className={t.must_use ? 'briefing-must' : undefined}>
                    <th scope="row">{t.term}</th>
                    <td className="num">{rangeText(t.range.min, t.range.max)}</td>
                    <td>{t.must_use ? 'yes' : 'no'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="muted">{countOf(briefing.terms.filter((t) => t.must_use).length, 'must-use term', 'must-use terms')}</p>
      </section>

      <section aria-labelledby="briefing-questions">
        <h3 id="briefing-questions">Questions to answer</h3>
        {briefing.questions.length === 0 ? (
          <p>No questions were found for this keyword.</p>
        ) : (
          <ul>
            {briefing.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
