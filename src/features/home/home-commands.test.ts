import { describe, expect, it, vi } from 'vitest';
import { createCommandRegistry } from '../../commands/registry.ts';
import { accessContextFromStartup } from '../../domain/access-context.ts';
import { homeCards } from '../../domain/home-cards.ts';
import { DEMO_STARTUP } from '../../../tests/support/access-fixtures.ts';
import { demoContext } from '../../../tests/support/command-test-context.ts';
import { homeCommands } from './home-commands.ts';

describe('Home\'s card commands', () => {
  it('are offered for the cards the person has, and open what the card links to', async () => {
    const open = vi.fn();
    const registry = createCommandRegistry();
    registry.register(homeCommands(homeCards(accessContextFromStartup(DEMO_STARTUP.basic)), open));
    const ctx = demoContext('basic', { route: '/' });
    const offered = registry.available(ctx).filter((c) => c.id.startsWith('home.card.'));
    expect(offered.map((c) => c.title)).toEqual(['Open the Research card', 'Open the Content card']);
    await offered[0]?.run(ctx);
    await offered[1]?.run(ctx);
    expect(open.mock.calls).toEqual([['/collections'], ['/content-projects']]);
  });
});
