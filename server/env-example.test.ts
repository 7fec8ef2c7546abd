import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from './config.ts';
import { providerVariables } from './providers/select-providers.ts';

const example = fs.readFileSync(path.resolve(import.meta.dirname, '..', '.env.example'), 'utf8');
// Each variable is a commented line `# NAME=default`, so a copied file changes nothing until a line is uncommented.
const assignment = /^#\s?([A-Z][A-Z0-9_]*)=(.*)$/;
const listed = example.split('\n').flatMap((line) => {
  const match = assignment.exec(line);
  return match?.[1] ? [{ name: match[1], line: line.replace(/^#\s?/, '') }] : [];
});

describe('.env.example', () => {
  it('lists every variable the server reads, and none it does not', () => {
    const read = [...configVariables, ...providerVariables()].sort();
    expect(listed.map((entry) => entry.name).sort()).toEqual(read);
  });

  it('each variable once, under a line saying what it means', () => {
    const names = listed.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    const lines = example.split('\n');
    lines.forEach((line, index) => {
      // A pair such as DATAFORSEO_LOGIN / DATAFORSEO_PASSWORD shares one explanation.
      if (assignment.test(line)) expect(lines.slice(0, index).reverse().find((above) => !assignment.test(above)), line).toMatch(/^# \S.{9,}/);
    });
  });

  it('the defaults it shows are the configuration\'s own: every line uncommented starts the server as no file does', () => {
    const uncommented = parseEnv(listed.map((entry) => entry.line).join('\n'));
    expect(loadConfig(uncommented)).toEqual(loadConfig({}));
  });
});
