/**
 * The import boundaries of eslint.config.js, fed one forbidden import each: a rule that is weakened
 * or dropped fails here, not silently in review. Each case also lints an allowed neighbour, so a
 * zone that forbids everything fails too.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** Some module in a folder, found on disk so the cases outlive renames inside it. */
function moduleIn(dir: string): string {
  const entries = readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const file = entries.find((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name));
  if (file) return `${dir}/${file.name}`;
  for (const sub of entries.filter((e) => e.isDirectory())) {
    const found = moduleIn(`${dir}/${sub.name}`);
    if (found) return found;
  }
  throw new Error(`no module in ${dir}`);
}

/** The rule ids and messages the lint reports for a file at `filePath` importing `target`. */
async function problems(filePath: string, target: string): Promise<{ rule: string | null; message: string }[]> {
  let specifier = relative(dirname(join(root, filePath)), join(root, target)).split('\\').join('/');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const [result] = await eslint.lintText(`import * as probe from '${specifier}';\nexport const used = probe;\n`, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const BOUNDARY = 'import-x/no-restricted-paths';
const crosses = async (filePath: string, target: string, words: string) =>
  expect(await problems(filePath, target)).toContainEqual({ rule: BOUNDARY, message: expect.stringContaining(words) });
const passes = async (filePath: string, target: string) => expect(await problems(filePath, target)).toEqual([]);

describe('import boundaries', { timeout: 60_000 }, () => {
  it('the domain imports only the domain', async () => {
    for (const folder of ['server/db', 'src/app', 'src/features', 'src/workbench', 'src/commands', 'src/routes', 'src/machines', 'src/api', 'src/session', 'src/ui', 'src/jobs']) {
      await crosses('src/domain/probe.ts', moduleIn(folder), 'The domain is pure');
    }
    await passes('src/domain/probe.ts', 'src/domain/number-format.ts');
  });

  it('the workbench imports no feature, and features may use the workbench', async () => {
    await crosses('src/workbench/view/probe.ts', moduleIn('src/features/collections'), 'WorkbenchPorts');
    await passes('src/features/collections/probe.ts', 'src/workbench/ports.ts');
  });

  it('a feature imports no other feature, for every feature folder', async () => {
    const features = readdirSync(join(root, 'src/features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(features.length).toBeGreaterThan(1);
    for (const feature of features) {
      const other = features.find((f) => f !== feature) ?? '';
      await crosses(`src/features/${feature}/probe.ts`, moduleIn(`src/features/${other}`), 'A feature does not import another feature');
      await passes(`src/features/${feature}/probe.ts`, moduleIn(`src/features/${feature}`));
    }
  });

  it('shared client code imports no feature, workbench, commands or routes', async () => {
    for (const shared of ['src/session', 'src/ui', 'src/jobs', 'src/api', 'src/machines']) {
      for (const above of ['src/features', 'src/workbench', 'src/commands', 'src/routes']) {
        await crosses(`${shared}/probe.ts`, moduleIn(above), 'Shared client code sits below');
      }
    }
    await passes('src/jobs/probe.ts', 'src/session/app-store.ts');
  });

  it('machines take effects as actors: no API client', async () => {
    await crosses('src/machines/probe.ts', 'src/api/http.ts', 'Machines are pure');
    await passes('src/api/probe.ts', 'src/api/http.ts');
  });

  it('server storage does not import the HTTP routes', async () => {
    await crosses('server/collections/probe-store.ts', moduleIn('server/routes'), 'Storage does not know HTTP');
    await crosses('server/db/probe.ts', moduleIn('server/routes'), 'Storage does not know HTTP');
    await passes('server/routes/probe.ts', 'server/collections/collection-store.ts');
  });

  it('only main.tsx and the route tree import the shell', async () => {
    const shell = 'src/app/app-root.tsx';
    for (const outside of ['src/features/home/probe.tsx', 'src/workbench/probe.tsx', 'src/commands/probe.tsx', 'src/session/probe.ts', 'src/ui/probe.tsx', 'src/jobs/probe.ts', 'server/probe.ts', 'tests/e2e/probe.ts', 'bench/probe.ts']) {
      await crosses(outside, shell, 'Only src/main.tsx and the route tree import the shell');
    }
    await passes('src/main.tsx', shell);
    await passes('src/routes/probe.tsx', shell);
  });

  it('no import cycle', async () => {
    // cpc.ts imports number-format.ts; number-format.ts importing cpc.ts would close the loop.
    expect(await problems('src/domain/number-format.ts', 'src/domain/cpc.ts')).toContainEqual({ rule: 'import-x/no-cycle', message: expect.stringContaining('cycle') });
  });
});
