/**
 * A keyword file read for import: decoded (UTF-8 or UTF-16), split and its columns recognised by
 * the domain reader; the user may map the columns by hand, which reads the same text again.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ColumnMapping } from '../../domain/import/import-headers.ts';
import { readKeywordImport, type KeywordImport } from '../../domain/import/keyword-import.ts';
import { readImportFile, type ImportEncoding } from '../../domain/import/text-decoding.ts';

export interface LoadedImport {
  readonly fileName: string;
  readonly encoding: ImportEncoding;
  readonly text: string;
  readonly file: KeywordImport;
}

export interface KeywordImportState {
  readonly loaded: LoadedImport | null;
  /** Why the last file could not be read, or null. */
  readonly problem: string | null;
  load(file: File): Promise<LoadedImport | null>;
  remap(mapping: ColumnMapping, hasHeader: boolean): LoadedImport | null;
  clear(): void;
}

export function useKeywordImport(): KeywordImportState {
  const [source, setSource] = useState<{ fileName: string; encoding: ImportEncoding; text: string; mapping?: ColumnMapping; hasHeader?: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const loaded = useMemo<LoadedImport | null>(() => {
    if (source === null) return null;
    const options = source.mapping ? { mapping: source.mapping, hasHeader: source.hasHeader ?? false } : {};
    return { fileName: source.fileName, encoding: source.encoding, text: source.text, file: readKeywordImport(source.text, options) };
  }, [source]);

  const load = useCallback(async (file: File) => {
    try {
      const { text, encoding } = await readImportFile(file);
      setSource({ fileName: file.name, encoding, text });
      setProblem(null);
      return { fileName: file.name, encoding, text, file: readKeywordImport(text) };
    } catch {
      setProblem(`${file.name} could not be read. Save it as CSV, TSV or plain text and try again.`);
      return null;
    }
  }, []);

  const remap = useCallback(
    (mapping: ColumnMapping, hasHeader: boolean) => {
      if (source === null) return null;
      setSource({ ...source, mapping, hasHeader });
      return { fileName: source.fileName, encoding: source.encoding, text: source.text, file: readKeywordImport(source.text, { mapping, hasHeader }) };
    },
    [source],
  );

  const clear = useCallback(() => {
    setSource(null);
    setProblem(null);
  }, []);

  return { loaded, problem, load, remap, clear };
}
