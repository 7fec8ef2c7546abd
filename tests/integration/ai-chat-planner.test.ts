/**
 * The offline planner's intents as a table (issue 20): each question, German or English, with the
 * tools it must call and the numbers its answer must contain, computed here from the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRows } from '../../server/collections/collection-row-pages.ts';
import { findCollection } from '../../server/collections/collection-store.ts';
import { listProjects as listContentProjects, projectViews } from '../../server/content/content-store.ts';
import { scoreTargets } from '../../server/content/draft-score.ts';
import { PreparedPageCache } from '../../server/content/prepared-page-cache.ts';
import { projectTermAnalysis } from '../../server/content/project-analysis.ts';
import { DEMO_CONTENT_KEYWORD } from '../../server/db/seed-content.ts';
import { latestDay } from '../../server/monitoring/position-store.ts';
import { overview, projectCards } from '../../server/monitoring/project-reads.ts';
import { listProjects } from '../../server/monitoring/project-store.ts';
import { keywordFact, volumeInMonth } from '../../src/domain/chat-keyword-query.ts';
import type { TermRow } from '../../src/domain/contracts/content-analysis.ts';
import type { KeywordRow } from '../../src/domain/keyword-row.ts';
import { formatNumber } from '../../src/domain/number-format.ts';
import { ask, keywordRows } from './ai-chat-support.ts';
import { databaseKinds, seededDatabase, type TestDatabase } from './harness.ts';

type Facts = {
  rows: KeywordRow[];
  seasonal: number;
  topBy: (value: (row: KeywordRow) => number | null, order?: 'asc' | 'desc') => KeywordRow;
  containing: (word: string) => number;
  loser: string | undefined;
  gainer: (days: number) => Promise<string | undefined>;
  visibility: string;
  volumeOf: (phrase: string) => Promise<string>;
  /** The demo content project as the content suite computes it. */
  content: { id: number; analysed: number; more: TermRow[]; fewer: TermRow[]; missing: TermRow[]; score: number | null; words: number | null; range: { min: number; max: number } | null };
};

type Case = { q: string; tools: string[]; expect: (facts: Facts) => Promise<string[]> | string[] };

