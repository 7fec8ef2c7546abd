import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.ts';
import { fillFromTemplate, templateKey } from '../../server/db/database-template.ts';

// The run's seeded folder stands in for the template: what is checked is that a new folder gets a
// copy of the template named by the key and that a folder holding anything is never touched.
// Building a template (initdb) costs seconds; the server's own start builds and uses the real one
// in seed.test.ts ("the server started twice on one embedded data folder").
describe('a new embedded folder from the database template', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-template-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('copies the template named by the key into a missing or empty folder, and leaves a used folder alone', async () => {
    const templates = await tempDir();
    await fs.cp(inject('templateDatabases').pgliteSeeded, path.join(templates, await templateKey()), { recursive: true });
    const root = await tempDir();

    const missing = path.join(root, 'missing');
    expect(await fillFromTemplate(missing, templates)).toBe(true);
    const empty = path.join(root, 'empty');
    await fs.mkdir(empty);
    expect(await fillFromTemplate(empty, templates)).toBe(true);
    const handle = await openDatabase({ kind: 'pglite', dataDir: empty });
    try {
      const users = await handle.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(11);
    } finally {
      await handle.close();
    }

    const used = path.join(root, 'used');
    await fs.mkdir(used);
    await fs.writeFile(path.join(used, 'PG_VERSION'), 'not a template\n');
    expect(await fillFromTemplate(used, templates)).toBe(false);
    expect(await fs.readdir(used)).toEqual(['PG_VERSION']);
    expect(await fs.readFile(path.join(used, 'PG_VERSION'), 'utf8')).toBe('not a template\n');
  });

  it('names the template after PGlite and the migrations, the same on every call', async () => {
    expect(await templateKey()).toMatch(/^[0-9a-f]{16}$/);
    expect(await templateKey()).toBe(await templateKey());
  });
});
