/**
 * The `/wdf-idf` form as data: what the user typed, checked with the API's own contract before it is
 * sent, so every problem is shown at the field it concerns (and the server, checking the same
 * contract, never sees a request the form would refuse).
 */
import { adHocAnalysisRequestSchema, type AdHocAnalysisRequest } from '../../../domain/contracts/content-analysis.ts';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION } from '../../../domain/markets.ts';

export type OwnSource = 'url' | 'text';
export type AdHocField = 'keyword' | 'url' | 'text' | 'location' | 'language';

export interface AdHocDraft {
  readonly keyword: string;
  readonly location: number;
  readonly language: string;
  readonly source: OwnSource;
  readonly url: string;
  readonly text: string;
}

export const EMPTY_DRAFT: AdHocDraft = { keyword: '', location: DEFAULT_LOCATION, language: DEFAULT_LANGUAGE, source: 'url', url: '', text: '' };

export type DraftCheck = { readonly ok: true; readonly request: AdHocAnalysisRequest } | { readonly ok: false; readonly errors: Partial<Record<AdHocField, string>> };

const FIELDS: readonly AdHocField[] = ['keyword', 'url', 'text', 'location', 'language'];
const isField = (value: unknown): value is AdHocField => FIELDS.some((f) => f === value);

const MISSING_SOURCE: Record<OwnSource, string> = { url: 'Enter the address of your page.', text: 'Paste the text to compare.' };

/** Only the chosen source is sent: the other field may hold what the user typed before switching. Every field's first problem is named at once. */
export function checkDraft(companyId: number, draft: AdHocDraft): DraftCheck {
  const own = draft.source === 'url' ? draft.url : draft.text;
  const missing = own.trim() === '';
  const body = {
    company_id: companyId,
    keyword: draft.keyword,
    location: draft.location,
    language: draft.language,
    ...(missing ? {} : draft.source === 'url' ? { url: draft.url } : { text: draft.text }),
  };
  const parsed = adHocAnalysisRequestSchema.safeParse(body);
  if (parsed.success && !missing) return { ok: true, request: body };
  const errors: Partial<Record<AdHocField, string>> = missing ? { [draft.source]: MISSING_SOURCE[draft.source] } : {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    // The contract's "either url or text" names `url`; the form gives exactly one, so it concerns the chosen field.
    const at = isField(field) ? (field === 'url' ? draft.source : field) : 'keyword';
    errors[at] ??= issue.message;
  }
  return { ok: false, errors };
}
