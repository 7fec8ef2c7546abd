import type { AnalysedPage, TermAnalysis } from '../../../domain/contracts/content-analysis.ts';
import { formatNumber } from '../../../domain/number-format.ts';

const part = (value: number) => formatNumber(value, 2);

/** `3 · example.de`, the own text by name. (Ad-hoc competitors have no competitor id either: `own` tells them apart.) */
export function pageLabel(page: AnalysedPage, own: boolean): string {
  if (own) return page.url ? `Your page (${hostOf(page.url)})` : 'Your text';
  const where = page.url ? hostOf(page.url) : page.title;
  return page.position === null ? where : `${formatNumber(page.position)} · ${where}`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./u, '');
  } catch {
    return url;
  }
}

function Row({ page, own }: { page: AnalysedPage; own: boolean }) {
  return (
    <tr className={own ? 'analysis-own-row' : undefined}>
      <th scope="row">
        {page.url ? (
          <a href={page.url} target="_blank" rel="noopener noreferrer" title={page.title || page.url}>
            {pageLabel(page, own)}
          </a>
        ) : (
          pageLabel(page, own)
        )}
      </th>
      <td className="num">{formatNumber(page.word_count)}</td>
      <td className="num">{part(page.relevance.url_coverage)}</td>
      <td className="num">{part(page.relevance.term_placement)}</td>
      <td className="num">{part(page.relevance.average_wdf)}</td>
      <td className="num analysis-score">{part(page.relevance.score)}</td>
    </tr>
  );
}

/**
 * SPEC §9's relevance score of the own text and of each competitor with its three parts, so a writer
 * sees which part holds a page back. Scrolls on its own on a narrow screen (a keyboard reaches it).
 */
export function RelevanceTable({ analysis }: { analysis: TermAnalysis }) {
  return (
    <div className="analysis-table-wrap" role="region" aria-labelledby="relevance-title" tabIndex={0}>
      <table className="analysis-table">
        <caption className="visually-hidden">
          Relevance score of each page for “{analysis.keyword}”: 0,15 × URL coverage + 0,25 × term placement (raised by 0,52, at most 1) + 0,6 × average WDF of the keyword
        </caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col" className="num">Words</th>
            <th scope="col" className="num" title="Share of the keyword’s words found in the address (weight 0,15)">URL coverage</th>
            <th scope="col" className="num" title="Share of the keyword’s words in title, description, H1, subheadings and the first 100 words (weight 0,25, raised by 0,52)">Term placement</th>
            <th scope="col" className="num" title="Mean WDF of the keyword’s words in the main text (weight 0,6)">Average WDF</th>
            <th scope="col" className="num">Score</th>
          </tr>
        </thead>
        <tbody>
          {analysis.own && <Row page={analysis.own} own />}
          {analysis.pages.map((page) => (
            <Row key={`${page.position ?? ''}:${page.url ?? page.title}`} page={page} own={false} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
