import { describe, expect, it, vi } from 'vitest';
import { isAvailable } from '../../commands/registry.ts';
import { demoContext } from '../../../tests/support/command-test-context.ts';
import { ideasCommands, type IdeasActions } from './ideas-commands.ts';

function actions(over: Partial<IdeasActions> = {}): IdeasActions {
  return {
    view: 'matching', viewsApply: true, canLoadMore: false, canRetry: false, hasLookup: false,
    focusSeed: vi.fn(), showView: vi.fn(), loadMore: vi.fn(), retry: vi.fn(), clear: vi.fn(),
    ...over,
  };
}

const ids = (list: ReturnType<typeof ideasCommands>, route: string) =>
  list.filter((c) => isAvailable(c, demoContext('basic', { route }))).map((c) => c.id);

describe('ideas commands', () => {
  it('offer only what the screen can do now, and only on /ideas', () => {
    expect(ids(ideasCommands(actions()), '/ideas')).toEqual(['ideas.focus-seed', 'ideas.view-matching', 'ideas.view-related', 'ideas.view-questions']);
    expect(ids(ideasCommands(actions()), '/suggests')).toEqual([]);
    expect(ids(ideasCommands(actions({ viewsApply: false, hasLookup: true })), '/ideas')).toEqual(['ideas.focus-seed', 'ideas.clear']);
    expect(ids(ideasCommands(actions({ canLoadMore: true, canRetry: true, hasLookup: true })), '/ideas')).toHaveLength(7);
  });

  it('switch to the view they name and mark the current one', () => {
    const screen = actions({ view: 'related' });
    const list = ideasCommands(screen);
    const ctx = demoContext('basic', { route: '/ideas' });
    void list.find((c) => c.id === 'ideas.view-questions')?.run(ctx);
    expect(screen.showView).toHaveBeenCalledWith('questions');
    expect(list.filter((c) => c.checked?.(ctx)).map((c) => c.id)).toEqual(['ideas.view-related']);
  });
});
