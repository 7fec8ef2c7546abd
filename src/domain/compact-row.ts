/**
 * The keyword row of a compact row on the wire (contracts/compact-rows.ts): built by the builder
 * the server builds whole rows with, custom values put in as the server puts them in, so a client
 * that builds its rows sees exactly the rows a whole answer would have carried.
 */
import { withCustoms } from './collection-custom-columns.ts';
import { keywordRowFromCompact } from './compact-keyword-row.ts';
import type { CompactRow } from './contracts/compact-rows.ts';
import type { KeywordRow } from './keyword-row.ts';

export function rowOfCompact(item: CompactRow): KeywordRow {
  const row = 'm' in item ? keywordRowFromCompact(item.m) : item.r;
  return item.x === undefined ? row : withCustoms(row, item.x);
}
