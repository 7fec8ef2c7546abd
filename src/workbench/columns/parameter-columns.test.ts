import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionWords } from '../../domain/question-words.ts';
import { columnDefinitionSchema } from './column-definition.ts';
import { entryById, validateEntries } from './custom-columns.ts';
import {
  ENTRY_PALETTE,
  paletteColour,
  PARAMETER_KINDS,
  parameterColumn,
  parameterEntries,
  parameterWords,
  suggestParameterValue,
  type ParameterKind,
} from './parameter-columns.ts';

describe('parameterColumn', () => {
  it('builds the question column from the question words with a "-" entry of id 0 first', () => {
    const column = parameterColumn('question', 'de');
    expect(column.value).toBe('custom_Question');
    expect(column.text).toBe('Question');
    expect(column.customOptions?.type).toBe('dropdown');
    const list = column.customOptions?.entries ?? [];
    expect(list[0]).toEqual({ text: '-', color: '#868e96', id: 0 });
    expect(list.slice(1).map((e) => e.text)).toEqual(questionWords('de'));
    expect(list.slice(1).map((e) => e.id)).toEqual(questionWords('de').map((_, i) => i + 1));
  });

  it('gives valid dropdown columns for every kind and language', () => {
    for (const kind of PARAMETER_KINDS) {
      for (const language of ['de', 'en', 'fr', 'es', 'xx']) {
        const column = parameterColumn(kind, language);
        expect(columnDefinitionSchema.safeParse(column).success).toBe(true);
        expect(validateEntries(column.customOptions?.entries ?? [])).toBeNull();
      }
    }
    expect(parameterColumn('preposition', 'de').text).toBe('Preposition');
    expect(parameterColumn('comparison', 'en').text).toBe('Comparison');
  });

  it('colours the words from the palette, repeating it for long lists', () => {
    expect(parameterEntries('preposition', 'de')[1]?.color).toBe(ENTRY_PALETTE[0]);
    expect(paletteColour(ENTRY_PALETTE.length)).toBe(ENTRY_PALETTE[0]);
    expect(paletteColour(-1)).toBe(ENTRY_PALETTE[ENTRY_PALETTE.length - 1]);
  });
});

describe('suggestParameterValue', () => {
  const text = (kind: ParameterKind, keyword: string, language: string): string | undefined =>
    entryById(parameterColumn(kind, language), suggestParameterValue(kind, keyword, language))?.text;

  it('finds a word that stands in the keyword as a whole word', () => {
    expect(text('question', 'wie lange glühwein kochen', 'de')).toBe('wie');
    expect(text('preposition', 'Schuhe für Damen', 'de')).toBe('für');
    expect(text('comparison', 'iphone vs. samsung', 'de')).toBe('vs');
    expect(text('comparison', 'Gas besser als Strom', 'de')).toBe('besser als');
    expect(text('comparison', 'coffee or tea', 'en')).toBe('or');
  });

  it('gives 0 when no word stands alone in the keyword', () => {
    expect(suggestParameterValue('question', 'wiener schnitzel', 'de')).toBe(0);
    expect(suggestParameterValue('preposition', 'mitte berlin', 'de')).toBe(0);
    expect(suggestParameterValue('comparison', 'besser', 'de')).toBe(0);
    expect(suggestParameterValue('comparison', '', 'de')).toBe(0);
  });

  it('picks the earliest word, the longer one on a tie', () => {
    expect(text('question', 'warum und wie', 'de')).toBe('warum');
    expect(text('preposition', 'kaffee mit milch ohne zucker', 'de')).toBe('mit');
  });

  it('finds any list word put between other words, and only ids of the list', () => {
    const filler = fc.constantFrom('kaufen', 'schuhe', 'berlin', 'günstig', 'test');
    fc.assert(
      fc.property(
        fc.constantFrom(...PARAMETER_KINDS),
        fc.constantFrom('de', 'en'),
        fc.array(filler, { maxLength: 3 }),
        fc.array(filler, { maxLength: 3 }),
        fc.nat(),
        (kind, language, before, after, pick) => {
          const words = parameterWords(kind, language);
          const word = words[pick % words.length] ?? '';
          const id = suggestParameterValue(kind, [...before, word.toUpperCase(), ...after].join(' '), language);
          expect(id).toBeGreaterThan(0);
          expect(id).toBeLessThanOrEqual(words.length);
          expect(suggestParameterValue(kind, [...before, ...after].join(' '), language)).toBe(0);
        },
      ),
    );
  });
});
