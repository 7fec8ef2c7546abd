import { CONTRAST_PAIRS, contrastRatio, HEX_COLOUR, MIN_TEXT_CONTRAST, ratioText, type ThemePalette } from '../../domain/colour-contrast.ts';
import type { ThemeColours } from '../../domain/contracts/company-settings.ts';

export const STARTING_COLOURS: ThemeColours = {
  light: { background: '#ffffff', text: '#16181d', muted: '#535a66', primary: '#1d4ed8', primary_text: '#ffffff' },
  dark: { background: '#181b21', text: '#e7e9ee', muted: '#a7aebb', primary: '#8aa8ff', primary_text: '#0b0d12' },
};

const FIELDS: readonly { key: keyof ThemePalette; label: string }[] = [
  { key: 'background', label: 'Background' },
  { key: 'text', label: 'Text' },
  { key: 'muted', label: 'Secondary text' },
  { key: 'primary', label: 'Primary (links, buttons)' },
  { key: 'primary_text', label: 'Button label' },
];

const valid = (palette: ThemePalette) => Object.values(palette).every((colour) => HEX_COLOUR.test(colour));

/** Whether both palettes are written right and pass WCAG AA: the save waits for it (the server checks again). */
export function coloursPass(colors: ThemeColours): boolean {
  return [colors.light, colors.dark].every((palette) => valid(palette) && CONTRAST_PAIRS.every(({ fore, back }) => contrastRatio(palette[fore], palette[back]) >= MIN_TEXT_CONTRAST));
}

interface Props {
  readonly mode: 'light' | 'dark';
  readonly palette: ThemePalette;
  readonly onChange: (next: ThemePalette) => void;
}

/** One mode's colours, a live preview drawn in them and each pair's contrast against WCAG AA. */
export function PaletteEditor({ mode, palette, onChange }: Props) {
  const readable = valid(palette);
  return (
    <fieldset className="settings-palette">
      <legend>{mode === 'light' ? 'Light mode' : 'Dark mode'}</legend>
      <div className="settings-palette-fields">
        {FIELDS.map(({ key, label }) => (
          <label key={key} className="settings-colour">
            <span>{label}</span>
            <input
              type="text"
              value={palette[key]}
              maxLength={7}
              aria-invalid={!HEX_COLOUR.test(palette[key])}
              onChange={(event) => onChange({ ...palette, [key]: event.target.value.trim() })}
            />
            <span className="settings-swatch" aria-hidden="true" style={{ background: HEX_COLOUR.test(palette[key]) ? palette[key] : 'transparent' }} />
          </label>
        ))}
      </div>
      {readable ? (
        <>
          <div className="settings-preview" aria-label={`Preview of the ${mode} colours`} role="img" style={{ background: palette.background, color: palette.text }}>
            <strong>Keyword research</strong>
            <span style={{ color: palette.muted }}>Secondary text: 12.400 searches a month</span>
            <span style={{ color: palette.primary, textDecoration: 'underline' }}>A link</span>
            <span className="settings-preview-button" style={{ background: palette.primary, color: palette.primary_text }}>A button</span>
          </div>
          <ul className="settings-contrast">
            {CONTRAST_PAIRS.map(({ fore, back, what }) => {
              const ratio = contrastRatio(palette[fore], palette[back]);
              const pass = ratio >= MIN_TEXT_CONTRAST;
              return (
                <li key={fore} className={pass ? 'pass' : 'fail'}>
                  {what}: {ratioText(ratio)} {pass ? '(passes WCAG AA)' : '(below 4,5:1: choose a lighter or darker colour)'}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="form-message">Write each colour as #RRGGBB, such as #1d4ed8.</p>
      )}
    </fieldset>
  );
}
