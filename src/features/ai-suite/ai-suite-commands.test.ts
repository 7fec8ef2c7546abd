import { describe, expect, it, vi } from 'vitest';
import { createCommandRegistry } from '../../commands/registry.ts';
import type { Command } from '../../commands/command-types.ts';
import { demoContext } from '../../../tests/support/command-test-context.ts';
import { aiProjectCommands, aiSuiteListCommands, type AiProjectActions, type AiSuiteListActions } from './ai-suite-commands.ts';

const listActions = (overrides: Partial<AiSuiteListActions> = {}): AiSuiteListActions => ({
  options: [{ id: '7', title: 'Winter Sale texts' }], canUndo: false, create: vi.fn(), open: vi.fn(), remove: vi.fn(), undo: vi.fn(), ...overrides,
});
const projectActions = (overrides: Partial<AiProjectActions> = {}): AiProjectActions => ({
  tasks: [{ id: 'title', title: 'Title tags' }, { id: 'description', title: 'Meta descriptions', current: true }], canRun: true, run: vi.fn(), showTask: vi.fn(), back: vi.fn(), ...overrides,
});

function available(route: string, commands: Command[]) {
  const registry = createCommandRegistry();
  registry.register(commands);
  return registry.available(demoContext('power', { route }));
}

describe('AI Suite commands', () => {
  it('offer undo only while a delete can be undone, on /ai-suite only', () => {
    const titles = available('/ai-suite', aiSuiteListCommands(listActions())).map((c) => c.title);
    expect(titles).toEqual(['New AI project', 'Open an AI project…', 'Delete an AI project…']);
    expect(available('/ai-suite', aiSuiteListCommands(listActions({ canUndo: true }))).map((c) => c.title)).toContain('Undo delete AI project');
    expect(available('/collections', aiSuiteListCommands(listActions()))).toEqual([]);
  });

  it('delete and open the picked project by its id', () => {
    const actions = listActions();
    const commands = aiSuiteListCommands(actions);
    const ctx = demoContext('power', { route: '/ai-suite' });
    const pick = (id: string) => commands.find((c) => c.id === id)?.pick;
    expect(pick('ai-suite.delete')?.options(ctx).map((o) => o.title)).toEqual(['Winter Sale texts']);
    void pick('ai-suite.delete')?.run(ctx, '7');
    void pick('ai-suite.open')?.run(ctx, '7');
    expect(actions.remove).toHaveBeenCalledWith(7);
    expect(actions.open).toHaveBeenCalledWith(7);
  });

  it('on a project: writing only when no run is under way, and a task picked by its id', () => {
    const running = available('/ai-suite/project/7', aiProjectCommands(projectActions({ canRun: false }))).map((c) => c.title);
    expect(running).toEqual(['Show a task of this project…', 'Back to all AI projects']);
    const actions = projectActions();
    const commands = aiProjectCommands(actions);
    expect(available('/ai-suite/project/7', commands).map((c) => c.title)).toContain('Write the texts of this task');
    void commands.find((c) => c.id === 'ai-project.task')?.pick?.run(demoContext('power', { route: '/ai-suite/project/7' }), 'title');
    expect(actions.showTask).toHaveBeenCalledWith('title');
  });
});
