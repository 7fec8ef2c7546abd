import { describe, expect, it } from 'vitest';
import { countWords, extractPage } from './extract-page.ts';

const paragraph = (n: number) => `<p>Glühwein selber machen ist einfach: Rotwein, Orangen, Zimt und Nelken langsam erhitzen, Absatz ${n}, nie kochen lassen.</p>`;
const html = `<!doctype html><html lang="de"><head><title>Glühwein selber machen – Rezept</title>
<meta name="Description" content="Das beste Rezept  für Glühwein."></head><body>
<nav><a href="/">Start</a> <a href="/shop">Shop</a> Navigation Menü Warenkorb</nav>
<article><h1>Glühwein selber machen</h1>${paragraph(1)}${paragraph(2)}<h2>Zutaten</h2>${paragraph(3)}${paragraph(4)}
<h3>Welcher Wein?</h3>${paragraph(5)}${paragraph(6)}<h4>Klein</h4>${paragraph(7)}</article>
<footer>Impressum Datenschutz Cookie-Einstellungen</footer></body></html>`;

describe('extracting a competitor page', () => {
  it('keeps title, meta description, H1–H3 in order and the main text without navigation', () => {
    const page = extractPage(html, 'https://www.kochstube.example/gluehwein', html.length);
    expect(page.title).toBe('Glühwein selber machen – Rezept');
    expect(page.meta_description).toBe('Das beste Rezept für Glühwein.');
    expect(page.headings).toEqual([
      { level: 1, text: 'Glühwein selber machen' },
      { level: 2, text: 'Zutaten' },
      { level: 3, text: 'Welcher Wein?' },
    ]);
    expect(page.main_text).toContain('Absatz 7');
    expect(page.main_text).not.toContain('Warenkorb');
    expect(page.main_text).not.toContain('Impressum');
    expect(page.word_count).toBe(countWords(page.main_text));
    expect(page.bytes).toBe(html.length);
  });
  it('falls back to the body text when Readability finds no article', () => {
    const page = extractPage('<html><body>Nur ein Satz.</body></html>', 'https://x.example/', 10);
    expect(page.main_text).toBe('Nur ein Satz.');
    expect(page.title).toBe('');
    expect(page.meta_description).toBeNull();
  });
  it('counts hyphenated compounds and numbers as one word each', () => {
    expect(countWords('Glühwein-Rezept für 10 Personen, schnell!')).toBe(5);
    expect(countWords('   ')).toBe(0);
  });
});
