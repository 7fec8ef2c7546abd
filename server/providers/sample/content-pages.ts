/**
 * The offline corpus of competitor pages (issue 24): a realistic German page per keyword and URL,
 * written deterministically (seeded by keyword and URL) from the topic graph and the templates of
 * content-templates.ts, so term weights, headings and scores are meaningful without a network.
 * The same keyword and URL always give the same page; another site gives another page.
 *
 * Realistic means: the keyword stands in the title, the H1, the first sentence and some
 * headings, the head term in a few sentences (1–2 % of the words, as on ranking pages, decision
 * 0059), and the rest of the text is about the topic's terms (the best-known ones on most pages).
 */
import { countWords } from '../page-fetch/extract-page.ts';
import { throwIfAborted } from '../errors.ts';
import type { FetchedPage, PageFetchPort, PageHeading } from '../page-port.ts';
import { SECTION_HEADINGS, SECTION_SENTENCES, SITE_PROFILES, type SectionKind } from './content-templates.ts';
import { choose, noun, shuffled, vocabularyOf, weightedOrder, writtenModifier, type Vocabulary } from './content-vocabulary.ts';
import { unit } from './hash.ts';
import { sampleIdentity } from './identity.ts';

const capital = (text: string) => text.charAt(0).toLocaleUpperCase('de-DE') + text.slice(1);

/** The share of sentences naming the head term; with headings and the lead it gives 1–2 % of the words. */
export const KEYWORD_SENTENCE_SHARE = 0.07;

/** The words one page is written with: the topic's, in this page's order (best-known ones first, mostly). */
interface PageWords {
  readonly head: string;
  readonly modifiers: readonly string[];
  readonly terms: readonly string[];
  readonly products: readonly string[];
  readonly neighbours: readonly string[];
}

function pageWords(vocabulary: Vocabulary, seed: string): PageWords {
  const modifiers = weightedOrder(vocabulary.modifiers.length > 0 ? vocabulary.modifiers : ['tipps'], seed, 'm');
  // A page keeps to a dozen terms, as a real one does: most of the topic's core, a few of its own.
  const terms = [...shuffled(vocabulary.core, seed, 'c').slice(0, 8), ...weightedOrder(vocabulary.terms, seed, 't').slice(0, 4)];
  if (terms.length === 0) terms.push('Tipps');
  return { head: vocabulary.head, modifiers, terms, products: shuffled(vocabulary.products, seed, 'p').slice(0, 3), neighbours: vocabulary.neighbours };
}

function fill(template: string, words: PageWords, seed: string, slot: number, lead: string): string {
  const product = choose(words.products, 'zubehör', seed, slot, 'p');
  const neighbour = choose(words.neighbours, words.head, seed, slot, 'n');
  const other = choose(words.modifiers.slice(0, 8), lead, seed, slot, 'o');
  // Terms are drawn from the page's dozen, the first ones likelier: so they repeat within the page.
  const term = (salt: string) => words.terms[Math.floor(unit(seed, slot, salt) ** 1.5 * words.terms.length)] ?? 'Tipps';
  const t = term('t');
  let u = term('u');
  if (u === t) u = words.terms.find((w) => w !== t) ?? u;
  const list = shuffled(words.terms.slice(0, 8), seed, slot, 'l').slice(0, 4 + Math.floor(unit(seed, slot, 'n') * 3));
  return template
    .replaceAll('{list}', `${list.slice(0, -1).join(', ')} und ${list.at(-1) ?? ''}`)
    .replaceAll('{K}', noun(words.head))
    .replaceAll('{k}', noun(words.head))
    .replaceAll('{m}', writtenModifier(lead))
    .replaceAll('{o}', writtenModifier(other))
    .replaceAll('{t}', t)
    .replaceAll('{u}', u)
    .replaceAll('{P}', noun(product))
    .replaceAll('{p}', noun(product))
    .replaceAll('{N}', noun(neighbour))
    .replaceAll('{n}', noun(neighbour));
}

type Section = { heading: PageHeading; text: string[]; questions: PageHeading[] };

