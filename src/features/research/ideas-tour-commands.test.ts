import { describe, expect, it, vi } from 'vitest';
import { isAvailable } from '../../commands/registry.ts';
import { demoContext } from '../../../tests/support/command-test-context.ts';
import { ideasTourCommands } from './ideas-tour-commands.ts';

describe('Ideas tour command', () => {
  it('is offered on /ideas only and restarts the tour', () => {
    const restart = vi.fn();
    const [command] = ideasTourCommands(restart);
    if (!command) throw new Error('no command');
    expect(command).toMatchObject({ id: 'ideas.tour.start', title: 'Start the Ideas tour' });
    expect(isAvailable(command, demoContext('basic', { route: '/ideas' }))).toBe(true);
    expect(isAvailable(command, demoContext('basic', { route: '/suggests' }))).toBe(false);
    void command.run(demoContext('basic', { route: '/ideas' }));
    expect(restart).toHaveBeenCalledOnce();
  });
});
