import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readServedBuildId } from './served-build.ts';

const folders: string[] = [];
const clientDir = (buildJson?: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwb-served-build-'));
  folders.push(dir);
  if (buildJson !== undefined) fs.writeFileSync(path.join(dir, 'build.json'), buildJson);
  return dir;
};

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('readServedBuildId', () => {
  it('reads the build id vite.config.ts writes', () => {
    expect(readServedBuildId(clientDir('{"build_id":"2026-11-26T12:00:00.000Z"}\n'))).toBe('2026-11-26T12:00:00.000Z');
  });

  it('is undefined without a usable build.json, so the instance tells no client to reload', () => {
    for (const broken of [undefined, '', '{', '{}', '{"build_id":"yesterday"}', '"2026-11-26T12:00:00.000Z"']) {
      expect(readServedBuildId(clientDir(broken)), String(broken)).toBeUndefined();
    }
  });
});
