/** Custom columns the tests share: a dropdown with its '-' entry and two options, and a free column. */
import type { CustomColumn } from '../../src/domain/contracts/collection-columns.ts';

export const STATUS_COLUMN: CustomColumn = {
  name: 'Status',
  type: 'dropdown',
  entries: [
    { id: 0, text: '-', color: '#ffffff' },
    { id: 1, text: 'Open', color: '#ff0000' },
    { id: 2, text: 'Done', color: '#00ff00' },
  ],
};

export const NOTE_COLUMN: CustomColumn = { name: 'Note', type: 'free', entries: [] };
