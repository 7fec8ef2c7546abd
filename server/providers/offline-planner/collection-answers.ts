/** Answers about collections and keywords, written from the tools' results with templates. */
import type { ChatLanguage } from '../../../src/domain/chat-language.ts';
import { monthName } from '../../../src/domain/chat-language.ts';
import { locationName } from '../../../src/domain/markets.ts';
import { decimal, escapeMarkdown, link, month, months, n, plural, say, table } from './answer-text.ts';
import type { CollectionKeywordsResult, CollectionsResult, KeywordMetricsResult, SeasonalityResult } from './tool-results.ts';

type Collection = CollectionsResult['collections'][number];

export function collectionCountAnswer(language: ChatLanguage, collection: Collection): string {
  const name = `**${link(collection.name, collection.link)}**`;
  return say(language, {
    de: `Die Sammlung ${name} enthält **${n(collection.keyword_count)}** Keywords.\n\nQuelle: die Keyword-Liste der Sammlung ${link(collection.name, collection.link)}.`,
    en: `The collection ${name} holds **${n(collection.keyword_count)}** keywords.\n\nSource: the keyword list of the collection ${link(collection.name, collection.link)}.`,
  });
}

export function collectionListAnswer(language: ChatLanguage, result: CollectionsResult): string {
  if (result.collections.length === 0) {
    return say(language, { de: 'Sie haben noch keine Sammlung. Legen Sie unter Sammlungen eine an.', en: 'You have no collection yet. Create one under Collections.' });
  }
  const rows = result.collections.map((c) => [link(c.name, c.link), n(c.keyword_count), escapeMarkdown(`${locationName(c.location)}, ${c.language}`)]);
  const head = say(language, { de: 'Sammlung|Keywords|Markt', en: 'Collection|Keywords|Market' }).split('|');
  const intro = say(language, {
    de: `Sie haben ${plural(result.collections.length, language, ['Sammlung', 'Sammlungen'], ['', ''])}:`,
    en: `You have ${plural(result.collections.length, language, ['', ''], ['collection', 'collections'])}:`,
  });
  return `${intro}\n\n${table(head, rows)}\n\n${say(language, { de: 'Quelle: Ihre Sammlungen.', en: 'Source: your collections.' })}`;
}

export function collectionKeywordsAnswer(language: ChatLanguage, result: CollectionKeywordsResult, asked: { month?: number; contains?: string; countOnly: boolean; sort: string; order: string }): string {
  const name = link(result.collection.name, result.collection.link);
  const word = asked.contains === undefined ? '' : `„${escapeMarkdown(asked.contains)}“`;
  const source = say(language, {
    de: `Quelle: die Keywords der Sammlung ${name} mit ihren gespeicherten Kennzahlen${asked.month === undefined ? '' : ` (Suchvolumen des letzten ${monthName(asked.month, 'de')})`}.`,
    en: `Source: the keywords of the collection ${name} with their stored metrics${asked.month === undefined ? '' : ` (search volume of the latest ${monthName(asked.month, 'en')})`}.`,
  });
  if (result.matched === 0) {
    return `${say(language, { de: `Kein Keyword der Sammlung ${name} enthält ${word || 'das Gesuchte'}.`, en: `No keyword of the collection ${name} contains ${word || 'what you asked for'}.` })}\n\n${source}`;
  }
  const of = say(language, { de: `von ${n(result.collection.keyword_count)}`, en: `of ${n(result.collection.keyword_count)}` });
  const count = asked.contains === undefined ? '' : say(language, {
    de: `**${n(result.matched)}** ${of} Keywords der Sammlung ${name} enthalten ${word}.`,
    en: `**${n(result.matched)}** ${of} keywords of the collection ${name} contain ${word}.`,
  });
  if (asked.countOnly) return `${count}\n\n${source}`;
  const by = asked.month !== undefined
    ? say(language, { de: `mit dem meisten Suchvolumen im ${monthName(asked.month, 'de')}`, en: `with the most search volume in ${monthName(asked.month, 'en')}` })
    : asked.sort === 'difficulty'
      ? say(language, asked.order === 'asc' ? { de: 'mit der geringsten Schwierigkeit', en: 'with the lowest difficulty' } : { de: 'mit der höchsten Schwierigkeit', en: 'with the highest difficulty' })
      : asked.sort === 'cpc_high'
        ? say(language, { de: 'mit dem höchsten CPC', en: 'with the highest CPC' })
        : say(language, asked.order === 'asc' ? { de: 'mit dem wenigsten Suchvolumen', en: 'with the least search volume' } : { de: 'mit dem meisten Suchvolumen', en: 'with the most search volume' });
  const shown = result.keywords.length;
  const intro = say(language, {
    de: `Die ${n(shown)} Keywords der Sammlung ${name} ${by}${asked.contains === undefined ? '' : ` (unter denen mit ${word})`}:`,
    en: `The ${n(shown)} keywords of the collection ${name} ${by}${asked.contains === undefined ? '' : ` (among those containing ${word})`}:`,
  });
  const monthHead = asked.month === undefined ? [] : [say(language, { de: `Volumen ${monthName(asked.month, 'de')}`, en: `${monthName(asked.month, 'en')} volume` })];
  const head = ['Keyword', ...monthHead, say(language, { de: 'Ø Suchvolumen', en: 'Avg. volume' }), say(language, { de: 'Schwierigkeit', en: 'Difficulty' }), 'CPC ($)'];
  const rows = result.keywords.map((k) => [escapeMarkdown(k.keyword), ...(asked.month === undefined ? [] : [n(k.month_volume)]), n(k.avgsv), n(k.difficulty), decimal(k.cpc_high)]);
  return [count, intro, table(head, rows), source].filter((part) => part !== '').join('\n\n');
}

