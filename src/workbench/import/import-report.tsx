/**
 * What an imported file gave: the tool and columns recognised, the lines not read (with line and
 * reason), the values not read, and the imported values themselves, each column named with its source.
 */
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, IMPORT_TOOL_LABELS, type ColumnMapping } from '../../domain/import/import-headers.ts';
import { isCurrencyHeader } from '../../domain/import/import-currency.ts';
import { fileCpcCurrency, formatImportedNumber, importedColumnLabel, importedFields } from '../../domain/import/imported-labels.ts';
import type { ImportIssue } from '../../domain/import/keyword-import.ts';
import { countOf, formatNumber } from '../../domain/number-format.ts';
import { ColumnMappingDialog } from './column-mapping-dialog.tsx';
import type { LoadedImport } from './use-keyword-import.ts';
import './import.css';

/** Long lists would bury the page; the counts stay exact. */
const SHOWN = 50;

const ENCODING_NAMES = { 'utf-8': 'UTF-8', 'utf-16le': 'UTF-16 LE', 'utf-16be': 'UTF-16 BE', 'windows-1252': 'Windows-1252' } as const;
const SEPARATOR_NAMES = { ';': 'semicolon-separated', ',': 'comma-separated', '\t': 'tab-separated' } as const;

interface Props {
  readonly loaded: LoadedImport;
  readonly mapOpen: boolean;
  onMapOpenChange(open: boolean): void;
  onRemap(mapping: ColumnMapping, hasHeader: boolean): void;
  /** Where the keywords went, e.g. "into the keyword box". */
  readonly destination: string;
}

export function ImportReport({ loaded, mapOpen, onMapOpenChange, onRemap, destination }: Props) {
  const { file, fileName } = loaded;
  const currency = fileCpcCurrency(file);
  const source = file.tool === 'file' ? 'a file' : `a ${IMPORT_TOOL_LABELS[file.tool]} export`;
  const format = [ENCODING_NAMES[loaded.encoding], file.separator === null ? 'one column' : SEPARATOR_NAMES[file.separator]].join(', ');
  const recognised = IMPORT_FIELDS.filter((field) => file.mapping[field] !== null).map((field) => {
    const header = file.headers[file.mapping[field] ?? 0] ?? '';
    const label = field === 'keyword' ? IMPORT_FIELD_LABELS.keyword : importedColumnLabel(field, file.tool, fileName, currency);
    return `${header} → ${label}`;
  });
  const used = new Set(Object.values(file.mapping));
  // Keyword Planner's Currency column is read: it names the CPC's currency (import-currency.ts).
  const ignored = file.headers.filter((header, index) => !used.has(index) && !isCurrencyHeader(header));
  const several = file.headers.length > 1;
  return (
    <section className="import-report" aria-label={`Import of ${fileName}`}>
      <p role="status">
        Read {countOf(file.rows.length, 'keyword', 'keywords')} from {fileName}, {source} ({format}), {destination}.
      </p>
      {several && (
        <p className="muted import-columns">
          {file.mappedByHand ? 'Columns mapped by hand: ' : file.keywordRecognised ? 'Columns: ' : 'No keyword header found, the first column is read as the keyword. Columns: '}
          {recognised.join('; ')}
          {ignored.length > 0 && `. Not imported: ${ignored.join(', ')}`}.
        </p>
      )}
      {several && (
        <button type="button" className="secondary" onClick={() => onMapOpenChange(true)}>
          Map columns…
        </button>
      )}
      <IssueList title="not read" issues={file.rejected} />
      <IssueList title="with a value not read (the keyword is kept)" issues={file.skippedValues} />
      <ImportedValues loaded={loaded} />
      {mapOpen && (
        <ColumnMappingDialog
          key={`${fileName}-${file.headerLine ?? 0}`}
          open={mapOpen}
          loaded={loaded}
          onClose={() => onMapOpenChange(false)}
          onApply={(mapping, hasHeader) => {
            onRemap(mapping, hasHeader);
            onMapOpenChange(false);
          }}
        />
      )}
    </section>
  );
}

/** Where a column holds several currencies, each value names its own. */
const withCurrency = (text: string, code: string | null): string => (code ? `${text} ${code}` : text);

function IssueList({ title, issues }: { title: string; issues: readonly ImportIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <details className="import-issues">
      <summary>
        {countOf(issues.length, 'line', 'lines')} {title}
      </summary>
      <ul>
        {issues.slice(0, SHOWN).map((issue, index) => (
          <li key={`${issue.line}-${index}`}>
            Line {formatNumber(issue.line)}: {issue.message}
          </li>
        ))}
      </ul>
      {issues.length > SHOWN && <p className="muted">…and {formatNumber(issues.length - SHOWN)} more.</p>}
    </details>
  );
}

/** The imported numbers, apart from our own metrics and marked with their source. */
function ImportedValues({ loaded }: { loaded: LoadedImport }) {
  const { file, fileName } = loaded;
  const currency = fileCpcCurrency(file);
  const fields = importedFields(file);
  const withUrl = file.mapping.url !== null;
  if ((fields.length === 0 && !withUrl) || file.rows.length === 0) return null;
  return (
    <details className="import-values">
      <summary>Imported values from {file.tool === 'file' ? fileName : IMPORT_TOOL_LABELS[file.tool]}, kept beside ours</summary>
      <div className="import-values-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Keyword</th>
              {fields.map((field) => (
                <th key={field} scope="col" className="num">
                  {importedColumnLabel(field, file.tool, fileName, currency)}
                </th>
              ))}
              {withUrl && <th scope="col">{importedColumnLabel('url', file.tool, fileName)}</th>}
            </tr>
          </thead>
          <tbody>
            {file.rows.slice(0, SHOWN).map((row) => (
              <tr key={row.line}>
                <th scope="row">{row.keyword}</th>
                {fields.map((field) => {
                  const value = row.numbers[field];
                  return (
                    <td key={field} className="num">
                      {value ? withCurrency(formatImportedNumber(value, field), field === 'cpc' && currency.kind === 'several' ? row.currency : null) : '-'}
                    </td>
                  );
                })}
                {withUrl && <td>{row.url ?? '-'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {file.rows.length > SHOWN && <p className="muted">The first {formatNumber(SHOWN)} of {formatNumber(file.rows.length)} keywords are shown.</p>}
    </details>
  );
}