function section(kind: SectionKind, words: PageWords, seed: string, index: number, sentences: number, questions: string[]): Section {
  // One modifier leads each section, as a real page's section is about one thing.
  const lead = words.modifiers[index % words.modifiers.length] ?? 'tipps';
  const heading = fill(choose(SECTION_HEADINGS[kind], '{K}', seed, index, 'h'), words, seed, index, lead);
  // The section's own sentences first, then the other sections': a long page says more, it does
  // not say the same sentence again (a repeated filler word would outweigh the topic's terms).
  const others = (Object.keys(SECTION_SENTENCES) as SectionKind[]).filter((other) => other !== kind).flatMap((other) => SECTION_SENTENCES[other].plain);
  const plain = [...shuffled(SECTION_SENTENCES[kind].plain, seed, index, 's'), ...shuffled(others, seed, index, 'o')];
  const named = shuffled(SECTION_SENTENCES[kind].keyword, seed, index, 'k');
  const text: string[] = [];
  const asked: PageHeading[] = [];
  let p = 0;
  let k = 0;
  for (let i = 0; i < sentences; i++) {
    if (kind === 'questions' && i % 3 === 0 && questions.length > 0) {
      const question = `${capital(questions.shift() ?? '')}?`;
      asked.push({ level: 3, text: question });
      text.push(`\n${question}\n`);
    }
    const namesHead = unit(seed, index, i, 'kw') < KEYWORD_SENTENCE_SHARE && named.length > 0;
    const template = namesHead ? named[k++ % named.length] : plain[p++ % plain.length];
    text.push(fill(template ?? '{K}', words, seed, index * 100 + i, lead));
  }
  return { heading: { level: 2, text: heading }, text, questions: asked };
}

/** A site's page length: a few short pages, most of 600–1,800 words, some long guides. */
function targetWords(seed: string): number {
  const u = unit(seed, 'length');
  return Math.round(350 + 1900 * u * u);
}

/** The first sentence names the whole keyword, as a page ranking for it does. */
const LEADS = [
  '{KW} ist einfacher, als viele denken: Sie brauchen vor allem {t}, {u} und etwas Zeit.',
  'In diesem Ratgeber zeigen wir, worauf es bei {KW} ankommt, von {t} bis {u}.',
  'Wer {KW} möchte, findet hier alles Wichtige zu {t}, {u} und der richtigen Zubereitung.',
];

const SUMMARIES = ['Das Wichtigste im Überblick', 'Auf einen Blick', 'Kurz zusammengefasst', 'Was dazugehört'];

export function sampleContentPage(keyword: string, url: string): FetchedPage {
  const vocabulary = vocabularyOf(keyword);
  const seed = `${sampleIdentity(keyword)}\u241f${url}`;
  const words = pageWords(vocabulary, seed);
  const profile = choose(SITE_PROFILES, SITE_PROFILES[0] ?? [], seed, 'profile');
  const target = targetWords(seed);
  const sentencesPerSection = Math.max(3, Math.round(target / 13 / profile.length));
  const questions = shuffled(vocabulary.questions, seed, 'questions').map((q) => q.replaceAll(vocabulary.head, noun(vocabulary.head)));
  const sections = profile.map((kind, index) => section(kind, words, seed, index, sentencesPerSection, questions));
  const spoken = keyword.trim().replace(/\s+/gu, ' ').replaceAll(vocabulary.head, noun(vocabulary.head));
  const h1 = capital(spoken);
  const lead = fill(`${choose(LEADS, LEADS[0] ?? '', seed, 'lead').replaceAll('{KW}', spoken)} ${choose(SUMMARIES, 'Auf einen Blick', seed, 'summary')}: {list}.`, words, seed, 999, words.modifiers[0] ?? 'tipps');
  const paragraphs = [capital(lead), ...sections.flatMap((s) => [s.heading.text, s.text.join(' ').replace(/ ?\n/gu, '\n').trim()])];
  const main = paragraphs.join('\n\n');
  const headings: PageHeading[] = [{ level: 1, text: h1 }, ...sections.flatMap((s) => [s.heading, ...s.questions])];
  const domain = new URL(url).hostname.replace(/^www\./u, '');
  // The HTML around the text (layout, scripts, styles) grows with the site, not with the text.
  const bytes = Math.round(Buffer.byteLength(main) * (2.5 + 4 * unit(seed, 'markup')) + 20_000 + 180_000 * unit(domain, 'template'));
  return {
    url,
    title: `${h1} – ${capital(domain.split('.')[0] ?? domain)}`,
    meta_description: `${h1}: ${fill('Tipps zu {t} und {u}, eine Anleitung und Antworten auf die häufigsten Fragen.', words, seed, 0, words.modifiers[0] ?? 'tipps')}`,
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
