// Which packages the bytes of a built chunk come from: every generated segment of the source map is
// charged to the package of its source, up to the next segment (unmapped bytes count as "(unmapped)").
import fs from 'node:fs';

type SourceMap = { sources: string[]; mappings: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index] as const));

/** The fields of one mappings segment, VLQ-decoded (still relative to the previous segment). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** `react-dom`, `@tanstack/react-router`, or `app: src/<folder>` for the project's own code. */
export function packageOf(source: string): string {
  const inModules = source.split('node_modules/').pop() ?? source;
  if (inModules !== source) {
    const parts = inModules.split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? source);
  }
  const src = source.match(/(?:^|\/)src\/([^/]+)/);
  return src ? `app: src/${src[1]}` : `other: ${source.replace(/^(\.\.\/)+/, '')}`;
}

/** Generated characters per package for a built JS file that has `<file>.map` beside it. */
export function bytesByPackage(jsFile: string): Map<string, number> {
  const code = fs.readFileSync(jsFile, 'utf8').split('\n');
  const map = JSON.parse(fs.readFileSync(`${jsFile}.map`, 'utf8')) as SourceMap;
  const totals = new Map<string, number>();
  const charge = (name: string, chars: number) => chars > 0 && totals.set(name, (totals.get(name) ?? 0) + chars);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = code[lineIndex] ?? '';
    let column = 0;
    let owner = '(unmapped)';
    let covered = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      charge(owner, column - covered);
      covered = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        owner = packageOf(map.sources[sourceIndex] ?? '(unknown source)');
      } else {
        owner = '(unmapped)';
      }
    }
    charge(owner, text.length - covered);
  });
  return totals;
}
