/**
 * How imported values are named and shown: always with the tool they came from, so they are never
 * taken for our own metrics ("Imported volume (Semrush)"), numbers in German format (SPEC §9).
 */
import { formatNumber, type Decimals } from '../number-format.ts';
import { sharedCurrency, type SharedCurrency } from './import-currency.ts';
import { IMPORT_TOOL_LABELS, type ImportTool } from './import-headers.ts';
import type { ImportedNumber, KeywordImport, NumberField } from './keyword-import.ts';

const NO_CURRENCY: SharedCurrency = { kind: 'none' };

const NAMES: Record<NumberField, string> = {
  volume: 'volume',
  difficulty: 'KD',
  cpc: 'CPC',
  position: 'position',
  clicks: 'clicks',
  impressions: 'impressions',
};

/** The decimals a field's values are written with: CPC and position as 1,50, counts whole. */
export const DECIMALS: Record<NumberField, Decimals> = { volume: 0, clicks: 0, impressions: 0, difficulty: 0, cpc: 2, position: 2 };

/** `Imported volume (Semrush)`; a file of no known tool is `Imported volume (file name.csv)`. */
export function importedColumnLabel(field: NumberField | 'url', tool: ImportTool, fileName: string, currency: SharedCurrency = NO_CURRENCY): string {
  return importedLabel(field, importSource(tool, fileName), currency);
}

/** Where imported values came from, as their labels name it: the tool, or a plain file's name. */
export const importSource = (tool: ImportTool, fileName: string): string => (tool === 'file' ? fileName : IMPORT_TOOL_LABELS[tool]);

/**
 * `Imported volume (Semrush)`: the label of a stored source's column too. A CPC names its currency
 * (`Imported CPC in USD (Semrush)`), or says the file named none, so it never reads as our euros.
 */
export function importedLabel(field: NumberField | 'url', source: string, currency: SharedCurrency = NO_CURRENCY): string {
  if (field !== 'cpc') return `Imported ${field === 'url' ? 'URL' : NAMES[field]} (${source})`;
  if (currency.kind === 'one') return `Imported CPC in ${currency.code} (${source})`;
  return `Imported CPC, ${currency.kind === 'several' ? 'several currencies' : 'currency not named'} (${source})`;
}

/** The currency the CPC values of a file share (see import-currency.ts). */
export function fileCpcCurrency(file: KeywordImport): SharedCurrency {
  return sharedCurrency(file.rows.filter((row) => row.numbers.cpc !== undefined).map((row) => row.currency));
}

/** `12.000`, `1,50`; a range as written, in German format: `100–1.000`, `< 10`, `> 1.000.000`. */
export function formatImportedNumber(value: ImportedNumber, field: NumberField): string {
  // A whole-number field keeps a decimal a tool wrote (KD 85,18) instead of rounding it away.
  const show = (n: number) => formatNumber(n, DECIMALS[field] === 2 || !Number.isInteger(n) ? 2 : 0);
  if (value.kind === 'value') return show(value.value);
  if (value.low === null && value.high !== null) return `< ${show(value.high)}`;
  if (value.high === null && value.low !== null) return `> ${show(value.low)}`;
  return `${show(value.low ?? 0)}–${show(value.high ?? 0)}`;
}

/** The number fields a file gives at least one value for, in a fixed order. */
export function importedFields(file: KeywordImport): NumberField[] {
  const order: NumberField[] = ['volume', 'difficulty', 'cpc', 'position', 'clicks', 'impressions'];
  return order.filter((field) => file.mapping[field] !== null);
}
