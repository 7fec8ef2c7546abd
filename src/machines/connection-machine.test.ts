import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CONNECTION_LOST_MESSAGE, connectionMachine, showsConnectionOverlay } from './connection-machine.ts';

const start = (online: boolean) =>
  createActor(connectionMachine, { input: { online }, clock: new SimulatedClock() }).start();
const overlay = (actor: ReturnType<typeof start>) => showsConnectionOverlay(actor.getSnapshot());

describe('connection machine', () => {
  it('names the overlay exactly as SPEC §4 does', () => {
    expect(CONNECTION_LOST_MESSAGE).toBe('Connection lost. Reconnecting...');
  });

  it('shows the overlay while the browser is offline', () => {
    const actor = start(true);
    expect(overlay(actor)).toBe(false);
    actor.send({ type: 'BROWSER_OFFLINE' });
    expect(overlay(actor)).toBe(true);
    actor.send({ type: 'BROWSER_ONLINE' });
    expect(overlay(actor)).toBe(false);
  });

  it('starts offline when the browser says so', () => {
    const actor = start(false);
    expect(actor.getSnapshot().value).toEqual({ browser: 'offline', socket: 'neverConnected' });
    expect(overlay(actor)).toBe(true);
  });

  it('shows the overlay while a connected socket is lost, until it reconnects', () => {
    const actor = start(true);
    actor.send({ type: 'SOCKET_DISCONNECTED' });
    expect(overlay(actor)).toBe(false);
    actor.send({ type: 'SOCKET_CONNECTED' });
    actor.send({ type: 'SOCKET_DISCONNECTED' });
    expect(overlay(actor)).toBe(true);
    actor.send({ type: 'SOCKET_CONNECTED' });
    expect(overlay(actor)).toBe(false);
  });

  it('keeps the overlay until both the browser and the socket are back', () => {
    const actor = start(true);
    actor.send({ type: 'SOCKET_CONNECTED' });
    actor.send({ type: 'BROWSER_OFFLINE' });
    actor.send({ type: 'SOCKET_DISCONNECTED' });
    actor.send({ type: 'BROWSER_ONLINE' });
    expect(overlay(actor)).toBe(true);
    actor.send({ type: 'SOCKET_CONNECTED' });
    expect(overlay(actor)).toBe(false);
  });
});
