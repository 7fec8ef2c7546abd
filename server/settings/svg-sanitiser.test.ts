import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseSvg, SvgRefused } from './svg-sanitiser.ts';

const wrap = (inner: string, root = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${root}>${inner}</svg>`;

/** What must never survive: code, handlers, links out of the file, styles, foreign content. */
function assertInert(svg: string): void {
  const lower = svg.toLowerCase();
  expect(lower).not.toMatch(/<script|<foreignobject|<style|<image|<use|<a[\s>]|<iframe|<animate|<set[\s>/]/u);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/u);
  expect(lower).not.toMatch(/javascript:|vbscript:|data:|href|@import|style=/u);
  expect(lower).not.toMatch(/url\((?!#)/u);
}

/** Known attacks on SVG uploads (OWASP XSS filter evasion, SVG-specific vectors), each sanitised or refused. */
const ATTACKS: readonly [string, string][] = [
  ['script element', wrap('<script>alert(1)</script><path d="M0 0h10v10z"/>')],
  ['script with type', wrap('<script type="text/javascript">alert(document.cookie)</script>')],
  ['upper-case script (not an SVG element)', wrap('<SCRIPT>alert(1)</SCRIPT>')],
  ['onload on the root', wrap('<path d="M0 0"/>', ' onload="alert(1)"')],
  ['onclick on a shape', wrap('<rect width="10" height="10" onclick="alert(1)"/>')],
  ['handler with odd case', wrap('<circle r="4" OnMouseOver="alert(1)"/>')],
  ['javascript link', wrap('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>')],
  ['xlink javascript link', wrap('<a xlink:href="javascript:alert(1)"><text>x</text></a>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
  ['entity-encoded javascript', wrap('<a href="&#106;avascript:alert(1)"><text>x</text></a>')],
  ['external image', wrap('<image href="https://evil.example/track.png" width="10" height="10"/>')],
  ['external use', wrap('<use href="https://evil.example/sprite.svg#icon"/>')],
  ['foreignObject with HTML', wrap('<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>')],
  ['style element with import', wrap('<style>@import url(https://evil.example/x.css);</style>')],
  ['style attribute with external url', wrap('<rect width="10" height="10" style="fill:url(https://evil.example/x)"/>')],
  ['fill with external url', wrap('<rect width="10" height="10" fill="url(https://evil.example/x.svg#g)"/>')],
  ['fill with javascript url', wrap('<rect width="10" height="10" fill="url(javascript:alert(1))"/>')],
  ['animate turning href into javascript', wrap('<a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>')],
  ['set element', wrap('<set attributeName="onmouseover" to="alert(1)"/>')],
  ['data URL in an attribute', wrap('<rect width="10" height="10" fill="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>')],
  ['nested svg with handler', wrap('<svg onload="alert(1)"><path d="M0 0"/></svg>')],
  ['handler with a tab before the name', wrap('<rect\tonclick="alert(1)" width="1" height="1"/>')],
];

const REFUSED: readonly [string, string][] = [
  ['external entity (XXE)', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg>&xxe;</svg>'],
  ['CDATA around a script', wrap('<script><![CDATA[alert(1)]]></script>')],
  ['xml-stylesheet instruction', `<?xml-stylesheet href="https://evil.example/x.xsl"?>${wrap('')}`],
  ['unknown entity', wrap('<text>&nbsp;</text>')],
  ['unquoted attribute', '<svg onload=alert(1)></svg>'],
  ['not an SVG', '<html><body onload="alert(1)"></body></html>'],
  ['two roots', `${wrap('')}<script>alert(1)</script>`],
  ['tags that do not nest', wrap('<g><path d="M0 0"></g></path>')],
  ['too large', wrap(`<path d="${'M0 0 '.repeat(20_000)}"/>`)],
];

describe('SVG logos are sanitised against known attacks', () => {
  it.each(ATTACKS)('%s: nothing active survives', (_name, attack) => {
    const { svg, removed } = sanitiseSvg(attack);
    assertInert(svg);
    expect(removed.length).toBeGreaterThan(0);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it.each(REFUSED)('%s: refused', (_name, attack) => {
    expect(() => sanitiseSvg(attack)).toThrow(SvgRefused);
  });

  it('keeps a harmless logo as it draws: shapes, gradients by internal reference, text', () => {
    const logo = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#115e59"/></linearGradient></defs>' +
        '<title>Partner &amp; Co</title><rect width="10" height="10" rx="2" fill="url(#g)"/><text x="1" y="8" font-size="6">P&amp;C</text>',
    );
    const { svg, removed } = sanitiseSvg(logo);
    expect(removed).toEqual([]);
    expect(svg).toBe(logo);
  });

  it('is idempotent and never lets active content through, whatever the mix of fragments', () => {
    const fragment = fc.constantFrom(
      '<path d="M0 0h1"/>', '<script>alert(1)</script>', '<g onclick="x()">', '</g>', '<a href="javascript:x()">', '</a>', '<text>hi &amp; bye</text>',
      '<image href="https://e.example/x"/>', '<rect fill="url(https://e.example)" width="1" height="1"/>', '<foreignObject><div>x</div></foreignObject>',
      '<style>*{}</style>', '<circle r="1" style="x"/>', '<use href="#a"/>',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        let result;
        try {
          result = sanitiseSvg(wrap(parts.join('')));
        } catch (error) {
          expect(error).toBeInstanceOf(SvgRefused);
          return;
        }
        assertInert(result.svg);
        expect(sanitiseSvg(result.svg).svg).toBe(result.svg);
      }),
    );
  });
});
