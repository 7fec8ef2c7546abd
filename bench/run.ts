// `npm run bench`: every bench/*.bench.ts, one after the other, each in a process of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const benchDir = import.meta.dirname;
const root = path.resolve(benchDir, '..');

// Found at run time rather than listed, so a bench added by anyone runs without touching this file.
// Plain code-unit order, so the order does not depend on the machine's locale.
const files = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

type Outcome = { file: string; code: number | null; signal: NodeJS.Signals | null; seconds: number };

function runOne(file: string): Promise<Outcome> {
  const t0 = performance.now();
  // A separate process per bench: one bench's warm JIT, open handles or memory cannot colour the next one's figures.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', file)], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`could not start ${file}:`, error.message);
      resolve({ file, code: null, signal: null, seconds: (performance.now() - t0) / 1000 });
    });
    child.once('exit', (code, signal) => resolve({ file, code, signal, seconds: (performance.now() - t0) / 1000 }));
  });
}

async function main(): Promise<number> {
  if (files.length === 0) {
    console.error(`no *.bench.ts files in ${benchDir}`);
    return 1;
  }
  console.log(`Running ${files.length} bench file(s): ${files.join(', ')}\n`);
  const outcomes: Outcome[] = [];
  for (const file of files) {
    console.log(`\n######## ${file} ########`);
    outcomes.push(await runOne(file));
  }
  console.log('\n######## summary ########');
  for (const { file, code, signal, seconds } of outcomes) {
    const verdict = code === 0 ? 'ok' : signal ? `FAILED (signal ${signal})` : `FAILED (exit ${code ?? '?'})`;
    console.log(`${verdict.padEnd(22)} ${seconds.toFixed(1).padStart(6)} s  ${file}`);
  }
  return outcomes.every((o) => o.code === 0) ? 0 : 1;
}

process.exitCode = await main();
