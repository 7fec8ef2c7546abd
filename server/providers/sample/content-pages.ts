/**
 * The offline corpus of competitor pages (issue 24): a realistic German page per keyword and URL,
 * written deterministically (seeded by keyword and URL) from the topic graph and the templates of
 * content-templates.ts, so term weights, headings and scores are meaningful without a network.
 * The same keyword and URL always give the same page; another site gives another page.
 */
import { countWords } from '../page-fetch/extract-page.ts';
import { throwIfAborted } from '../errors.ts';
import type { FetchedPage, PageFetchPort, PageHeading } from '../page-port.ts';
import { SECTION_HEADINGS, SECTION_SENTENCES, SITE_PROFILES, type SectionKind } from './content-templates.ts';
import { unit } from './hash.ts';
import { sampleIdentity } from './identity.ts';
import { genericTerms, headsIn, topicById, topicsIn, type Topic } from './topic-graph.ts';

type Words = { head: string; modifiers: readonly string[]; products: readonly string[]; neighbours: readonly string[]; questions: readonly string[] };

const capital = (text: string) => text.charAt(0).toLocaleUpperCase('de-DE') + text.slice(1);

/** Single-word heads and products are nouns in German: capitalised as a writer would. */
const noun = (text: string) => (text.includes(' ') ? text.split(' ').map((word, i, all) => (i === all.length - 1 ? capital(word) : word)).join(' ') : capital(text));

function wordsOf(keyword: string): Words {
  const id = sampleIdentity(keyword);
  const topic: Topic | undefined = topicsIn(id, 'de')[0];
  const head = headsIn(id, 'de')[0] ?? id;
  if (!topic) {
    const generic = genericTerms('de');
    return { head, modifiers: generic.modifiers.slice(0, 30), products: ['zubehör', 'set', 'ersatzteile'], neighbours: [], questions: generic.questions.map((q) => q.replaceAll('{k}', head)) };
  }
  const neighbours = topic.neighbours.flatMap((nid) => topicById(nid)?.de.heads.slice(0, 2) ?? []);
  return {
    head,
    modifiers: topic.de.modifiers,
    products: topic.de.products,
    neighbours: [...topic.de.heads.filter((h) => h !== head).slice(0, 3), ...neighbours],
    questions: topic.de.questions.map((q) => q.replaceAll('{k}', head)),
  };
}

function choose<T>(items: readonly T[], fallback: T, ...seed: readonly (string | number)[]): T {
  return items.length === 0 ? fallback : (items[Math.floor(unit(...seed) * items.length)] ?? fallback);
}

/** The items in an order fixed by the seed: a page walks through them instead of repeating one. */
function shuffled<T>(items: readonly T[], ...seed: readonly (string | number)[]): T[] {
  return items.map((item, i) => ({ item, key: unit(...seed, i) })).sort((a, b) => a.key - b.key).map((entry) => entry.item);
}

function fill(template: string, words: Words, seed: string, slot: number, modifier: string): string {
  const product = choose(words.products, 'zubehör', seed, slot, 'p');
  const neighbour = choose(words.neighbours, words.head, seed, slot, 'n');
  return template
    .replaceAll('{K}', noun(words.head))
    .replaceAll('{k}', noun(words.head))
    .replaceAll('{m}', modifier)
    .replaceAll('{P}', noun(product))
    .replaceAll('{p}', noun(product))
    .replaceAll('{N}', noun(neighbour))
    .replaceAll('{n}', noun(neighbour));
}

type Section = { heading: PageHeading; text: string[]; questions: PageHeading[] };

function section(kind: SectionKind, words: Words, seed: string, index: number, sentences: number, questions: string[]): Section {
  // One modifier leads each section, as a real page's section is about one thing; later rounds
  // through the sentences take the next ones.
  const modifiers = shuffled(words.modifiers.length > 0 ? words.modifiers : ['tipps'], seed, index, 'm');
  const lead = modifiers[0] ?? 'tipps';
  const heading = fill(choose(SECTION_HEADINGS[kind], '{K}', seed, index, 'h'), words, seed, index, lead);
  const pool = shuffled(SECTION_SENTENCES[kind], seed, index, 's');
  const text: string[] = [];
  const asked: PageHeading[] = [];
  for (let i = 0; i < sentences; i++) {
    if (kind === 'questions' && i % 3 === 0 && questions.length > 0) {
      const question = `${capital(questions.shift() ?? '')}?`;
      asked.push({ level: 3, text: question });
      text.push(`\n${question}\n`);
    }
    const round = Math.floor(i / pool.length);
    const modifier = round === 0 || unit(seed, index, i, 'mix') < 0.5 ? lead : (modifiers[round % modifiers.length] ?? lead);
    text.push(fill(pool[i % pool.length] ?? '{K}', words, seed, index * 100 + i, modifier));
  }
  return { heading: { level: 2, text: heading }, text, questions: asked };
}

/** A site's page length: a few short pages, most of 600–1,800 words, some long guides. */
function targetWords(seed: string): number {
  const u = unit(seed, 'length');
  return Math.round(350 + 1900 * u * u);
}

export function sampleContentPage(keyword: string, url: string): FetchedPage {
  const words = wordsOf(keyword);
  const seed = `${sampleIdentity(keyword)}\u241f${url}`;
  const profile = choose(SITE_PROFILES, SITE_PROFILES[0] ?? [], seed, 'profile');
  const target = targetWords(seed);
  const sentencesPerSection = Math.max(3, Math.round(target / 13 / profile.length));
  const questions = shuffled(words.questions, seed, 'questions').map((q) => q.replaceAll(words.head, noun(words.head)));
  const sections = profile.map((kind, index) => section(kind, words, seed, index, sentencesPerSection, questions));
  const h1 = capital(keyword.trim().replace(/\s+/gu, ' ').replaceAll(words.head, noun(words.head)));
  const intro = fill(choose(SECTION_SENTENCES.basics, '{K}', seed, 'intro'), words, seed, 999, choose(words.modifiers, 'tipps', seed, 'intro-m'));
  const paragraphs = [`${h1}: ${intro}`, ...sections.flatMap((s) => [s.heading.text, s.text.join(' ').replace(/ ?\n/gu, '\n').trim()])];
  const main = paragraphs.join('\n\n');
  const headings: PageHeading[] = [{ level: 1, text: h1 }, ...sections.flatMap((s) => [s.heading, ...s.questions])];
  const domain = new URL(url).hostname.replace(/^www\./u, '');
  // The HTML around the text (layout, scripts, styles) grows with the site, not with the text.
  const bytes = Math.round(Buffer.byteLength(main) * (2.5 + 4 * unit(seed, 'markup')) + 20_000 + 180_000 * unit(domain, 'template'));
  return {
    url,
    title: `${h1} – ${capital(domain.split('.')[0] ?? domain)}`,
    meta_description: `${h1}: ${fill('{K} {m} – Tipps, Anleitung und Antworten auf die häufigsten Fragen.', words, seed, 0, choose(words.modifiers, 'tipps', seed, 'meta'))}`,
    headings,
    main_text: main,
    word_count: countWords(main),
    bytes,
  };
}

/** The sample page fetch port: the page the corpus writes for the request's keyword (the URL's path words without one). */
export const sampleContentPages: PageFetchPort = {
  async fetchPage({ url, keyword, signal }) {
    throwIfAborted(signal);
    const about = keyword ?? decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').replace(/[-_]+/gu, ' ');
    return sampleContentPage(about.trim() === '' ? new URL(url).hostname : about, url);
  },
};
