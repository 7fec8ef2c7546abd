import type { Command } from './command-types.ts';
import { matchScore } from './fuzzy.ts';

export interface PaletteSection {
  readonly heading: string;
  readonly commands: readonly Command[];
}

export const RECENT_HEADING = 'Recent';
const RECENT_SHOWN = 5;
const RECENT_BOOST = 10;

/**
 * What the palette lists for a query. Without a query: the recent commands first, then every
 * section in registry order. With a query: matches by score (a recent command gets a boost worth
 * about one well-placed letter), grouped by
 * section, sections ordered by their best match.
 */
export function paletteSections(commands: readonly Command[], query: string, recent: readonly string[]): PaletteSection[] {
  const listed = commands.filter((c) => c.inPalette !== false);
  const recency = (c: Command) => {
    const at = recent.indexOf(c.id);
    return at === -1 ? 0 : recent.length - at;
  };
  if (query.trim() === '') {
    const recentCommands = recent.map((id) => listed.find((c) => c.id === id)).filter((c): c is Command => c !== undefined).slice(0, RECENT_SHOWN);
    const shownAsRecent = new Set(recentCommands.map((c) => c.id));
    const sections = groupBySection(listed.filter((c) => !shownAsRecent.has(c.id)));
    return recentCommands.length > 0 ? [{ heading: RECENT_HEADING, commands: recentCommands }, ...sections] : sections;
  }
  const scored = listed
    .map((command) => {
      const score = matchScore(command.title, command.keywords, query);
      return { command, score: score > 0 && recency(command) > 0 ? score + RECENT_BOOST : score };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || recency(b.command) - recency(a.command));
  return groupBySection(scored.map((entry) => entry.command));
}

function groupBySection(commands: readonly Command[]): PaletteSection[] {
  const sections = new Map<string, Command[]>();
  for (const command of commands) {
    const list = sections.get(command.section);
    if (list) list.push(command);
    else sections.set(command.section, [command]);
  }
  return [...sections].map(([heading, list]) => ({ heading, commands: list }));
}

export const resultCount = (sections: readonly PaletteSection[]): number => sections.reduce((n, s) => n + s.commands.length, 0);
