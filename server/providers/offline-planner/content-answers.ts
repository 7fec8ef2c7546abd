/** Answers about content projects, written from the content tools' results with templates. */
import type { ContentAspect } from '../../../src/domain/chat-content-intents.ts';
import type { ChatLanguage } from '../../../src/domain/chat-language.ts';
import { locationName } from '../../../src/domain/markets.ts';
import { formatNumber } from '../../../src/domain/number-format.ts';
import { escapeMarkdown, link, n, say, table, type Texts } from './answer-text.ts';
import type { ContentProjectsResult, ContentTermsResult } from './tool-results.ts';

/** WDF with two decimals, as the WDF*IDF screen shows it. */
const wdf = (value: number) => formatNumber(value, 2);

const RECOMMENDATION: Readonly<Record<string, Texts>> = {
  more: { de: 'öfter verwenden', en: 'use more' },
  fewer: { de: 'seltener verwenden', en: 'use fewer' },
  fine: { de: 'passt', en: 'fine' },
};

export function contentListAnswer(language: ChatLanguage, result: ContentProjectsResult): string {
  if (result.projects.length === 0) {
    return say(language, { de: 'Sie haben noch kein Content-Projekt. Legen Sie unter Content-Projekte eines an.', en: 'You have no content project yet. Create one under Content projects.' });
  }
  const cols = say(language, { de: 'Projekt|Markt|Wörter im Entwurf|Content Score|Editor', en: 'Project|Market|Words in the draft|Content score|Editor' }).split('|');
  const rows = result.projects.map((p) => [
    link(p.keyword, p.link),
    escapeMarkdown(`${locationName(p.location)}, ${p.language}, ${p.device}`),
    n(p.word_count),
    n(p.content_score),
    link(say(language, { de: 'öffnen', en: 'open' }), p.editor_link),
  ]);
  return [
    say(language, { de: `Ihre Content-Projekte (${n(result.projects.length)}):`, en: `Your content projects (${n(result.projects.length)}):` }),
    table(cols, rows),
    say(language, { de: 'Quelle: Ihre Content-Projekte mit dem Content Score ihres gespeicherten Entwurfs.', en: 'Source: your content projects with the content score of their saved draft.' }),
  ].join('\n\n');
}

/** The question names none of the company's projects: which one, never a guess. */
export function whichContentProject(language: ChatLanguage, result: ContentProjectsResult): string {
  if (result.projects.length === 0) return contentListAnswer(language, result);
  const names = result.projects.map((p) => link(p.keyword, p.link)).join(', ');
  return say(language, {
    de: `Ich finde keines Ihrer Content-Projekte in der Frage. Nennen Sie sein Keyword; Ihre Content-Projekte: ${names}.`,
    en: `I find none of your content projects named in the question. Name its keyword; your content projects: ${names}.`,
  });
}

function source(language: ChatLanguage, r: ContentTermsResult): string {
  const analysis = link(say(language, { de: 'WDF*IDF-Analyse', en: 'WDF*IDF analysis' }), r.project.link);
  const editor = link('Editor', r.project.editor_link);
  return say(language, {
    de: `Quelle: die ${analysis} der ${n(r.competitor_count)} ausgewählten Wettbewerberseiten gegen den gespeicherten Entwurf; den Entwurf bearbeiten Sie im ${editor}.`,
    en: `Source: the ${analysis} of the ${n(r.competitor_count)} selected competitor pages against the saved draft; edit the draft in the ${editor}.`,
  });
}

function termHeadline(language: ChatLanguage, r: ContentTermsResult, aspect: ContentAspect, name: string): string {
  const of = say(language, { de: `der ${n(r.analysed_terms)} stärksten Begriffe`, en: `of the ${n(r.analysed_terms)} strongest terms` });
  const count = `**${n(r.matched)}**`;
  if (aspect === 'more') return say(language, { de: `Im Entwurf zu ${name} liegen ${count} ${of} unter dem durchschnittlichen WDF der Wettbewerber (öfter verwenden).`, en: `In the draft of ${name}, ${count} ${of} are below the competitors' average WDF (use more).` });
  if (aspect === 'fewer') return say(language, { de: `Im Entwurf zu ${name} liegen ${count} ${of} über dem höchsten WDF der Wettbewerber (seltener verwenden).`, en: `In the draft of ${name}, ${count} ${of} are above the competitors' highest WDF (use fewer).` });
  if (aspect === 'missing') return say(language, { de: `Im Entwurf zu ${name} fehlen ${count} ${of} ganz.`, en: `The draft of ${name} lacks ${count} ${of} entirely.` });
  const { more, fewer, fine } = r.recommendations;
  return say(language, {
    de: `Die ${n(r.analysed_terms)} stärksten Begriffe von ${name}: **${n(more)}** öfter verwenden, **${n(fewer)}** seltener verwenden, **${n(fine)}** passen.`,
    en: `The ${n(r.analysed_terms)} strongest terms of ${name}: **${n(more)}** to use more, **${n(fewer)}** to use fewer, **${n(fine)}** fine.`,
  });
}

