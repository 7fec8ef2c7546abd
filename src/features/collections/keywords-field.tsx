import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { COLLECTION_KEYWORDS_MAX } from '../../domain/contracts/collections.ts';
import type { ImportedValues } from '../../domain/contracts/imported-values.ts';
import type { ColumnMapping } from '../../domain/import/import-headers.ts';
import { importedValuesOf } from '../../domain/import/imported-values.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { validatePhrases, type PhraseValidation } from '../../domain/phrase-validation.ts';
import { ImportReport } from '../../workbench/import/import-report.tsx';
import { useKeywordImport } from '../../workbench/import/use-keyword-import.ts';

/** The live check of a keyword textarea: SPEC §5 messages per line and the per-call limit. */
export function useKeywordCheck(text: string): { validation: PhraseValidation; problem: string | null } {
  return useMemo(() => {
    const validation = validatePhrases(text);
    let problem: string | null = null;
    if (validation.rejected.length > 0) problem = `Fix ${validation.rejected.length === 1 ? 'the line' : `the ${validation.rejected.length} lines`} below first.`;
    else if (validation.accepted.length > COLLECTION_KEYWORDS_MAX) problem = `At most ${formatNumber(COLLECTION_KEYWORDS_MAX)} keywords at once.`;
    return { validation, problem };
  }, [text]);
}

interface Props {
  readonly text: string;
  readonly onChange: (text: string) => void;
  readonly validation: PhraseValidation;
  readonly problem: string | null;
  /** The file's own values (volume, KD, …) to keep beside ours; null for a file without any. */
  readonly onImported?: (values: ImportedValues | null) => void;
}

export function KeywordsField({ text, onChange, validation, problem, onImported }: Props) {
  const importer = useKeywordImport();
  const [mapOpen, setMapOpen] = useState(false);
  const fileId = useId();

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const loaded = await importer.load(file);
    event.target.value = '';
    if (loaded === null) return;
    onChange(loaded.file.rows.map((row) => row.keyword).join('\n'));
    onImported?.(importedValuesOf(loaded.file, loaded.fileName));
    if (!loaded.file.keywordRecognised && loaded.file.headers.length > 1) setMapOpen(true);
  }

  function remap(mapping: ColumnMapping, hasHeader: boolean) {
    const next = importer.remap(mapping, hasHeader);
    if (!next) return;
    onChange(next.file.rows.map((row) => row.keyword).join('\n'));
    onImported?.(importedValuesOf(next.file, next.fileName));
  }

  return (
    <>
      <label>
        Keywords, one per line
        <textarea rows={8} value={text} onChange={(event) => onChange(event.target.value)} aria-invalid={problem !== null} aria-describedby="collection-keywords-check" />
      </label>
      <label htmlFor={fileId}>Or upload a CSV, TSV or text file, or an export of Semrush, Ahrefs, Keyword Planner or Search Console</label>
      <input id={fileId} type="file" accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values" onChange={(event) => void readFile(event)} />
      {importer.problem && <p role="alert">{importer.problem}</p>}
      {importer.loaded && <ImportReport loaded={importer.loaded} mapOpen={mapOpen} onMapOpenChange={setMapOpen} onRemap={remap} destination="into the keyword box" />}
      <div id="collection-keywords-check" aria-live="polite">
        <p className="muted">{formatNumber(validation.accepted.length)} keywords</p>
        {problem && <p className="form-message">{problem}</p>}
        {validation.rejected.length > 0 && (
          <ul className="rejected-lines">
            {validation.rejected.slice(0, 20).map((line) => (
              <li key={line.line}>
                Line {line.line} “{line.phrase}”: {line.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