const n = (value: number | null | undefined) => formatNumber(value);
const esc = (text: string) => text.replace(/[\\`*_[\]()|<>~]/gu, (c) => `\\${c}`);
const catalogue = ['list_collections'];
const monitoring = ['monitoring_projects'];
const content = ['content_projects', 'content_project_terms'];
const wdf = (value: number | undefined) => formatNumber(value, 2);

const december = (row: KeywordRow) => volumeInMonth(row, 12);
const july = (row: KeywordRow) => volumeInMonth(row, 7);
const volume = (row: KeywordRow) => row.avgsv;
const difficulty = (row: KeywordRow) => row.keyword_difficulty?.difficulty ?? null;
const cpc = (row: KeywordRow) => row.adwords_cpc_high;

const CASES: Case[] = [
  // English
  { q: 'How many keywords does the collection Winter Sale hold?', tools: catalogue, expect: () => ['213', '/research/Winter%20Sale'] },
  { q: 'Which keywords in Winter Sale have the most volume in December?', tools: [...catalogue, 'collection_keywords'], expect: (f) => [esc(f.topBy(december).keyword), n(december(f.topBy(december))), 'December'] },
  { q: 'Which of my keywords are seasonal?', tools: [...catalogue, 'seasonality'], expect: (f) => [`**${n(f.seasonal)}** of 213`] },
  { q: 'Where did www.demo-shop.de lose positions this week?', tools: [...monitoring, 'monitoring_changes'], expect: (f) => [esc(f.loser ?? 'lost no positions'), '/monitoring/project/'] },
  { q: 'Which collections do I have?', tools: catalogue, expect: () => ['Winter Sale', '213'] },
  { q: 'Show the top 5 keywords of Winter Sale', tools: [...catalogue, 'collection_keywords'], expect: (f) => ['The 5 keywords', esc(f.topBy(volume).keyword), n(f.topBy(volume).avgsv)] },
  { q: 'Which keywords in Winter Sale contain glühwein?', tools: [...catalogue, 'collection_keywords'], expect: (f) => [`**${n(f.containing('glühwein'))}** of 213`] },
  { q: 'How many keywords in Winter Sale contain skiurlaub?', tools: [...catalogue, 'collection_keywords'], expect: (f) => [`**${n(f.containing('skiurlaub'))}** of 213`] },
  { q: 'What is the search volume of glühwein?', tools: [...catalogue, 'keyword_metrics'], expect: async (f) => ['glühwein', await f.volumeOf('glühwein'), '/searchvolume'] },
  { q: 'Search volume for "winterjacke damen" and "skiurlaub österreich"', tools: [...catalogue, 'keyword_metrics'], expect: async (f) => [await f.volumeOf('winterjacke damen'), await f.volumeOf('skiurlaub österreich')] },
  { q: 'Which keywords in Winter Sale are easiest?', tools: [...catalogue, 'collection_keywords'], expect: (f) => ['lowest difficulty', esc(f.topBy(difficulty, 'asc').keyword)] },
  { q: 'Which keywords in Winter Sale have the highest CPC?', tools: [...catalogue, 'collection_keywords'], expect: (f) => ['highest CPC', esc(f.topBy(cpc).keyword)] },
  { q: 'Which keywords in Winter Sale peak in December?', tools: [...catalogue, 'seasonality'], expect: (f) => [`**${n(f.seasonal)}** of 213`, 'Peak month'] },
  { q: 'What is the visibility of www.demo-shop.de?', tools: monitoring, expect: (f) => [f.visibility, 'www.demo-shop.de'] },
  { q: 'Which monitoring projects do I have?', tools: monitoring, expect: () => ['www.demo-shop.de', '150'] },
  { q: 'On which keywords did demo-shop.de gain positions this month?', tools: [...monitoring, 'monitoring_changes'], expect: async (f) => [esc((await f.gainer(30)) ?? 'gained no positions')] },
  { q: 'Where did www.unknown-shop.de lose positions?', tools: monitoring, expect: () => ['no monitoring project for www.unknown-shop.de'] },
  { q: 'Which terms should I use more in glühwein selber machen?', tools: content, expect: (f) => [`**${n(f.content.more.length)}** of the ${n(f.content.analysed)} strongest terms are below the competitors' average WDF`, esc(f.content.more[0]?.term ?? '-'), wdf(f.content.more[0]?.average_wdf), `/content-project/wdf-idf/${f.content.id}`] },
  { q: 'What is the target word count for glühwein selber machen?', tools: content, expect: (f) => [`aims for **${n(f.content.range?.min)}–${n(f.content.range?.max)}** words`, `the draft has **${n(f.content.words)}** words`, `/content-editor/${f.content.id}`] },
  { q: 'Which terms does the draft of glühwein selber machen use too often?', tools: content, expect: (f) => [`**${n(f.content.fewer.length)}** of the ${n(f.content.analysed)} strongest terms are above`, ...f.content.fewer.slice(0, 1).map((t) => esc(t.term))] },
  { q: 'Which content projects do I have?', tools: ['content_projects'], expect: (f) => [DEMO_CONTENT_KEYWORD, `| ${n(f.content.score)} |`, `/content-editor/${f.content.id}`] },
  { q: 'What can you do?', tools: [], expect: () => ['From your data I can answer'] },
  { q: 'What is the weather in Berlin tomorrow?', tools: catalogue, expect: () => ['I cannot answer this question from your data'] },
  // German
  { q: 'Wie viele Keywords enthält die Sammlung Winter Sale?', tools: catalogue, expect: () => ['enthält **213** Keywords'] },
  { q: 'Welche Keywords in Winter Sale haben im Dezember das meiste Suchvolumen?', tools: [...catalogue, 'collection_keywords'], expect: (f) => [esc(f.topBy(december).keyword), n(december(f.topBy(december))), 'Dezember'] },
  { q: 'Welche meiner Keywords sind saisonal?', tools: [...catalogue, 'seasonality'], expect: (f) => [`**${n(f.seasonal)}** von 213`] },
  { q: 'Wo hat www.demo-shop.de diese Woche Positionen verloren?', tools: [...monitoring, 'monitoring_changes'], expect: (f) => [esc(f.loser ?? 'keinem Keyword')] },
  { q: 'Welche Sammlungen habe ich?', tools: catalogue, expect: () => ['1 Sammlung', 'Winter Sale'] },
  { q: 'Zeige die Top 3 Keywords aus Winter Sale', tools: [...catalogue, 'collection_keywords'], expect: (f) => ['Die 3 Keywords', esc(f.topBy(volume).keyword)] },
  { q: 'Welche Keywords in Winter Sale enthalten glühwein?', tools: [...catalogue, 'collection_keywords'], expect: (f) => [`**${n(f.containing('glühwein'))}** von 213`] },
  { q: 'Wie viele Keywords in Winter Sale enthalten winterjacke?', tools: [...catalogue, 'collection_keywords'], expect: (f) => [`**${n(f.containing('winterjacke'))}** von 213`] },
  { q: 'Wie hoch ist das Suchvolumen von glühwein?', tools: [...catalogue, 'keyword_metrics'], expect: async (f) => [await f.volumeOf('glühwein'), 'Quelle'] },
  { q: 'Wie ist die Sichtbarkeit von demo-shop.de?', tools: monitoring, expect: (f) => [f.visibility, 'Sichtbarkeit'] },
  { q: 'Welche Monitoring-Projekte habe ich?', tools: monitoring, expect: () => ['www.demo-shop.de', 'Monitoring-Projekte'] },
  { q: 'Wo hat demo-shop.de seit gestern Positionen gewonnen?', tools: [...monitoring, 'monitoring_changes'], expect: async (f) => [esc((await f.gainer(1)) ?? 'keinem Keyword')] },
  { q: 'Welche Keywords in Winter Sale haben im Juli das meiste Volumen?', tools: [...catalogue, 'collection_keywords'], expect: (f) => [esc(f.topBy(july).keyword), n(july(f.topBy(july))), 'Juli'] },
  { q: 'Welche Keywords in Winter Sale sind am leichtesten?', tools: [...catalogue, 'collection_keywords'], expect: (f) => ['geringsten Schwierigkeit', esc(f.topBy(difficulty, 'asc').keyword)] },
  { q: 'Wie hoch ist der Content Score von glühwein selber machen?', tools: content, expect: (f) => [`Content Score von **${n(f.content.score)}** von 100`, `**${n(f.content.words)}** Wörter`, `/content-editor/${f.content.id}`] },
  { q: 'Welche Wörter fehlen im Entwurf zu glühwein selber machen?', tools: content, expect: (f) => [`fehlen **${n(f.content.missing.length)}** der ${n(f.content.analysed)} stärksten Begriffe ganz`, esc(f.content.missing[0]?.term ?? '-'), `${wdf(f.content.missing[0]?.average_wdf)} | ${wdf(f.content.missing[0]?.max_wdf)} | 0×`] },
  { q: 'Welche Begriffe sollte ich in glühwein selber machen öfter verwenden?', tools: content, expect: (f) => [`**${n(f.content.more.length)}** der ${n(f.content.analysed)} stärksten Begriffe unter dem durchschnittlichen WDF`, ...f.content.more.slice(0, 10).map((t) => esc(t.term))] },
  { q: 'Was kannst du?', tools: [], expect: () => ['Ich kann aus Ihren Daten beantworten'] },
  { q: 'Wie wird das Wetter morgen?', tools: catalogue, expect: () => ['Diese Frage kann ich aus Ihren Daten nicht beantworten'] },
];

describe.each(databaseKinds)('offline planner on %s', (kind) => {
  let database: TestDatabase;
  let facts: Facts;

  beforeAll(async () => {
    database = await seededDatabase(kind);
    const db = database.handle.db;
    const winter = await findCollection(db, 1, { name: 'Winter Sale' });
    if (!winter) throw new Error('Winter Sale is not seeded');
    const rows = await collectionRows(db, winter.id, false);
    const [project] = await listProjects(db, 1);
    if (!project) throw new Error('no monitoring project seeded');
    const day = await latestDay(db, project.id);
    const [card] = await projectCards(db, [project], new Date());
    const signal = new AbortController().signal;
    const contentProject = (await listContentProjects(db, 1)).find((p) => p.main_keyword === DEMO_CONTENT_KEYWORD);
    if (!contentProject) throw new Error('the demo content project is not seeded');
    const cache = new PreparedPageCache();
    const [analysis, targets, [view]] = await Promise.all([projectTermAnalysis(db, cache, contentProject), scoreTargets(db, cache, contentProject), projectViews(db, [contentProject])]);
    facts = {
      rows,
      seasonal: rows.filter((row) => keywordFact(row).seasonal).length,
      topBy: (value, order = 'desc') => {
        const known = rows.filter((row) => value(row) !== null);
        const sorted = known.sort((a, b) => (order === 'desc' ? (value(b) ?? 0) - (value(a) ?? 0) : (value(a) ?? 0) - (value(b) ?? 0)) || a.keyword.localeCompare(b.keyword, 'de'));
        return sorted[0] as KeywordRow;
      },
      containing: (word) => rows.filter((row) => row.keyword.toLowerCase().includes(word)).length,
      loser: (await overview(db, project, day, 7)).losers[0]?.keyword,
      gainer: async (days) => (await overview(db, project, day, days)).winners[0]?.keyword,
      visibility: formatNumber(card?.visibility_today ?? null, Number.isInteger(card?.visibility_today) ? 0 : 2),
      volumeOf: async (phrase) => n((await keywordRows({ keywords: [phrase], location: 2276, language: 'de', signal }))[0]?.avgsv),
      content: {
        id: contentProject.id,
        analysed: analysis.terms.length,
        more: analysis.terms.filter((t) => t.recommendation === 'more'),
        fewer: analysis.terms.filter((t) => t.recommendation === 'fewer'),
        missing: analysis.terms.filter((t) => t.own_count === 0),
        score: view?.editor.content_score ?? null,
        words: view?.editor.word_count ?? null,
        range: targets?.wordCount ?? null,
      },
    };
  });
  afterAll(async () => database.drop());

  it('has at least 30 questions, in both languages', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it('the demo content project gives the content rows something to check: terms to use more, missing terms, a score, a target length', () => {
    expect(facts.content.more.length).toBeGreaterThan(0);
    expect(facts.content.missing.length).toBeGreaterThan(0);
    expect(facts.content.score).not.toBeNull();
    expect(facts.content.words).toBeGreaterThan(0);
    expect(facts.content.range).not.toBeNull();
  });

  it.each(CASES)('$q', async ({ q, tools, expect: wanted }) => {
    const asked = await ask(database.handle.db, q);
    expect([...new Set(asked.toolNames)]).toEqual(tools);
    for (const text of await wanted(facts)) expect(asked.text).toContain(text);
    expect(asked.streamed.join('')).toBe(asked.text);
    expect(asked.tools.every((t) => t.ok)).toBe(true);
  });

  it('says plainly when the caller may not see the data, and calls no tool it may not use', async () => {
    const asked = await ask(database.handle.db, 'Where did www.demo-shop.de lose positions this week?', { email: 'basic@demo.test' });
    expect(asked.toolNames).toEqual([]);
    expect(asked.text).toContain('access to Monitoring');
  });

  it('another company asking about Winter Sale gets no number of it', async () => {
    const asked = await ask(database.handle.db, 'How many keywords does the collection Winter Sale hold?', { email: 'orange@demo.test', companyId: 2 });
    expect(asked.text).not.toContain('213');
    expect(asked.text).toContain('I find none of your collections named in the question');
  });

  it('answers the same question the same way every time', async () => {
    const q = 'Which keywords in Winter Sale have the most volume in December?';
    expect((await ask(database.handle.db, q)).text).toBe((await ask(database.handle.db, q)).text);
  });
});
