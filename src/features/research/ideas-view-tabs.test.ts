import { describe, expect, it } from 'vitest';
import { viewAfterKey } from './ideas-view-tabs.tsx';

describe('viewAfterKey', () => {
  it('moves with the arrow keys, wrapping around, and jumps with Home and End', () => {
    expect(viewAfterKey('matching', 'ArrowRight')).toBe('related');
    expect(viewAfterKey('questions', 'ArrowRight')).toBe('matching');
    expect(viewAfterKey('matching', 'ArrowLeft')).toBe('questions');
    expect(viewAfterKey('related', 'Home')).toBe('matching');
    expect(viewAfterKey('related', 'End')).toBe('questions');
  });

  it('ignores every other key', () => {
    expect(viewAfterKey('related', 'Enter')).toBeNull();
    expect(viewAfterKey('related', 'ArrowDown')).toBeNull();
  });
});
