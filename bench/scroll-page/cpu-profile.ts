/**
 * Where the time of a V8 CPU profile (CDP Profiler.stop) goes: self time per function, and time per
 * function including what it called, so a component (GridLine) or a hook shows up with its whole cost.
 */
import { z } from 'zod';

const profileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }),
      children: z.array(z.number()).optional(),
    }),
  ),
  samples: z.array(z.number()).optional(),
  timeDeltas: z.array(z.number()).optional(),
});
export type CpuProfile = z.infer<typeof profileSchema>;

export function parseCpuProfile(json: unknown): CpuProfile {
  return profileSchema.parse(json);
}

export interface FunctionTime {
  /** "name (file:line)"; anonymous functions and V8's own entries by what V8 calls them. */
  name: string;
  /** Milliseconds. */
  self: number;
  total: number;
}

/** V8's pseudo frames: not code of the page. "(program)" is native work, style, layout and paint among it. */
const IDLE = new Set(['(idle)']);

/** Names where a bundle line came from; by default the file and line as the profile says. */
export type Locate = (url: string, line: number) => string;

const fileAndLine: Locate = (url, line) => `${url.split('/').pop() ?? ''}:${line}`;

/**
 * The source module of each line of an unminified esbuild bundle, which marks where every module
 * starts with a `// path/to/module.ts` line. Lines are 1-based, as `Locate` gets them.
 */
export function bundleModules(bundle: string): (line: number) => string | null {
  const starts: { line: number; module: string }[] = [];
  bundle.split('\n').forEach((text, index) => {
    const match = /^\/\/ ((?:node_modules|src|bench)\/\S+\.[cm]?[jt]sx?)$/.exec(text);
    if (match?.[1]) starts.push({ line: index + 1, module: match[1].replace(/^node_modules\//, '') });
  });
  return (line) => {
    let found: string | null = null;
    for (const start of starts) {
      if (start.line > line) break;
      found = start.module;
    }
    return found;
  };
}

function frameName(frame: CpuProfile['nodes'][number]['callFrame'], locate: Locate): string {
  const name = frame.functionName || '(anonymous)';
  return frame.url ? `${name} (${locate(frame.url, frame.lineNumber + 1)})` : name;
}

/**
 * Time per function over all samples, idle excluded, longest total first. A sample's time is the delta
 * to the next sample (how V8's DevTools front end reads it); a function on the stack twice counts once.
 */
export function functionTimes(profile: CpuProfile, locate: Locate = fileAndLine): FunctionTime[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (let i = 0; i < samples.length; i++) {
    const leaf = byId.get(samples[i] ?? -1);
    if (!leaf || IDLE.has(leaf.callFrame.functionName)) continue;
    const time = (deltas[i + 1] ?? 0) / 1000;
    const leafName = frameName(leaf.callFrame, locate);
    self.set(leafName, (self.get(leafName) ?? 0) + time);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === '(root)') continue;
      const name = frameName(node.callFrame, locate);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + time);
    }
  }
  return [...total.entries()]
    .map(([name, time]) => ({ name, self: self.get(name) ?? 0, total: time }))
    .sort((a, b) => b.total - a.total || b.self - a.self);
}
