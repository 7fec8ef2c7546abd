/**
 * The setup form's state and what it sends. The rules (a keyword's length and characters, at most
 * 20 secondary keywords) are the server's: its message comes back with the field it names and is
 * shown at that field, so the form never words a rule differently from the API.
 */
import { MAX_SECONDARY_KEYWORDS, type ContentDevice, type ContentProjectCreateRequest } from '../../../domain/contracts/content.ts';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION } from '../../../domain/markets.ts';

export interface SetupDraft {
  readonly mainKeyword: string;
  /** One a line, as typed. */
  readonly secondary: string;
  readonly location: number;
  readonly language: string;
  readonly device: ContentDevice;
}

export const EMPTY_SETUP: SetupDraft = { mainKeyword: '', secondary: '', location: DEFAULT_LOCATION, language: DEFAULT_LANGUAGE, device: 'desktop' };

export type SetupField = 'main_keyword' | 'secondary_keywords' | 'market';

/** The secondary keywords as lines: blank lines dropped, each trimmed (the server tidies the rest). */
export function secondaryLines(text: string): string[] {
  return text.split(/\r?\n/u).map((line) => line.trim()).filter((line) => line !== '');
}

export function secondaryCountText(text: string): string {
  return `${secondaryLines(text).length} of ${MAX_SECONDARY_KEYWORDS}`;
}

export function createRequestOf(companyId: number, draft: SetupDraft): ContentProjectCreateRequest & { company_id: number } {
  return {
    company_id: companyId,
    main_keyword: draft.mainKeyword,
    secondary_keywords: secondaryLines(draft.secondary),
    location: draft.location,
    language: draft.language,
    device: draft.device,
  };
}

/**
 * Where a refusal of the server belongs: its messages start with the field they name
 * (`secondary_keywords.2: …`). A secondary keyword's index becomes the line it was typed on.
 */
export function fieldOfRefusal(message: string, draft: SetupDraft): { field: SetupField | null; text: string } {
  const match = /^([a-z_]+)(?:\.(\d+))?: (.*)$/su.exec(message);
  if (!match) return { field: null, text: message };
  const [, name, index, text = ''] = match;
  if (name === 'main_keyword') return { field: 'main_keyword', text };
  if (name === 'secondary_keywords') {
    if (index === undefined) return { field: 'secondary_keywords', text };
    const line = secondaryLines(draft.secondary)[Number(index)];
    return { field: 'secondary_keywords', text: line === undefined ? text : `“${line}” (line ${Number(index) + 1}): ${text}` };
  }
  if (name === 'location' || name === 'language' || name === 'device') return { field: 'market', text };
  return { field: null, text: message };
}
