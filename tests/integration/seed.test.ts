import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import { startServer } from '../../server/main.ts';
import { databaseKinds, freshDatabase } from './harness.ts';
import { snapshotTables } from './table-snapshot.ts';

describe.each(databaseKinds)('demo seed on %s', (kind) => {
  it('a second seed changes nothing and keeps a changed setting', async () => {
    const database = await freshDatabase(kind);
    try {
      const { db } = database.handle;
      await migrateToLatest(db);
      await seedDemoData(db);
      await db.updateTable('users').set({ settings: { dark_mode: true, advancedMode: false, primary_black: false, accessibility_mode: true, bold_text: false, show_update_message: true } }).where('id', '=', 2).execute();
      const first = await snapshotTables(db);
      await migrateToLatest(db);
      await seedDemoData(db);
      expect(await snapshotTables(db)).toEqual(first);
      expect(first.companies).toHaveLength(5);
      expect(first.users).toHaveLength(11);
      expect((first.memberships as Array<{ user_id: number }>).filter((m) => m.user_id === 9)).toHaveLength(2);
      const collections = await db.selectFrom('collections').selectAll().orderBy('id').execute();
      const keywords = await db.selectFrom('collection_keywords').select(['collection_id', 'identity', 'position', 'row', 'metrics']).orderBy('position').execute();
      expect(collections).toHaveLength(1);
      expect(collections[0]).toMatchObject({ company_id: 1, name: 'Winter Sale', location: 2276, language: 'de', deleted_at: null });
      expect(collections[0]?.share_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(keywords.length).toBeGreaterThanOrEqual(200);
      expect(keywords.map((k) => k.identity)).toEqual(expect.arrayContaining(['glühwein kaufen', 'winterjacke damen', 'skiurlaub österreich']));
      // Seeded rows are what the builder makes from metrics, so they are kept compact (decision 0064).
      expect(keywords.every((k) => k.row === null && k.metrics !== null && 'v' in k.metrics.h && k.metrics.h.v.length === 48)).toBe(true);
    } finally {
      await database.drop();
    }
  });

  it('a renamed or deleted Winter Sale is not seeded again', async () => {
    const database = await freshDatabase(kind);
    try {
      const { db } = database.handle;
      await migrateToLatest(db);
      await seedDemoData(db);
      await db.updateTable('collections').set({ name: 'Winter Sale 2023' }).where('name', '=', 'Winter Sale').execute();
      await seedDemoData(db);
      expect((await db.selectFrom('collections').select('name').execute()).map((c) => c.name)).toEqual(['Winter Sale 2023']);
      await db.updateTable('collections').set({ deleted_at: new Date() }).execute();
      await seedDemoData(db);
      expect(await db.selectFrom('collections').select('name').where('deleted_at', 'is', null).execute()).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});

describe('the server started twice on one embedded data folder', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('seeds on the first start and changes nothing on the second', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kwb-seed-'));
    dirs.push(dataDir);
    const config = { ...loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }) };
    const first = await startServer(config);
    const snapshotA = await snapshotTables(first.database.db);
    await first.close();
    const second = await startServer(config);
    const snapshotB = await snapshotTables(second.database.db);
    await second.close();
    expect(snapshotB).toEqual(snapshotA);
    expect(snapshotA.users).toHaveLength(11);
    expect(snapshotA.collections).toHaveLength(1);
    expect(snapshotA.collection_keywords?.length).toBeGreaterThanOrEqual(200);
  });
});
