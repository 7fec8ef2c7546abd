/**
 * Key notation of the registry, and the one place that turns it into real keys per platform:
 * `Mod` is Cmd on a Mac and Ctrl elsewhere. A sequence is chords separated by spaces ("g c");
 * a chord is modifiers and a key joined by "+" ("Mod+K", "Shift+Enter", "?").
 */
export type Platform = 'mac' | 'other';

export interface Chord {
  readonly key: string;
  readonly mod: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
}

/** The fields of a KeyboardEvent the dispatcher reads; a plain object so tests need no DOM. */
export interface KeyInput {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

export function detectPlatform(platformHint: string): Platform {
  return /mac|iphone|ipad|ipod/i.test(platformHint) ? 'mac' : 'other';
}

export function parseChord(text: string): Chord {
  const parts = text.split('+');
  // "+" itself is a key: "Mod++" ends in an empty part.
  const key = text.endsWith('++') || text === '+' ? '+' : (parts.pop() ?? '');
  const mods = new Set(parts.filter(Boolean).map((p) => p.toLowerCase()));
  if (key === '') throw new Error(`empty key in shortcut "${text}"`);
  return { key: key.toLowerCase(), mod: mods.has('mod'), alt: mods.has('alt'), shift: mods.has('shift') };
}

export function parseSequence(sequence: string): readonly Chord[] {
  const chords = sequence.trim().split(/\s+/).map(parseChord);
  if (chords.length === 0) throw new Error('empty shortcut');
  return chords;
}

/** A stable text for a chord, so two spellings of the same binding compare equal. */
export function chordKey(chord: Chord): string {
  return `${chord.mod ? 'Mod+' : ''}${chord.alt ? 'Alt+' : ''}${chord.shift ? 'Shift+' : ''}${chord.key}`;
}

export function sequenceKey(sequence: string): string {
  return parseSequence(sequence).map(chordKey).join(' ');
}

/** The chord a key event is, or null for a lone modifier or a modifier this platform does not use. */
export function chordOfEvent(event: KeyInput, platform: Platform): Chord | null {
  if (['Control', 'Meta', 'Alt', 'Shift', 'CapsLock', 'Dead', 'Unidentified'].includes(event.key)) return null;
  const mod = platform === 'mac' ? event.metaKey : event.ctrlKey;
  const foreign = platform === 'mac' ? event.ctrlKey : event.metaKey;
  if (foreign) return null;
  // A printed character already carries Shift ("?" is Shift+/ on a US layout, another key elsewhere).
  const printable = event.key.length === 1;
  return { key: event.key.toLowerCase(), mod, alt: event.altKey, shift: printable ? false : event.shiftKey };
}

const MAC_NAMES: Readonly<Record<string, string>> = { mod: '⌘', alt: '⌥', shift: '⇧' };
const OTHER_NAMES: Readonly<Record<string, string>> = { mod: 'Ctrl', alt: 'Alt', shift: 'Shift' };

function keyName(key: string): string {
  if (key.length === 1) return key === ' ' ? 'Space' : key;
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** One label per chord, for a <kbd> each: ["Ctrl+K"], ["g", "c"], ["⌘K"]. */
export function shortcutParts(sequence: string, platform: Platform): string[] {
  const names = platform === 'mac' ? MAC_NAMES : OTHER_NAMES;
  return parseSequence(sequence).map((chord) => {
    const mods = (['mod', 'alt', 'shift'] as const).filter((m) => chord[m]).map((m) => names[m] ?? m);
    // Letters after a modifier read as capitals, as on the key caps ("Ctrl+K").
    const key = mods.length > 0 && chord.key.length === 1 ? chord.key.toUpperCase() : keyName(chord.key);
    return platform === 'mac' ? [...mods, key].join('') : [...mods, key].join('+');
  });
}

export function shortcutLabel(sequence: string, platform: Platform): string {
  return shortcutParts(sequence, platform).join(' ');
}
