/**
 * The headline figures of Home's content, AI Suite and AI Chat cards (issue 21), picked from what
 * those suites' own list calls answer. Pure, so the choice is tested without a screen.
 */
import type { AiProject } from './contracts/ai-suite.ts';
import type { ChatStateResponse } from './contracts/ai-chat.ts';
import type { ContentProject } from './contracts/content.ts';
import { scoreBand, type ScoreBand } from './content-score.ts';

export interface ScoredDraft {
  readonly keyword: string;
  readonly score: number;
  readonly band: ScoreBand;
}

export interface ContentFigure {
  readonly projects: number;
  /** Projects whose draft has a computed content score. */
  readonly scored: number;
  /** The mean of those scores, rounded to whole points; null while no draft is scored. */
  readonly averageScore: number | null;
  readonly best: ScoredDraft | null;
}

/** The company's content projects: how many, how their drafts score on average, and the best draft. */
export function contentFigure(projects: readonly ContentProject[]): ContentFigure {
  const scored = projects.flatMap((p) => (p.editor.content_score === null ? [] : [{ keyword: p.main_keyword, score: p.editor.content_score }]));
  if (scored.length === 0) return { projects: projects.length, scored: 0, averageScore: null, best: null };
  // Highest score first; ties go to the keyword first in the alphabet, so the card does not flicker.
  const top = [...scored].sort((a, b) => b.score - a.score || a.keyword.localeCompare(b.keyword))[0];
  const average = Math.round(scored.reduce((sum, s) => sum + s.score, 0) / scored.length);
  return {
    projects: projects.length,
    scored: scored.length,
    averageScore: average,
    best: top === undefined ? null : { keyword: top.keyword, score: Math.round(top.score), band: scoreBand(top.score) },
  };
}

export interface AiFigure {
  readonly projects: number;
  /** Texts written over all tasks of all projects. */
  readonly texts: number;
  readonly accepted: number;
}

/** The company's AI projects: how many, how many texts they hold and how many of them were accepted. */
export function aiFigure(projects: readonly AiProject[]): AiFigure {
  let texts = 0;
  let accepted = 0;
  for (const project of projects) {
    for (const task of project.tasks) {
      texts += task.rows;
      accepted += task.accepted;
    }
  }
  return { projects: projects.length, texts, accepted };
}

export interface ChatFigure {
  readonly enabled: boolean;
  readonly conversations: number;
  /** The title of the conversation changed last; null without any. */
  readonly latest: string | null;
}

/** The person's conversations in AI Chat: how many and which one was last in use. */
export function chatFigure(state: ChatStateResponse): ChatFigure {
  const latest = [...state.conversations].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  return { enabled: state.enabled, conversations: state.conversations.length, latest: latest?.title ?? null };
}
