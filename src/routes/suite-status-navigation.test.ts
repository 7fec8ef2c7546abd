// The suite status machine fed the manifests' real navigation: it lives beside the route tree, as machines may not import routes.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { DEMO_STARTUP } from '../../tests/support/access-fixtures.ts';
import { NAVIGATION } from './navigation.ts';
import { suiteStatusMachine } from '../machines/suite-status-machine.ts';

const start = () => createActor(suiteStatusMachine, { clock: new SimulatedClock(), input: { groups: NAVIGATION } }).start();
const suites = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.navigation.suites.map((s) => s.suite);
const entries = (actor: ReturnType<typeof start>) =>
  actor.getSnapshot().context.navigation.suites.flatMap((s) => s.entries.map((e) => e.id));

describe('suite status machine', () => {
  it('shows nothing until the start-up data arrives', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(suites(actor)).toEqual([]);
  });

  it('shows the suites of the user in their company', () => {
    const actor = start();
    actor.send({ type: 'STARTUP_LOADED', startup: DEMO_STARTUP.orange });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(suites(actor)).toEqual(['research', 'content', 'monitoring', 'ai', 'chat']);
    expect(entries(actor)).toContain('internal-searches');
    expect(entries(actor)).not.toContain('wdf-idf');
  });

  it('updates on a company switch, emptying the navigation while the new data loads', () => {
    const actor = start();
    actor.send({ type: 'STARTUP_LOADED', startup: DEMO_STARTUP.admin });
    expect(entries(actor)).toContain('wdf-idf');
    actor.send({ type: 'STARTUP_CLEARED' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(suites(actor)).toEqual([]);
    actor.send({ type: 'STARTUP_LOADED', startup: DEMO_STARTUP.white });
    expect(actor.getSnapshot().context.companyId).toBe(3);
    expect(suites(actor)).toEqual(['research', 'monitoring']);
    expect(actor.getSnapshot().context.navigation.extra).toHaveLength(2);
  });

  it('shows no suite after an ended trial', () => {
    const actor = start();
    actor.send({ type: 'STARTUP_LOADED', startup: DEMO_STARTUP.ended });
    expect(suites(actor)).toEqual([]);
  });
});
