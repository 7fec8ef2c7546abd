import { describe, expect, it } from 'vitest';
import { visibleNavigation } from '../domain/access-nav.ts';
import { NAVIGATION } from '../routes/navigation.ts';
import { DEMO_USER_KEYS } from '../../tests/support/access-fixtures.ts';
import { activeBindings, findConflicts } from './bindings.ts';
import { commandId } from './command-types.ts';
import { companyLinkCommands, GLOBAL_COMMANDS } from './global-commands.ts';
import { createCommandRegistry } from './registry.ts';
import { demoContext, fakeEffects } from '../../tests/support/command-test-context.ts';

const registry = createCommandRegistry();
registry.register(GLOBAL_COMMANDS);
const ids = (user: Parameters<typeof demoContext>[0], options?: Parameters<typeof demoContext>[1]) =>
  registry.available(demoContext(user, options)).map((c) => c.id as string);
const RESEARCH = ['go.collections', 'go.ideas', 'go.suggests', 'go.searchvolume', 'go.questions', 'go.brands', 'go.brand-index'];

describe('when predicates against the demo users', () => {
  it('ideas@ (right 8 only) sees Go to Ideas as its only research screen, and no company switch', () => {
    const available = ids('ideas');
    expect(available.filter((id) => RESEARCH.includes(id))).toEqual(['go.ideas']);
    expect(available).not.toContain('account.switch-company');
    expect(available).toContain('go.home');
  });

  it('power@ reaches every research screen and the Advanced Mode toggle, but has one company only', () => {
    const available = ids('power');
    expect(available).toEqual(expect.arrayContaining([...RESEARCH, 'settings.advancedMode', 'go.content-projects', 'go.monitoring', 'go.ai-suite']));
    expect(available).not.toContain('account.switch-company');
  });

  it('multi@ has the company switch, with both companies to pick and the current one marked', () => {
    const ctx = demoContext('multi1');
    const command = registry.available(ctx).find((c) => c.id === 'account.switch-company');
    expect(command?.pick?.options(ctx)).toEqual([
      { id: '1', title: 'Demo GmbH', current: true },
      { id: '2', title: 'Orange Media', current: false },
    ]);
  });

  it('basic@ (no right 42) has no Advanced Mode toggle; admin@ has it without the right', () => {
    expect(ids('basic')).not.toContain('settings.advancedMode');
    expect(ids('admin')).toContain('settings.advancedMode');
  });

  it.each(DEMO_USER_KEYS)('%s: the Go to commands are exactly the side navigation of the route manifests', (user) => {
    const ctx = demoContext(user);
    const fromNav = visibleNavigation(ctx.access, NAVIGATION).suites.flatMap((s) => s.entries.map((e) => `go.${e.id}`));
    const fromCommands = ids(user).filter((id) => id.startsWith('go.') && id !== 'go.home' && id !== 'go.knowledge' && id !== 'go.pricing' && id !== 'go.settings');
    expect(fromCommands).toEqual(fromNav);
  });

  it('Go to Settings is offered to an admin whose plan allows Settings, and to nobody else', () => {
    expect(ids('admin')).toContain('go.settings');
    // power@ has right 17 but is no admin.
    expect(ids('power')).not.toContain('go.settings');
    expect(ids('orange')).not.toContain('go.settings');
    expect(ids('basic')).not.toContain('go.settings');
    // The same admin on plan 3, which blocks Settings (SPEC §6).
    const planThree = demoContext('admin');
    expect(registry.available({ ...planThree, access: { ...planThree.access, plan: 3 } }).map((c) => c.id as string)).not.toContain('go.settings');
  });

  it.each(DEMO_USER_KEYS)('%s: the active shortcuts do not conflict', (user) => {
    for (const platform of ['mac', 'other'] as const) {
      expect(findConflicts(activeBindings(registry.available(demoContext(user, { platform }))))).toEqual([]);
    }
  });

  it('advanced mode in the context needs both the right (or admin) and the setting', () => {
    expect(demoContext('power').advancedMode).toBe(false);
    expect(demoContext('power', { settings: { advancedMode: true } }).advancedMode).toBe(true);
    expect(demoContext('basic', { settings: { advancedMode: true } }).advancedMode).toBe(false);
  });
});

describe('what the commands do', () => {
  it('Go to Ideas navigates, Dark Mode flips the saved setting, Log out goes to /logout, switch company picks', async () => {
    const effects = fakeEffects();
    const ctx = demoContext('multi1', { effects, settings: { dark_mode: true } });
    const run = (id: string) => registry.get(commandId(id))?.run(ctx);
    await run('go.ideas');
    await run('settings.dark_mode');
    await run('account.logout');
    await registry.get(commandId('account.switch-company'))?.pick?.run(ctx, '2');
    expect(effects.navigate.mock.calls).toEqual([['/ideas'], ['/logout']]);
    expect(effects.updateSettings).toHaveBeenCalledWith({ dark_mode: false });
    expect(effects.switchCompany).toHaveBeenCalledWith(2);
  });

  it("company links are commands for the company's users, and none after an ended trial", () => {
    const links = [{ label: 'Portal', href: 'https://portal.example' }];
    const local = createCommandRegistry();
    local.register(companyLinkCommands(links));
    const withLinks = (user: 'white' | 'ended') => {
      const ctx = demoContext(user);
      return local.available({ ...ctx, access: { ...ctx.access, features: { ...ctx.access.features, extraNavigation: links } } });
    };
    expect(withLinks('white').map((c) => c.title)).toEqual(['Open Portal']);
    expect(withLinks('ended')).toEqual([]);
  });
});
