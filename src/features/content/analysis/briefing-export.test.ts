import { describe, expect, it } from 'vitest';
import type { BriefingView } from '../../../domain/contracts/content-analysis.ts';
import { briefingFile, briefingFileName, briefingOf } from './briefing-export.ts';

const view: BriefingView = {
  keyword: 'glühwein selber machen',
  intent: 'informational',
  word_count: { min: 900, max: 1400 },
  headings: [{ text: 'Zutaten für Glühwein', level: 2, pages: 7 }, { text: 'Gewürze', level: 3, pages: 4 }],
  terms: [{ stem: 'zimt', term: 'Zimt', range: { min: 2, max: 5 }, must_use: true }, { stem: 'nelk', term: 'Nelken', range: { min: 1, max: 3 }, must_use: false }],
  questions: ['Wie lange muss Glühwein ziehen?'],
  competitor_count: 10,
};

describe('briefing export', () => {
  it('hands the writers the answer in the domain’s shape', () => {
    const b = briefingOf(view);
    expect(b).toMatchObject({ keyword: 'glühwein selber machen', wordCount: { min: 900, max: 1400 }, competitorCount: 10 });
    expect(b.terms[0]).toEqual({ stem: 'zimt', term: 'Zimt', range: { min: 2, max: 5 }, mustUse: true });
  });

  it('names the files after the keyword, German letters spelled out', () => {
    expect(briefingFileName('glühwein selber machen', 'markdown')).toBe('briefing-gluehwein-selber-machen.md');
    expect(briefingFileName('Straße / Größe', 'docx')).toBe('briefing-strasse-groesse.docx');
    expect(briefingFileName('***', 'markdown')).toBe('briefing-keywords.md');
  });

  it('writes a Markdown file that names the keyword, the terms and the questions', async () => {
    const { blob, name } = await briefingFile(view, 'markdown');
    const text = await blob.text();
    expect(name).toBe('briefing-gluehwein-selber-machen.md');
    expect(text).toContain('# Briefing: glühwein selber machen');
    expect(text).toContain('| Zimt | 2–5 | yes |');
    expect(text).toContain('- Wie lange muss Glühwein ziehen?');
    expect(text).toContain('900–1.400 words');
  });

  it('writes a DOCX file (a zip)', async () => {
    const { blob, name } = await briefingFile(view, 'docx');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(name).toBe('briefing-gluehwein-selber-machen.docx');
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
  });
});
