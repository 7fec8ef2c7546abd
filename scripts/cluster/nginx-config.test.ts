import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx-config.ts';

const config = nginxConfig({ dir: '/tmp/kwb-nginx-test', listenPort: 8080, backends: [{ name: 'a', port: 3001 }, { name: 'b', port: 3002 }] });

describe('nginxConfig', () => {
  it('pins a cookie to its instance with the others as backups, and round-robins without one', () => {
    expect(config).toContain('a kwb_a;');
    expect(config).toMatch(/upstream kwb_a \{\n {4}server 127\.0\.0\.1:3001 max_fails=1 fail_timeout=3s;\n {4}server 127\.0\.0\.1:3002 max_fails=1 fail_timeout=3s backup;\n {2}\}/);
    expect(config).toMatch(/upstream kwb_all \{\n {4}server 127\.0\.0\.1:3001 [^\n]*\n {4}server 127\.0\.0\.1:3002 [^\n]*;\n {2}\}/);
    expect(config).toContain('127.0.0.1:3002 b;');
  });

  it('upgrades websockets and never retries a 503 elsewhere (an outage would mark every instance down)', () => {
    expect(config).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(config).toContain('proxy_set_header Connection $connection_upgrade;');
    const retry = config.split('\n').find((line) => line.trim().startsWith('proxy_next_upstream '));
    expect(retry?.trim()).toBe('proxy_next_upstream error timeout http_502;');
  });

  it('listens on loopback and keeps every file nginx writes in its own folder', () => {
    expect(config).toContain('listen 127.0.0.1:8080;');
    const paths = config.match(/(?:pid|error_log|_temp_path) (\S+)/g) ?? [];
    expect(paths.length).toBe(7);
    expect(paths.every((entry) => entry.includes('/tmp/kwb-nginx-test/'))).toBe(true);
  });
});
