import type { Command } from './command-types.ts';

export interface PaletteSection {
  readonly heading: string;
  readonly commands: readonly Command[];
}

export const RECENT_HEADING = 'Recent';
const RECENT_SHOWN = 5;

/**
 * What the palette renders, in the order shown before anything is typed: the recent commands first
 * under their own heading (and not again in their sections), then every section in registry order.
 * While the user types, pass no recent commands: each command sits in its section once, and
 * palette-rank.ts filters and orders them.
 */
export function paletteSections(commands: readonly Command[], recent: readonly string[]): PaletteSection[] {
  const listed = commands.filter((c) => c.inPalette !== false);
  const byId = new Map(listed.map((c) => [c.id as string, c]));
  const recentCommands = recent.flatMap((id) => byId.get(id) ?? []).slice(0, RECENT_SHOWN);
  const shownAsRecent = new Set(recentCommands.map((c) => c.id));
  const sections = groupBySection(listed.filter((c) => !shownAsRecent.has(c.id)));
  return recentCommands.length > 0 ? [{ heading: RECENT_HEADING, commands: recentCommands }, ...sections] : sections;
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
