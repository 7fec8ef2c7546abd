import { describe, expect, it, vi } from 'vitest';
import { isAvailable } from '../../../commands/registry.ts';
import { demoContext } from '../../../../tests/support/command-test-context.ts';
import { contentProjectFrameCommands, type FrameActions } from './frame-commands.ts';

const ROUTE = '/briefing/7';

function actions(overrides: Partial<FrameActions> = {}): FrameActions {
  return {
    member: true, loggedIn: true, shared: false, current: 'briefing',
    open: vi.fn(), share: vi.fn(), copyLink: vi.fn(), unshare: vi.fn(), back: vi.fn(),
    ...overrides,
  };
}
const offered = (a: FrameActions, route = ROUTE) =>
  contentProjectFrameCommands(ROUTE, a).filter((c) => isAvailable(c, demoContext('power', { route }))).map((c) => c.id);

describe('content project frame commands', () => {
  it('offer the other three screens, share for an unshared project, and the way back', () => {
    expect(offered(actions())).toEqual(['content.project.competitors', 'content.project.wdf-idf', 'content.project.editor', 'content.project.share', 'content.project.back']);
  });

  it('offer copy and stop sharing instead of share once the project is shared', () => {
    const ids = offered(actions({ shared: true }));
    expect(ids).toEqual(expect.arrayContaining(['content.project.copy-link', 'content.project.unshare']));
    expect(ids).not.toContain('content.project.share');
  });

  it('offer no share actions behind a share link, even to a logged-in member', () => {
    const ids = offered(actions({ member: false, shared: true }));
    expect(ids.filter((id) => /share|copy/.test(id))).toEqual([]);
    expect(ids).toContain('content.project.back');
    expect(offered(actions({ member: false, loggedIn: false }))).not.toContain('content.project.back');
  });

  it('apply only on the screen that binds them', () => {
    expect(offered(actions(), '/content-projects')).toEqual([]);
  });

  it('open the picked screen and run the share actions', () => {
    const a = actions({ shared: true });
    const ctx = demoContext('power', { route: ROUTE });
    const byId = (id: string) => contentProjectFrameCommands(ROUTE, a).find((c) => c.id === id);
    void byId('content.project.editor')?.run(ctx);
    expect(a.open).toHaveBeenCalledWith('editor');
    void byId('content.project.copy-link')?.run(ctx);
    void byId('content.project.unshare')?.run(ctx);
    expect(a.copyLink).toHaveBeenCalledOnce();
    expect(a.unshare).toHaveBeenCalledOnce();
  });
});
