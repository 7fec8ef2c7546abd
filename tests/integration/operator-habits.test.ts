import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A built client as Vite writes it with `sourcemap: 'hidden'`: the map beside the script, not named in it. */
function fakeClientBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwb-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  return dir;
}

describe('operator habits: source maps, request ids', () => {
  const clientDir = fakeClientBuild();
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString()), done()) });
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    production = await createTestApp('pglite', { clientDir, logLevel: 'debug', logger: pino({ level: 'debug' }, sink) });
    development = await createTestApp('pglite', { clientDir, serveSourceMaps: true });
  });
  afterAll(async () => {
    await production?.close();
    await development?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('production serves the scripts but never their source maps: 404, not the app page', async () => {
    const script = await production.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?x=1', '/assets/missing.js.map']) {
      const map = await production.app.inject({ method: 'GET', url });
      expect(map.statusCode, url).toBe(404);
      expect(map.headers['content-type'], url).toMatch(/^application\/json/);
      expect(map.body, url).not.toContain('"sources"');
    }
    expect((await production.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js.map' })).statusCode).toBe(404);
  });

  it('development (npm run dev) serves them', async () => {
    const map = await development.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('"sources"');
  });

  it('every answer names its request id: the caller\'s safe token, else a new UUID', async () => {
    const honoured = await production.app.inject({ method: 'GET', url: '/api/status', headers: { 'x-request-id': 'lb-7f3c.42' } });
    expect(honoured.headers['x-request-id']).toBe('lb-7f3c.42');
    const unsafe = await production.app.inject({ method: 'GET', url: '/api/status', headers: { 'x-request-id': 'forged" "level":60' } });
    expect(unsafe.headers['x-request-id']).toMatch(UUID);
    const none = await production.app.inject({ method: 'GET', url: '/nothing/here.js.map' });
    expect(none.statusCode).toBe(404);
    expect(none.headers['x-request-id']).toMatch(UUID);
  });

  it('the request lines of the log carry that id', async () => {
    await production.app.inject({ method: 'GET', url: '/api/status', headers: { 'x-request-id': 'trace-me-1' } });
    const mine = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((line) => line.reqId === 'trace-me-1');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
