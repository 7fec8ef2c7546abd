import { activeBindings, bindingsStartingWith, findConflicts, type BindingConflict } from './bindings.ts';
import type { Command, CommandContext } from './command-types.ts';
import { execute } from './execute.ts';
import { chordOfEvent, type Chord, type KeyInput } from './keys.ts';

export type DispatchResult = 'ran' | 'pending' | 'conflict' | 'none';

export interface DispatchInput extends KeyInput {
  /** Focus is in a text field (or a modal is open): only Escape and Mod+K may act. */
  readonly typing: boolean;
}

export interface KeyDispatcherOptions {
  context(): CommandContext | null;
  available(ctx: CommandContext): readonly Command[];
  /** How long the first key of a sequence waits for the next (g … c). */
  timeoutMs?: number;
  onConflict(conflict: BindingConflict): void;
  onError?(error: unknown, command: Command): void;
}

export interface KeyDispatcher {
  handle(event: DispatchInput): DispatchResult;
  /** Keys typed so far of an unfinished sequence, for a hint on screen. */
  pending(): readonly Chord[];
  reset(): void;
}

const ALWAYS = new Set(['escape', 'Mod+k']);

/** Element kinds where keys are text, not commands. */
export function isTypingTarget(el: { readonly tagName: string; readonly isContentEditable?: boolean; readonly type?: string } | null): boolean {
  if (!el) return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(el.type ?? 'text');
}

/**
 * Turns key events into commands. Like excalidraw's action manager it never guesses: when two
 * active commands claim what was typed it runs neither and reports the conflict.
 */
export function createKeyDispatcher(options: KeyDispatcherOptions): KeyDispatcher {
  const timeoutMs = options.timeoutMs ?? 1000;
  let typed: Chord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    typed = [];
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const attempt = (chords: Chord[], ctx: CommandContext, typing: boolean): DispatchResult => {
    let bindings = activeBindings(options.available(ctx));
    if (typing) bindings = bindings.filter((b) => b.chords.length === 1 && ALWAYS.has(b.chords[0] ?? ''));
    const candidates = bindingsStartingWith(bindings, chords);
    if (candidates.length === 0) return 'none';
    const exact = candidates.filter((b) => b.chords.length === chords.length);
    if (exact.length > 1 || (exact.length === 1 && candidates.length > 1)) {
      const conflict = findConflicts(candidates)[0];
      if (conflict) options.onConflict(conflict);
      reset();
      return 'conflict';
    }
    const [match] = exact;
    if (match) {
      reset();
      execute(match.command, ctx).catch((error: unknown) => options.onError?.(error, match.command));
      return 'ran';
    }
    typed = chords;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(reset, timeoutMs);
    return 'pending';
  };

  return {
    handle(event) {
      const ctx = options.context();
      if (!ctx) return 'none';
      const own = chordOfEvent(event, ctx.platform);
      if (!own) return 'none';
      if (event.typing) reset();
      const result = attempt([...typed, own], ctx, event.typing);
      // A key that does not continue the sequence starts afresh ("g x" unbound, then "x ..." may be).
      if (result === 'none' && typed.length > 0) {
        reset();
        return attempt([own], ctx, event.typing);
      }
      return result;
    },
    pending: () => typed,
    reset,
  };
}
