import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file.ts';

const names = ['KWB_ENV_FILE_TEST_A', 'KWB_ENV_FILE_TEST_B', 'KWB_ENV_FILE_TEST_C', 'KWB_ENV_FILE_TEST_D'] as const;

describe('loadEnvFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwb-env-'));
  afterEach(() => {
    for (const name of names) delete process.env[name];
  });

  it('sets what the file names, and a variable already set wins, even an empty one', () => {
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, ['# a comment', 'KWB_ENV_FILE_TEST_A=from-file', 'KWB_ENV_FILE_TEST_B=from-file', 'KWB_ENV_FILE_TEST_C="quoted # not a comment"', 'KWB_ENV_FILE_TEST_D=from-file'].join('\n'));
    process.env.KWB_ENV_FILE_TEST_B = 'explicit';
    process.env.KWB_ENV_FILE_TEST_D = '';
    expect(loadEnvFile(file)).toBe(file);
    expect(process.env.KWB_ENV_FILE_TEST_A).toBe('from-file');
    expect(process.env.KWB_ENV_FILE_TEST_B).toBe('explicit');
    expect(process.env.KWB_ENV_FILE_TEST_C).toBe('quoted # not a comment');
    expect(process.env.KWB_ENV_FILE_TEST_D).toBe('');
  });

  it('no file: nothing is set and null says so', () => {
    expect(loadEnvFile(path.join(dir, 'missing.env'))).toBeNull();
    expect(process.env.KWB_ENV_FILE_TEST_A).toBeUndefined();
  });
});
