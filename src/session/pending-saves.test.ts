import { describe, expect, it, vi } from 'vitest';
import { flushHeldSaves, flushHeldSavesOnPageHide, holdSave } from './pending-saves.ts';

describe('held-back saves', () => {
  it('are all sent and awaited on flush, a failing one included, and only once', async () => {
    const sent: string[] = [];
    holdSave(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push('layout');
    });
    holdSave(async () => {
      throw new Error('offline');
    });
    await expect(flushHeldSaves()).resolves.toBeUndefined();
    expect(sent).toEqual(['layout']);
    await flushHeldSaves();
    expect(sent).toEqual(['layout']);
  });

  it('a save taken off before the flush is not sent', async () => {
    const flush = vi.fn(async () => undefined);
    const release = holdSave(flush);
    release();
    await flushHeldSaves();
    expect(flush).not.toHaveBeenCalled();
  });

  it('a page being left sends them as requests that outlive it', async () => {
    const page = new EventTarget();
    const stop = flushHeldSavesOnPageHide(page);
    const flush = vi.fn(async () => undefined);
    holdSave(flush);
    page.dispatchEvent(new Event('pagehide'));
    await Promise.resolve();
    expect(flush).toHaveBeenCalledWith({ keepalive: true });
    stop();
    const later = vi.fn(async () => undefined);
    holdSave(later);
    page.dispatchEvent(new Event('pagehide'));
    expect(later).not.toHaveBeenCalled();
    await flushHeldSaves();
    expect(later).toHaveBeenCalledWith({ keepalive: false });
  });
});
