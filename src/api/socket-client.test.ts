import { describe, expect, it } from 'vitest';
import { transportsFor } from './socket-client.ts';

describe('transportsFor', () => {
  it('starts with polling, then upgrades to websocket (SPEC §7)', () => {
    expect(transportsFor(false)).toEqual(['polling', 'websocket']);
  });

  it('puts websocket first after a connection error, keeping polling as the fallback', () => {
    expect(transportsFor(true)).toEqual(['websocket', 'polling']);
  });

  it('hands out a fresh array, so a socket changing its options cannot change the next one', () => {
    const first = transportsFor(false);
    first.reverse();
    expect(transportsFor(false)).toEqual(['polling', 'websocket']);
  });
});
