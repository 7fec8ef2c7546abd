import { SUGGEST_PATTERNS, type SuggestPattern } from '../../domain/contracts/keyword-data.ts';
import { PATTERN_TITLES } from './suggests-groups.tsx';
import type { SuggestDisplay } from './suggests-search.ts';

interface Props {
  /** Null hides the pattern picker (Questions has one pattern only). */
  patterns: readonly SuggestPattern[] | null;
  onToggle?(pattern: SuggestPattern): void;
  display: SuggestDisplay;
  onDisplay(display: SuggestDisplay): void;
}

/** Which patterns to show and whether grouped or as one table; both live in the URL. */
export function SuggestsDisplayControls({ patterns, onToggle, display, onDisplay }: Props) {
  return (
    <div className="research-display">
      {patterns !== null && onToggle && (
        <fieldset className="pattern-picker">
          <legend>Patterns</legend>
          {SUGGEST_PATTERNS.map((pattern) => (
            <label key={pattern}>
              <input type="checkbox" checked={patterns.includes(pattern)} disabled={patterns.length === 1 && patterns.includes(pattern)} onChange={() => onToggle(pattern)} /> {PATTERN_TITLES[pattern]}
            </label>
          ))}
        </fieldset>
      )}
      <div role="group" aria-label="Display" className="display-switch">
        <button type="button" aria-pressed={display === 'groups'} onClick={() => onDisplay('groups')}>
          Groups
        </button>
        <button type="button" aria-pressed={display === 'table'} onClick={() => onDisplay('table')}>
          Table
        </button>
      </div>
    </div>
  );
}
