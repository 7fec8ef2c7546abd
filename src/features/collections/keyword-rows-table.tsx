import { formatCpcRange } from '../../domain/cpc.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { formatNumber, MISSING } from '../../domain/number-format.ts';

interface Props {
  readonly rows: readonly KeywordRow[];
  readonly caption: string;
  readonly rateUsdToEur: number | null;
  /** With a selection the first column holds a checkbox per row; shared reads have none. */
  readonly selected?: ReadonlySet<string>;
  readonly onToggle?: (keyword: string) => void;
  readonly onToggleAll?: () => void;
}

/** Without a login there is no exchange rate, so a shared read shows the provider's dollars as they are. */
function cpcText(row: KeywordRow, rateUsdToEur: number | null): string {
  if (rateUsdToEur !== null) return formatCpcRange(row.adwords_cpc_low, row.adwords_cpc_high, rateUsdToEur);
  if (row.adwords_cpc_low === null && row.adwords_cpc_high === null) return MISSING;
  return `${formatNumber(row.adwords_cpc_low, 2)} – ${formatNumber(row.adwords_cpc_high, 2)} $`;
}

/** A plain accessible table of saved keyword rows (the workbench issue replaces it with the grid). */
export function KeywordRowsTable({ rows, caption, rateUsdToEur, selected, onToggle, onToggleAll }: Props) {
  const selectable = selected !== undefined && onToggle !== undefined;
  const allSelected = selectable && rows.length > 0 && rows.every((row) => selected.has(row.keyword));
  return (
    <div className="collection-table-wrap">
      <table className="collection-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selectable && (
              <th scope="col">
                <input type="checkbox" aria-label="Select all keywords" checked={allSelected} onChange={onToggleAll} />
              </th>
            )}
            <th scope="col">Keyword</th>
            <th scope="col" className="numeric">Avg. volume</th>
            <th scope="col">Difficulty</th>
            <th scope="col" className="numeric">CPC</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.keyword} data-keyword={row.keyword} aria-selected={selectable ? selected.has(row.keyword) : undefined}>
              {selectable && (
                <td>
                  <input type="checkbox" aria-label={`Select ${row.keyword}`} checked={selected.has(row.keyword)} onChange={() => onToggle(row.keyword)} />
                </td>
              )}
              <th scope="row">{row.keyword}</th>
              <td className="numeric">{formatNumber(row.avgsv)}</td>
              <td>{row.keyword_difficulty?.text ?? MISSING}</td>
              <td className="numeric">{cpcText(row, rateUsdToEur)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
