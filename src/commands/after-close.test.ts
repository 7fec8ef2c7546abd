import { describe, expect, it } from 'vitest';
import { createAfterClose } from './after-close.ts';

describe('after the palette closes', () => {
  it('runs the chosen command only once the dialog has closed, and only once', () => {
    const ran: string[] = [];
    const after = createAfterClose();
    after.schedule(() => ran.push('write in the editor'));
    expect(ran).toEqual([]);
    after.closed();
    expect(ran).toEqual(['write in the editor']);
    after.closed();
    expect(ran).toEqual(['write in the editor']);
  });

  it('runs nothing when the palette was closed without a choice (Escape)', () => {
    const ran: string[] = [];
    const after = createAfterClose();
    after.closed();
    after.schedule(() => ran.push('later'));
    after.closed();
    expect(ran).toEqual(['later']);
  });

  it('runs the last choice when a second comes before the close', () => {
    const ran: string[] = [];
    const after = createAfterClose();
    after.schedule(() => ran.push('first'));
    after.schedule(() => ran.push('second'));
    after.closed();
    expect(ran).toEqual(['second']);
  });
});
