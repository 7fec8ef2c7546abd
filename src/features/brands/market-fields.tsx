import { LANGUAGES, LOCATIONS } from '../../domain/markets.ts';

interface Props {
  readonly location: number;
  readonly language: string;
  onLocation(code: number): void;
  onLanguage(code: string): void;
}

/** The market of a dashboard: where and in which language its brands are searched for. */
export function MarketFields({ location, language, onLocation, onLanguage }: Props) {
  return (
    <div className="brand-market">
      <label>
        Location
        <select value={location} onChange={(event) => onLocation(Number(event.target.value))}>
          {LOCATIONS.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
        </select>
      </label>
      <label>
        Language
        <select value={language} onChange={(event) => onLanguage(event.target.value)}>
          {LANGUAGES.map((l) => <option key={l.code} value={l.code}>{l.name}</option>)}
        </select>
      </label>
    </div>
  );
}
