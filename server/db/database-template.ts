import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { projectRoot, projectRootFrom } from '../project-root.ts';
import { migrateToLatest, migrationNames } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

/**
 * A new embedded database starts as a copy of a migrated, empty one (decision 0067). PGlite's initdb
 * and the migrations cost about 8.5 s of CPU on the loaded 2-core machine, a copy of the closed
 * folder well under a second; the seed still runs on the copy, so a fresh start contains exactly
 * what it did. The template is a build output (dist/, like the server bundle), made by the first
 * start that needs one and named after what it holds, so a new migration or PGlite makes another.
 */
const templatesDir = path.join(projectRoot, 'dist', 'db-template');

function pglitePackageDir(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return projectRootFrom(path.dirname(entry));
}

let key: Promise<string> | undefined;

/** PGlite's version and the migrations' names: what decides the template's bytes. */
export function templateKey(): Promise<string> {
  key ??= (async () => {
    const manifest = JSON.parse(await fs.readFile(path.join(pglitePackageDir(), 'package.json'), 'utf8')) as { version?: unknown };
    const hash = createHash('sha256').update(JSON.stringify([String(manifest.version), migrationNames()])).digest('hex');
    return hash.slice(0, 16);
  })();
  return key;
}

/** fs.cp spent 0.5-1 s of CPU on the template's 1,243 files (a stat and a check per file); plain copies side by side take a third of that. */
async function copyTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  const entries = await fs.readdir(from, { withFileTypes: true });
  await Promise.all(entries.map((entry) => (entry.isDirectory() ? copyTree(path.join(from, entry.name), path.join(to, entry.name)) : fs.copyFile(path.join(from, entry.name), path.join(to, entry.name)))));
}

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/** A folder with PG_VERSION holds a database; one missing or empty is new. Anything else is left to PGlite. */
async function isNew(pgdata: string): Promise<boolean> {
  try {
    return (await fs.readdir(pgdata)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** initdb and every migration in a folder of its own, closed cleanly, then renamed into place. */
async function buildTemplate(target: string): Promise<void> {
  const building = `${target}.building-${process.pid}-${Date.now()}`;
  try {
    const pglite = await PGlite.create(building);
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    // Two starts building at once (test files side by side): the second rename fails and its copy goes.
    await fs.rename(building, target).catch(async (error: unknown) => {
      if (!(await exists(target))) throw error;
    });
  } finally {
    await fs.rm(building, { recursive: true, force: true });
  }
}

/**
 * Fills a new PGlite folder from the template (built first when there is none). Returns false, and
 * touches nothing, when the folder already holds something.
 */
export async function fillFromTemplate(pgdata: string, dir = templatesDir): Promise<boolean> {
  if (!(await isNew(pgdata))) return false;
  const template = path.join(dir, await templateKey());
  if (!(await exists(template))) {
    await fs.mkdir(dir, { recursive: true });
    await buildTemplate(template);
  }
  await copyTree(template, pgdata);
  return true;
}
