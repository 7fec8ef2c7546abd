import { describe, expect, it } from 'vitest';
import { cannotMoveAnnouncement, reorderAnnouncement } from './reorder-announcement.ts';

describe('reorderAnnouncement', () => {
  it('says the new position among the rows', () => {
    expect(reorderAnnouncement('Avg. volume', { position: 3, total: 14, group: null })).toBe('Avg. volume moved to position 3 of 14.');
  });
  it('names the group a grouped row moved within', () => {
    expect(reorderAnnouncement('Nov 2024', { position: 2, total: 12, group: 'months' }, 'Monthly volumes')).toBe(
      'Nov 2024 moved to position 2 of 12 in Monthly volumes.',
    );
  });
  it('says when a row cannot move', () => {
    expect(cannotMoveAnnouncement('Keyword', -1)).toBe('Keyword cannot move up.');
    expect(cannotMoveAnnouncement('Peak', 1)).toBe('Peak cannot move down.');
  });
});
