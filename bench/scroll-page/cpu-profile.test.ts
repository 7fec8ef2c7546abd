import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundleModules, functionTimes, parseCpuProfile } from './cpu-profile.ts';

const frame = (functionName: string, url = 'http://127.0.0.1/page.js', lineNumber = 0) => ({ functionName, url, lineNumber, scriptId: '1', columnNumber: 0 });

describe('functionTimes', () => {
  // root → render → (GridLine → cellText), idle beside render.
  const profile = parseCpuProfile({
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
      { id: 2, callFrame: frame('render', undefined, 9), children: [3] },
      { id: 3, callFrame: frame('GridLine', undefined, 19), children: [4] },
      { id: 4, callFrame: frame('cellText', undefined, 29) },
      { id: 5, callFrame: frame('(idle)', '') },
    ],
    startTime: 0,
    endTime: 10_000,
    // A sample's time is the delta to the next one: 1 ms, 2 ms, 3 ms, 4 ms.
    samples: [4, 3, 2, 5, 4],
    timeDeltas: [0, 1000, 2000, 3000, 4000],
  });

  it('gives each function its own time and the time of what it called, idle left out', () => {
    const times = Object.fromEntries(functionTimes(profile).map((f) => [f.name, [f.self, f.total]]));
    expect(times).toEqual({
      'render (page.js:10)': [3, 6],
      'GridLine (page.js:20)': [2, 3],
      'cellText (page.js:30)': [1, 1],
    });
  });

  it('no function has more total than all samples, nor less total than self', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(2, 3, 4, 5), { minLength: 1, maxLength: 50 }), fc.array(fc.nat(5000), { minLength: 50, maxLength: 50 }), (samples, deltas) => {
        const times = functionTimes({ ...profile, samples, timeDeltas: deltas.slice(0, samples.length) });
        const all = deltas.slice(1, samples.length).reduce((sum, d) => sum + d, 0) / 1000;
        for (const f of times) {
          expect(f.total).toBeGreaterThanOrEqual(f.self - 1e-9);
          expect(f.total).toBeLessThanOrEqual(all + 1e-9);
        }
      }),
    );
  });
});

describe('bundleModules', () => {
  const bundle = ['// header', '// node_modules/react/cjs/react.production.js', 'var a = 1;', '', '// src/workbench/view/grid-line.tsx', 'function GridLine() {}'].join('\n');

  it('names the module a bundle line belongs to, without node_modules', () => {
    const moduleAt = bundleModules(bundle);
    expect(moduleAt(1)).toBeNull();
    expect(moduleAt(3)).toBe('react/cjs/react.production.js');
    expect(moduleAt(6)).toBe('src/workbench/view/grid-line.tsx');
  });

  it('lets the profile name functions by module', () => {
    const moduleAt = bundleModules(['// src/a.ts', 'x', '// src/b.ts', 'y'].join('\n'));
    const profile = parseCpuProfile({
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2] },
        { id: 2, callFrame: frame('', 'http://h/p.js', 3) },
      ],
      samples: [2, 2],
      timeDeltas: [0, 1000],
    });
    expect(functionTimes(profile, (_url, line) => moduleAt(line) ?? '?').map((f) => f.name)).toEqual(['(anonymous) (src/b.ts)']);
  });
});