function termTable(language: ChatLanguage, r: ContentTermsResult): string {
  const cols = say(language, { de: 'Begriff|Ø WDF Wettbewerber|Max. WDF|Im Entwurf|WDF Entwurf|Empfehlung', en: 'Term|Avg. WDF competitors|Max. WDF|In the draft|Draft WDF|Recommendation' }).split('|');
  const rows = r.terms.map((t) => [escapeMarkdown(t.term), wdf(t.average_wdf), wdf(t.max_wdf), `${n(t.own_count)}×`, wdf(t.own_wdf), say(language, RECOMMENDATION[t.recommendation] ?? { de: t.recommendation, en: t.recommendation })]);
  return table(cols, rows);
}

function termsAnswer(language: ChatLanguage, r: ContentTermsResult, aspect: ContentAspect, name: string): string {
  const headline = termHeadline(language, r, aspect, name);
  if (r.terms.length === 0) return [headline, source(language, r)].join('\n\n');
  const intro = say(language, { de: `Die ${n(r.terms.length)} mit dem höchsten WDF\\*IDF:`, en: `The ${n(r.terms.length)} with the highest WDF\\*IDF:` });
  return [headline, intro, termTable(language, r), source(language, r)].join('\n\n');
}

/** `name` undefined: the sentence before named the project already. */
function lengthLine(language: ChatLanguage, r: ContentTermsResult, name: string | undefined): string {
  const words = n(r.draft.word_count ?? 0);
  if (r.target_word_count === null) {
    const of = name === undefined ? '' : say(language, { de: ` für ${name}`, en: ` for ${name}` });
    return say(language, { de: `Es gibt${of} noch keine Ziel-Wortzahl (keine abgerufenen Wettbewerber); der Entwurf hat **${words}** Wörter.`, en: `There is no target word count${of} yet (no fetched competitors); the draft has **${words}** words.` });
  }
  const { min, max } = r.target_word_count;
  const briefing = name === undefined ? say(language, { de: 'Das Briefing', en: 'The briefing' }) : say(language, { de: `Das Briefing zu ${name}`, en: `The briefing of ${name}` });
  return say(language, {
    de: `${briefing} empfiehlt **${n(min)}–${n(max)}** Wörter (die mittlere Hälfte der Längen der ${n(r.competitor_count)} Wettbewerber); der Entwurf hat **${words}** Wörter.`,
    en: `${briefing} aims for **${n(min)}–${n(max)}** words (the middle half of the ${n(r.competitor_count)} competitors' lengths); the draft has **${words}** words.`,
  });
}

function scoreLine(language: ChatLanguage, r: ContentTermsResult, name: string): string {
  if (r.draft.content_score === null) {
    return say(language, { de: `Der Entwurf zu ${name} hat noch keinen Content Score (kein gespeicherter Text oder keine abgerufenen Wettbewerber).`, en: `The draft of ${name} has no content score yet (no saved text or no fetched competitors).` });
  }
  return say(language, { de: `Der Entwurf zu ${name} hat einen Content Score von **${n(r.draft.content_score)}** von 100.`, en: `The draft of ${name} has a content score of **${n(r.draft.content_score)}** out of 100.` });
}

/** The first terms to use more, named in a line (the tool was asked for them). */
function moreLine(language: ChatLanguage, r: ContentTermsResult): string {
  if (r.terms.length === 0) return '';
  const terms = r.terms.map((t) => `${escapeMarkdown(t.term)} (${wdf(t.own_wdf)} / Ø ${wdf(t.average_wdf)})`).join(', ');
  return say(language, {
    de: `${n(r.recommendations.more)} der ${n(r.analysed_terms)} stärksten Begriffe sollte er öfter verwenden, zuerst: ${terms} (WDF Entwurf / Ø Wettbewerber).`,
    en: `It should use ${n(r.recommendations.more)} of the ${n(r.analysed_terms)} strongest terms more, first: ${terms} (draft WDF / competitors' avg.).`,
  });
}

export function contentTermsAnswer(language: ChatLanguage, r: ContentTermsResult, aspect: ContentAspect): string {
  const name = `**${link(r.project.keyword, r.project.link)}**`;
  if (r.competitor_count === 0 && aspect !== 'score' && aspect !== 'word_count') {
    return say(language, {
      de: `Für ${name} sind noch keine Wettbewerberseiten abgerufen und ausgewählt, es gibt also keine Begriffsanalyse.`,
      en: `${name} has no fetched and selected competitor pages yet, so there is no term analysis.`,
    });
  }
  if (aspect === 'word_count') return [lengthLine(language, r, name), source(language, r)].join('\n\n');
  if (aspect === 'score' || aspect === 'overview') {
    return [`${scoreLine(language, r, name)} ${lengthLine(language, r, undefined)}`, moreLine(language, r), source(language, r)].filter((p) => p !== '').join('\n\n');
  }
  return termsAnswer(language, r, aspect, name);
}
