import type { Command, CommandId } from './command-types.ts';
import { parseSequence, sequenceKey, chordKey, type Chord } from './keys.ts';

export interface ActiveBinding {
  readonly sequence: string;
  /** Normalised chord texts, for comparing. */
  readonly chords: readonly string[];
  readonly command: Command;
}

/** A key sequence that more than one active command answers to, or that is a prefix of another's. */
export interface BindingConflict {
  readonly sequence: string;
  readonly commands: readonly CommandId[];
}

export function activeBindings(commands: readonly Command[]): ActiveBinding[] {
  const bindings: ActiveBinding[] = [];
  for (const command of commands) {
    if (command.shortcut !== undefined) bindings.push({ sequence: command.shortcut, chords: parseSequence(command.shortcut).map(chordKey), command });
  }
  return bindings;
}

const startsWith = (long: readonly string[], short: readonly string[]) => short.every((chord, i) => long[i] === chord);

/** Two sequences (as normalised chords) clash when they are the same or one begins the other ("g" and "g c"). */
export const sequencesClash = (a: readonly string[], b: readonly string[]): boolean => (a.length <= b.length ? startsWith(b, a) : startsWith(a, b));

/** Every clash among the bindings: the same sequence twice, or "g" bound while "g c" is too. */
export function findConflicts(bindings: readonly ActiveBinding[]): BindingConflict[] {
  const conflicts: BindingConflict[] = [];
  const same = (a: ActiveBinding, b: ActiveBinding) => a.chords.length === b.chords.length && startsWith(a.chords, b.chords);
  for (const [i, a] of bindings.entries()) {
    // A sequence claimed several times is reported once, at its first claimant.
    if (bindings.slice(0, i).some((b) => same(a, b))) continue;
    const clashing = bindings.filter((b, j) => j !== i && b.chords.length >= a.chords.length && startsWith(b.chords, a.chords));
    if (clashing.length > 0) conflicts.push({ sequence: sequenceKey(a.sequence), commands: [a.command.id, ...clashing.map((b) => b.command.id)] });
  }
  return conflicts;
}

/** Bindings whose sequence begins with the chords typed so far. */
export function bindingsStartingWith(bindings: readonly ActiveBinding[], typed: readonly Chord[]): ActiveBinding[] {
  const keys = typed.map(chordKey);
  return bindings.filter((b) => b.chords.length >= keys.length && startsWith(b.chords, keys));
}
