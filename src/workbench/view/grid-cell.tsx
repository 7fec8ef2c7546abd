/**
 * One cell of the keyword grid. Text comes from the column model (cellText), so what the grid shows is
 * what the exports write; a few columns add a picture (trend path, colour bands, SERP badges) with the
 * same text for screen readers.
 */
import { memo } from 'react';
import { difficultyBand } from '../../domain/difficulty.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { rankColour } from '../../domain/rank-colour.ts';
import { serpFeatureById } from '../../domain/serp-features.ts';
import { cellText, sparklinePath, trendPoints, type CellContext } from '../columns/cell-values.ts';
import { customNameOf, type ColumnDefinition } from '../columns/column-definition.ts';

const SPARK_WIDTH = 84;
const SPARK_HEIGHT = 22;

function Sparkline({ row, label }: { row: KeywordRow; label: string }) {
  const points = trendPoints(row);
  if (points.every((p) => p === null)) return <span className="muted">-</span>;
  return (
    <svg className="wb-spark" width={SPARK_WIDTH} height={SPARK_HEIGHT} viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`} role="img" aria-label={label}>
      <path d={sparklinePath(points, SPARK_WIDTH, SPARK_HEIGHT)} />
    </svg>
  );
}

/** Two letters per feature keep 39 features apart without an icon font; the tooltip names it. */
function serpAbbreviation(value: string): string {
  const words = value.split('_');
  return words.length > 1 ? words.map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase() : value.slice(0, 2).toUpperCase();
}

function SerpBadges({ ids }: { ids: readonly number[] }) {
  const features = ids.map((id) => serpFeatureById(id)).filter((f) => f !== null);
  if (features.length === 0) return <span className="muted">-</span>;
  return (
    <span className="wb-serp" aria-label={features.map((f) => f.value.replaceAll('_', ' ')).join(', ')}>
      {features.map((f) => (
        <span key={f.id} className="wb-serp-badge" title={`${f.value.replaceAll('_', ' ')}: ${f.tooltip}`} aria-hidden="true">
          {serpAbbreviation(f.value)}
        </span>
      ))}
    </span>
  );
}

interface Props {
  column: ColumnDefinition;
  row: KeywordRow;
  context: CellContext;
}

export const GridCellContent = memo(function GridCellContent({ column, row, context }: Props) {
  const text = cellText(column, row, context);
  switch (column.value) {
    case 'trend':
      return <Sparkline row={row} label={text} />;
    case 'serp_items':
      return <SerpBadges ids={row.serp_items ?? []} />;
    case 'keyword_difficulty': {
      const band = difficultyBand(row.keyword_difficulty?.difficulty);
      return band ? (
        <span className="wb-band">
          <span className="wb-dot" style={{ background: band.color }} aria-hidden="true" />
          {text}
        </span>
      ) : <span className="muted">{text}</span>;
    }
    case 'ranking': {
      const colour = rankColour(row.ranking?.position);
      return colour ? (
        <span className="wb-band">
          <span className="wb-dot" style={{ background: colour }} aria-hidden="true" />
          {text}
        </span>
      ) : <span className="muted">{text}</span>;
    }
    default:
      break;
  }
  const custom = customNameOf(column);
  if (custom !== null && column.customOptions?.type === 'dropdown') {
    const id = row[`custom_${custom}`];
    const entry = column.customOptions.entries.find((e) => e.id === id || e.text === id);
    if (entry && entry.id !== 0) {
      return (
        <span className="wb-pill" style={{ borderColor: entry.color }}>
          <span className="wb-dot" style={{ background: entry.color }} aria-hidden="true" />
          {entry.text}
        </span>
      );
    }
  }
  return <>{text}</>;
});
