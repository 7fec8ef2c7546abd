import { SCORE_BAND_LABELS, type ContentScore, type TermStatus } from '../../../domain/content-score.ts';
import { formatNumber } from '../../../domain/number-format.ts';
import { rangeText } from '../../../domain/content-briefing-markdown.ts';

const STATUS_TEXT: Readonly<Record<TermStatus, string>> = { missing: 'missing', under: 'use more', within: 'in range', over: 'use fewer' };

export const NO_TARGETS_TEXT = 'No term targets yet: select competitors for this project, and the terms to use appear here.';

interface ScorePanelProps {
  readonly score: ContentScore;
  readonly wordCount: { readonly min: number; readonly max: number } | null;
}

/**
 * The live side panel: the score with its band, the word count against the target, each term's
 * count against its range and the briefing's headings. The score region is polite and atomic, so
 * a screen reader hears the new score after a pause in typing, not at every keystroke.
 */
export function ScorePanel({ score, wordCount }: ScorePanelProps) {
  const over = wordCount !== null && score.words > wordCount.max;
  return (
    // Focusable: on a short screen the panel scrolls, and a keyboard user must be able to scroll it.
    <aside className="content-score-panel" aria-label="Content score" tabIndex={0}>
      <div className={`content-score content-score-${score.band}`} role="status" aria-live="polite" aria-atomic="true">
        <span className="content-score-value">{formatNumber(score.score)}</span>
        <span className="content-score-scale">/ 100</span>
        <span className="content-score-band">{SCORE_BAND_LABELS[score.band]}</span>
      </div>
      <meter className="content-score-meter" min={0} max={100} low={33} high={67} optimum={100} value={score.score} aria-label="Content score" />
      <dl className="content-facts">
        <dt>Words</dt>
        <dd className="numeric">
          {formatNumber(score.words)}
          {wordCount !== null && <span className="muted"> of {rangeText(wordCount.min, wordCount.max)}</span>}
        </dd>
      </dl>
      {over && <p className="content-hint">Longer than most competitors: check that every part earns its place.</p>}
      <h2 className="content-panel-heading">Terms</h2>
      {score.terms.length === 0 ? (
        <p className="muted">{NO_TARGETS_TEXT}</p>
      ) : (
        <table className="content-terms">
          <caption className="visually-hidden">Each term's uses in the draft against its target range</caption>
          <thead>
            <tr>
              <th scope="col">Term</th>
              <th scope="col" className="numeric">Uses</th>
              <th scope="col" className="numeric">Target</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {score.terms.map((t) => (
              <tr key={t.stem} className={`content-term-${t.status}`}>
                <th scope="row">
                  {t.term}
                  {t.mustUse && <span className="content-must" title="Must use"> *<span className="visually-hidden"> must use</span></span>}
                </th>
                <td className="numeric">{formatNumber(t.count)}</td>
                <td className="numeric">{rangeText(t.range.min, t.range.max)}</td>
                <td>{STATUS_TEXT[t.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="content-panel-heading">Headings from the briefing</h2>
      {score.headings.length === 0 ? (
        <p className="muted">The briefing suggests no headings.</p>
      ) : (
        <ul className="content-headings">
          {score.headings.map((h) => (
            <li key={h.text} className={h.covered ? 'content-heading-covered' : 'content-heading-open'}>
              <span aria-hidden="true">{h.covered ? '✓' : '○'} </span>
              {h.text}
              <span className="visually-hidden">{h.covered ? ': covered' : ': not yet covered'}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
