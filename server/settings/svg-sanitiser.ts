/**
 * A strict allow-list sanitiser for uploaded SVG logos (issue 21). No DOM sanitiser (DOMPurify and a
 * DOM) is installed, so the SVG is parsed here and written anew from what was understood: only the
 * drawing elements and presentation attributes below survive; scripts, event handlers, links,
 * styles, foreign content, external references and anything unparsed never reach the output,
 * because the output is rebuilt from tokens, not the input passed through (docs/decisions/0042).
 */

const ELEMENTS = new Set([
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan',
  'defs', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'title', 'desc',
]);

const ATTRIBUTES = new Set([
  'id', 'd', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'width', 'height', 'viewBox', 'points',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'transform', 'offset', 'stop-color', 'stop-opacity',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'clip-path', 'clip-rule', 'clipPathUnits', 'font-family', 'font-size',
  'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing', 'preserveAspectRatio', 'version',
  'role', 'aria-label', 'aria-hidden',
]);

/** Elements whose text is kept; elsewhere text between tags is layout whitespace at most. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'title', 'desc']);

const SVG_NS = 'http://www.w3.org/2000/svg';
export const MAX_SVG_BYTES = 64 * 1024;

export class SvgRefused extends Error {}

export type SanitisedSvg = { readonly svg: string; readonly removed: readonly string[] };

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the XML entities; any other `&` (a DTD's entity, a stray ampersand) refuses the file. */
function decode(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});|&/giu, (whole, body: string | undefined) => {
    if (body === undefined) throw new SvgRefused('The SVG holds an “&” that starts no known entity.');
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    const named = NAMED[body];
    if (named === undefined) throw new SvgRefused(`The SVG uses the entity &${body}; which SVG does not define.`);
    return named;
  });
}

const escape = (text: string) => text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');

/** A value may point inside the file (`url(#id)`), never outside it or at code. */
function safeValue(value: string): boolean {
  const compact = value.replace(/[\s\u0000-\u001f]+/gu, '').toLowerCase();
  if (/javascript:|vbscript:|data:|expression\(|@import|\\/u.test(compact)) return false;
  for (const match of compact.matchAll(/url\(([^)]*)\)/gu)) {
    if (!/^['"]?#[\w.-]+['"]?$/u.test(match[1] ?? '')) return false;
  }
  return true;
}

const NAME = /^[A-Za-z_][\w.:-]*/u;

type Tag = { name: string; attributes: [string, string][]; selfClosing: boolean; end: number };

function readTag(source: string, start: number): Tag {
  let at = start + 1;
  const name = NAME.exec(source.slice(at))?.[0];
  if (!name) throw new SvgRefused('The SVG is not well-formed: a tag has no name.');
  at += name.length;
  const attributes: [string, string][] = [];
  for (;;) {
    const space = /^\s*/u.exec(source.slice(at))?.[0] ?? '';
    at += space.length;
    if (source.startsWith('/>', at)) return { name, attributes, selfClosing: true, end: at + 2 };
    if (source[at] === '>') return { name, attributes, selfClosing: false, end: at + 1 };
    if (space === '') throw new SvgRefused(`The SVG is not well-formed near <${name}>.`);
    const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/u.exec(source.slice(at));
    if (!attribute) throw new SvgRefused(`The SVG is not well-formed: an attribute of <${name}> has no quoted value.`);
    attributes.push([attribute[1] ?? '', decode(attribute[3] ?? attribute[4] ?? '')]);
    at += attribute[0].length;
  }
}

/** The sanitised SVG and what was taken out of it; refuses what cannot be read safely. */
export function sanitiseSvg(input: string): SanitisedSvg {
  if (Buffer.byteLength(input, 'utf8') > MAX_SVG_BYTES) throw new SvgRefused(`The SVG is larger than ${MAX_SVG_BYTES / 1024} KB.`);
  if (/<!DOCTYPE|<!ENTITY|<!\[CDATA\[/iu.test(input)) throw new SvgRefused('The SVG holds a DOCTYPE, an entity declaration or a CDATA section, which a logo does not need.');
  const removed = new Set<string>();
  const out: string[] = [];
  // Open elements; `kept` false inside a removed element, whose whole subtree is dropped.
  const stack: { name: string; kept: boolean }[] = [];
  let sawRoot = false;
  let at = 0;
  while (at < input.length) {
    const next = input.indexOf('<', at);
    const text = input.slice(at, next === -1 ? input.length : next);
    if (text !== '') {
      const top = stack.at(-1);
      if (top?.kept && TEXT_ELEMENTS.has(top.name)) out.push(escape(decode(text)));
      else if (text.trim() !== '' && top?.kept !== false) throw new SvgRefused('The SVG holds text outside its elements.');
    }
    if (next === -1) break;
    at = next;
    if (input.startsWith('<?xml ', at) && at === input.search(/\S/u)) {
      const end = input.indexOf('?>', at);
      if (end === -1) throw new SvgRefused('The SVG is not well-formed: the XML declaration does not end.');
      at = end + 2;
    } else if (input.startsWith('<!--', at)) {
      const end = input.indexOf('-->', at + 4);
      if (end === -1) throw new SvgRefused('The SVG is not well-formed: a comment does not end.');
      at = end + 3;
    } else if (input.startsWith('</', at)) {
      const close = /^<\/([A-Za-z_][\w.:-]*)\s*>/u.exec(input.slice(at));
      const open = stack.pop();
      if (!close || !open || open.name !== close[1]) throw new SvgRefused('The SVG is not well-formed: its tags do not nest.');
      if (open.kept) out.push(`</${open.name}>`);
      at += close[0].length;
    } else if (input[at + 1] === '?' || input[at + 1] === '!') {
      throw new SvgRefused('The SVG holds a processing instruction or declaration, which a logo does not need.');
    } else {
      const tag = readTag(input, at);
      at = tag.end;
      if (stack.length === 0) {
        if (sawRoot || tag.name !== 'svg') throw new SvgRefused('The file is not an SVG: it must have one <svg> element around everything.');
        sawRoot = true;
      }
      const kept = stack.at(-1)?.kept !== false && ELEMENTS.has(tag.name);
      if (!kept && stack.at(-1)?.kept !== false) removed.add(`<${tag.name}>`);
      if (kept) {
        const attributes: string[] = stack.length === 0 ? [`xmlns="${SVG_NS}"`] : [];
        for (const [name, value] of tag.attributes) {
          if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
          if (!ATTRIBUTES.has(name) || !safeValue(value)) {
            removed.add(name.toLowerCase().startsWith('on') ? 'event handlers (on…)' : `${name}="…"`);
            continue;
          }
          attributes.push(`${name}="${escape(value)}"`);
        }
        out.push(`<${tag.name}${attributes.length > 0 ? ` ${attributes.join(' ')}` : ''}${tag.selfClosing ? '/>' : '>'}`);
      }
      if (!tag.selfClosing) stack.push({ name: tag.name, kept });
    }
  }
  if (!sawRoot) throw new SvgRefused('The file is not an SVG: it has no <svg> element.');
  if (stack.length > 0) throw new SvgRefused('The SVG is not well-formed: an element does not end.');
  return { svg: out.join(''), removed: [...removed] };
}
