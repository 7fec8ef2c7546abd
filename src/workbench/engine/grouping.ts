/** The groupings of the table: near-duplicates, category, search intent, or a custom column's value; each group sums its volume. */
import { numberColumn, type ColumnStore } from './column-store.ts';
import { groupDuplicateIds } from './duplicate-groups.ts';
import { categoryCodes, customCodes, customLabelCodes, groupByLabels, groupByValue, intentCodes } from './value-groups.ts';

import type { Grouping } from '../../domain/contracts/table-view.ts';

export type { Grouping };

export interface RowGroup {
  /** Stable across filter and sort while the group exists, so an expanded group stays expanded. */
  key: string;
  /** The category or custom value; null for duplicate groups and for the rows without a value. */
  label: string | null;
  /** The row a duplicate group is shown as; null for value groups, which show a header line. */
  head: number | null;
  /** Every row of the group in view order, the head first. */
  ids: Uint32Array;
  /** The sum of the rows' average search volume; rows without one add nothing. */
  volume: number;
}

function summedVolume(store: ColumnStore, ids: ArrayLike<number>): number {
  const avgsv = numberColumn(store, 2);
  let volume = 0;
  for (let i = 0; i < ids.length; i++) {
    const v = avgsv[ids[i] ?? 0] ?? Number.NaN;
    if (!Number.isNaN(v)) volume += v;
  }
  return volume;
}

/** The groups of `order` (already filtered and sorted); none for `{ by: 'none' }`. */
export function groupIds(store: ColumnStore, order: Uint32Array, grouping: Grouping): RowGroup[] {
  switch (grouping.by) {
    case 'none':
      return [];
    case 'duplicates': {
      const { ids, starts } = groupDuplicateIds(store, order);
      const groups: RowGroup[] = [];
      for (let g = 0; g + 1 < starts.length; g++) {
        const members = ids.subarray(starts[g], starts[g + 1]);
        const head = members[0] ?? 0;
        groups.push({ key: `duplicates:${head}`, label: null, head, ids: members, volume: summedVolume(store, members) });
      }
      return groups;
    }
    case 'category':
    case 'intent':
    case 'custom': {
      const labelled = grouping.by === 'custom' ? customLabelCodes(store, grouping.name) : null;
      const prefix = grouping.by === 'custom' ? `custom:${grouping.name}` : grouping.by;
      const codes = () => (grouping.by === 'category' ? categoryCodes(store) : grouping.by === 'intent' ? intentCodes(store) : customCodes(store, grouping.name));
      const valueGroups = labelled ? groupByLabels(order, labelled) : groupByValue(order, codes());
      return valueGroups.map(({ label, ids }) => ({
        key: label === null ? `${prefix}:none` : `${prefix}=${label}`,
        label,
        head: null,
        ids,
        volume: summedVolume(store, ids),
      }));
    }
  }
}