export function seasonalityAnswer(language: ChatLanguage, results: readonly SeasonalityResult[]): string {
  const parts = results.map((r) => {
    const where = r.collection ? link(r.collection.name, r.collection.link) : say(language, { de: 'den gefragten Keywords', en: 'the keywords asked about' });
    const head = say(language, {
      de: `In ${r.collection ? `der Sammlung ${where}` : where} sind **${n(r.seasonal_count)}** von ${n(r.total)} Keywords saisonal.`,
      en: `In ${r.collection ? `the collection ${where}` : where}, **${n(r.seasonal_count)}** of ${n(r.total)} keywords are seasonal.`,
    });
    if (r.seasonal_count === 0) return head;
    const peaks = Object.entries(r.by_peak_month)
      .sort(([, a], [, b]) => b - a)
      .slice(0, 3)
      .map(([m, count]) => `${monthName(Number(m), language)} (${n(count)})`)
      .join(', ');
    const peakLine = say(language, { de: `Häufigste Spitzenmonate: ${peaks}.`, en: `Most common peak months: ${peaks}.` });
    const rows = r.keywords.map((k) => [escapeMarkdown(k.keyword), n(k.avgsv), month(k.peak, language), months(k.season, language)]);
    const cols = say(language, { de: 'Keyword|Ø Suchvolumen|Spitzenmonat|Saison', en: 'Keyword|Avg. volume|Peak month|Season' }).split('|');
    return `${head} ${peakLine}\n\n${table(cols, rows)}`;
  });
  const rule = say(language, {
    de: 'Saisonal heißt: in den letzten 12 Monaten liegt die Spanne zwischen höchstem und niedrigstem Monat über 50 % oder die relative Standardabweichung über 25 %. Quelle: die monatlichen Suchvolumen der Keywords.',
    en: 'Seasonal means: over the latest 12 months the spread between the highest and lowest month is over 50 % or the relative standard deviation over 25 %. Source: the keywords\' monthly search volumes.',
  });
  return [...parts, rule].join('\n\n');
}

export function keywordMetricsAnswer(language: ChatLanguage, result: KeywordMetricsResult): string {
  const rows = result.keywords.map((k) => {
    const latest = Object.entries(k.months).at(-1);
    return [escapeMarkdown(k.keyword), n(k.avgsv), latest ? `${n(latest[1])} (${latest[0]})` : '-', n(k.difficulty), decimal(k.cpc_high), k.seasonal ? month(k.peak, language) : say(language, { de: 'nein', en: 'no' })];
  });
  const cols = say(language, { de: 'Keyword|Ø Suchvolumen|Letzter Monat|Schwierigkeit|CPC ($)|Saisonal (Spitze)', en: 'Keyword|Avg. volume|Latest month|Difficulty|CPC ($)|Seasonal (peak)' }).split('|');
  const market = `${locationName(result.location)}, ${result.language}`;
  return [
    say(language, { de: `Kennzahlen für ${escapeMarkdown(market)}:`, en: `Metrics for ${escapeMarkdown(market)}:` }),
    table(cols, rows),
    say(language, {
      de: `Quelle: die Keyword-Daten, wie sie die ${link('Google-Suchvolumen', '/searchvolume')}-Abfrage liefert (Durchschnitt der letzten 12 Monate).`,
      en: `Source: the keyword data as the ${link('Google Search Volume', '/searchvolume')} lookup gives it (average of the latest 12 months).`,
    }),
  ].join('\n\n');
}
