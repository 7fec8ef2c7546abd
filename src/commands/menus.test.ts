import { describe, expect, it } from 'vitest';
import { landingPath } from '../domain/access.ts';
import { visibleNavigation } from '../domain/access-nav.ts';
import { NAVIGATION } from '../routes/navigation.ts';
import { DEMO_USER_KEYS } from '../../tests/support/access-fixtures.ts';
import { mayUseAdvancedMode } from '../domain/access-rules.ts';
import { companyLinkCommands, GLOBAL_COMMANDS } from './global-commands.ts';
import { menuLabel, sideNavModel, userMenuModel } from './menus.ts';
import { paletteSections } from './palette-model.ts';
import { createCommandRegistry } from './registry.ts';
import { demoContext } from '../../tests/support/command-test-context.ts';

/** The side navigation and the user menu render exactly these models (side-nav.tsx, user-menu.tsx). */
describe.each(DEMO_USER_KEYS)('%s: menus are views of the registry', (user) => {
  const registry = createCommandRegistry();
  const ctx = demoContext(user);
  registry.register([...GLOBAL_COMMANDS, ...companyLinkCommands(ctx.access.features.extraNavigation)]);
  const available = registry.available(ctx);
  const inPalette = new Set(paletteSections(available, []).flatMap((s) => s.commands.map((c) => c.id)));
  const sideNav = sideNavModel(available).flatMap((g) => g.commands);
  const menu = userMenuModel(available);

  it('every side-navigation and user-menu entry is a registered command the palette offers', () => {
    for (const command of [...sideNav, ...menu.switches, ...menu.actions]) {
      expect(registry.get(command.id)).toBe(command);
      expect(inPalette.has(command.id), command.id).toBe(true);
    }
  });

  it('the side navigation shows Home, the knowledge base and Settings (for whom it opens), then the entries of the route manifests, then the company links', () => {
    const navigation = visibleNavigation(ctx.access, NAVIGATION);
    expect(sideNav.map((c) => [menuLabel(c), c.href])).toEqual([
      ['Home', '/'],
      ['Knowledge base', '/knowledge'],
      ...(landingPath('/settings', ctx.access) === '/settings' ? [['Settings', '/settings']] : []),
      ...navigation.suites.flatMap((s) => s.entries.map((e) => [e.label, e.href])),
      ...navigation.extra.map((e) => [e.label, e.href]),
    ]);
  });

  it('the user menu has the SPEC §2 switches (Advanced Mode with right 42 or admin) and Log out', () => {
    const switches = ['Dark Mode', ...(mayUseAdvancedMode(ctx.access) ? ['Advanced Mode'] : []), 'Accessibility Mode', 'Bold text', 'High contrast'];
    expect(menu.switches.map(menuLabel)).toEqual(switches);
    expect(menu.actions.map(menuLabel)).toEqual(['Log out']);
  });
});
