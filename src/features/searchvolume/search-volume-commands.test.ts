import { describe, expect, it, vi } from 'vitest';
import { isAvailable } from '../../commands/registry.ts';
import { demoContext } from '../../../tests/support/command-test-context.ts';
import { searchVolumeCommands, type SearchVolumeActions } from './search-volume-commands.ts';

function actions(over: Partial<SearchVolumeActions> = {}): SearchVolumeActions {
  return {
    canStart: false, canResume: false, canSave: false, canShare: false, hasJob: false, canMapColumns: false, mapColumns: vi.fn(),
    focusKeywords: vi.fn(), uploadFile: vi.fn(), start: vi.fn(), resume: vi.fn(), save: vi.fn(), share: vi.fn(),
    newLookup: vi.fn(),
    ...over,
  };
}

const ids = (list: ReturnType<typeof searchVolumeCommands>, route: string) =>
  list.filter((c) => isAvailable(c, demoContext('basic', { route }))).map((c) => c.id);

describe('search volume commands', () => {
  it('offer only what the screen can do now, and only on /searchvolume', () => {
    expect(ids(searchVolumeCommands(actions()), '/searchvolume')).toEqual(['searchvolume.focus-keywords', 'searchvolume.upload-file']);
    expect(ids(searchVolumeCommands(actions()), '/collections')).toEqual([]);
    const all = searchVolumeCommands(actions({ canStart: true, canResume: true, canSave: true, canShare: true, hasJob: true, canMapColumns: true }));
    expect(ids(all, '/searchvolume')).toHaveLength(8);
    expect(new Set(all.map((c) => c.id)).size).toBe(8);
  });

  it('run the screen action of the same name', () => {
    const screen = actions({ canStart: true, canSave: true });
    const list = searchVolumeCommands(screen);
    const ctx = demoContext('basic', { route: '/searchvolume' });
    void list.find((c) => c.id === 'searchvolume.start')?.run(ctx);
    void list.find((c) => c.id === 'searchvolume.save-collection')?.run(ctx);
    expect(screen.start).toHaveBeenCalledOnce();
    expect(screen.save).toHaveBeenCalledOnce();
    expect(screen.resume).not.toHaveBeenCalled();
    const mapping = actions({ canMapColumns: true });
    void searchVolumeCommands(mapping).find((c) => c.id === 'searchvolume.map-columns')?.run(ctx);
    expect(mapping.mapColumns).toHaveBeenCalledOnce();
  });
});
