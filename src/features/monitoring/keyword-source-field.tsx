import { useId, useState, type RefObject } from 'react';
import { columnMappingOf, importMappingOf, type ImportMapping } from '../../domain/contracts/import-mapping.ts';
import { IMPORT_TOOL_LABELS } from '../../domain/import/import-headers.ts';
import { readKeywordImport, type ImportOptions } from '../../domain/import/keyword-import.ts';
import { countOf, formatNumber } from '../../domain/number-format.ts';
import { trackedKeywordsFromFile } from '../../domain/tracked-keyword-input.ts';
import { ColumnMappingDialog } from '../../workbench/import/column-mapping-dialog.tsx';
import { useKeywordImport } from '../../workbench/import/use-keyword-import.ts';
import { useWorkbenchPorts } from '../../workbench/ports.ts';
import type { SetupDraft, SourceKind } from './setup-draft.ts';

interface Props {
  companyId: number;
  draft: SetupDraft;
  onChange(change: Partial<SetupDraft>): void;
  fileInput: RefObject<HTMLInputElement | null>;
  problem: string | null;
  /** "Keywords to add" while editing, "Keywords" while creating. */
  legend: string;
}

const SOURCES: readonly { kind: SourceKind; label: string }[] = [
  { kind: 'paste', label: 'Paste' },
  { kind: 'csv', label: 'Upload CSV' },
  { kind: 'collection', label: 'From a collection' },
];

/** Where the tracked keywords come from: pasted lines, a CSV file (keyword, then tags) or a collection. */
export function KeywordSourceField({ companyId, draft, onChange, fileInput, problem, legend }: Props) {
  const id = useId();
  const collections = useWorkbenchPorts().useCollectionList(companyId, draft.source === 'collection');
  const importer = useKeywordImport();
  const [mapOpen, setMapOpen] = useState(false);
  // The reading the dialog maps is the draft's file; after a reset of the form it is gone.
  const loaded = importer.loaded !== null && importer.loaded.fileName === draft.csvName ? importer.loaded : null;
  const lines = draft.text.split(/\r?\n/u).filter((l) => l.trim() !== '').length;
  return (
    <fieldset className="monitoring-fieldset" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>{legend}</legend>
      <div className="monitoring-choices" role="radiogroup" aria-label="Keyword source">
        {SOURCES.map((s) => (
          <label key={s.kind}>
            <input type="radio" name={`${id}-source`} value={s.kind} checked={draft.source === s.kind} onChange={() => onChange({ source: s.kind })} />
            {s.label}
          </label>
        ))}
      </div>
      {draft.source === 'paste' && (
        <label>
          Keywords, one a line
          <textarea value={draft.text} onChange={(e) => onChange({ text: e.target.value })} rows={8} spellCheck={false} />
          <span className="muted">{formatNumber(lines)} {lines === 1 ? 'line' : 'lines'}</span>
        </label>
      )}
      {draft.source === 'csv' && (
        <label>
          CSV or TSV file or a tool export: the keyword column by its header or the first column; in a plain file further columns are its tags
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              // Keyword Planner and Excel write UTF-16: decoded here, the server gets the text.
              void importer.load(file).then((read) => {
                if (read === null) return;
                onChange({ csvText: read.text, csvName: read.fileName, csvMapping: null });
                // A header we do not know: the user says which column holds the keyword.
                if (!read.file.keywordRecognised && read.file.headers.length > 1) setMapOpen(true);
              });
            }}
          />
          {draft.csvName && <FileSummary name={draft.csvName} text={draft.csvText} mapping={draft.csvMapping} />}
        </label>
      )}
      {draft.source === 'csv' && importer.problem && <p role="alert">{importer.problem}</p>}
      {draft.source === 'csv' && loaded && loaded.file.headers.length > 1 && (
        <div className="button-row">
          <button type="button" className="secondary" onClick={() => setMapOpen(true)}>
            Map columns…
          </button>
        </div>
      )}
      {draft.source === 'csv' && loaded && mapOpen && (
        <ColumnMappingDialog
          open={mapOpen}
          loaded={loaded}
          onClose={() => setMapOpen(false)}
          onApply={(mapping, hasHeader) => {
            importer.remap(mapping, hasHeader);
            onChange({ csvMapping: importMappingOf(mapping, hasHeader) });
            setMapOpen(false);
          }}
        />
      )}
      {draft.source === 'collection' && (
        <label>
          Collection
          <select value={draft.collectionId ?? ''} onChange={(e) => onChange({ collectionId: e.target.value === '' ? null : Number(e.target.value) })}>
            <option value="">{collections.isPending ? 'Loading collections…' : 'Choose a collection'}</option>
            {(collections.data?.collections ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({formatNumber(c.keyword_count)} keywords)
              </option>
            ))}
          </select>
        </label>
      )}
      {problem && <p id={`${id}-problem`} role="alert" className="form-message">{problem}</p>}
    </fieldset>
  );
}

/** What the chosen file gives, read in the browser with the rules the server applies. */
function FileSummary({ name, text, mapping }: { name: string; text: string; mapping: ImportMapping | null }) {
  const options: ImportOptions = mapping ? { mapping: columnMappingOf(mapping), hasHeader: mapping.has_header } : {};
  const { keywords, rejected, imported } = trackedKeywordsFromFile(text, name, options);
  const tool = readKeywordImport(text, options).tool;
  return (
    <span className="muted">
      {name}
      {tool === 'file' ? '' : ` (${IMPORT_TOOL_LABELS[tool]} export)`}
      {mapping ? ', columns mapped by hand' : ''}: {countOf(keywords.length, 'keyword', 'keywords')} read
      {rejected.length > 0 && `, ${countOf(rejected.length, 'line', 'lines')} rejected (${rejected.slice(0, 3).map((r) => `line ${formatNumber(r.line)}: ${r.message}`).join('; ')}${rejected.length > 3 ? '; …' : ''})`}
      {imported && `; the file’s values of ${countOf(imported.entries.length, 'keyword', 'keywords')} are kept beside ours as “Imported … (${imported.source})” columns`}
    </span>
  );
}
