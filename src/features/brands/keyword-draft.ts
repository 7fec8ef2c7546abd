/**
 * The keywords a person chooses for each brand on /add-dashboard, between the preview and Start:
 * removing and adding keep the server's rules (a valid phrase of SPEC §5, each phrase once over all
 * brands, at most 400 per brand), so what Start sends is what the screen shows.
 */
import { MAX_BRAND_KEYWORDS, TOO_MANY_BRAND_KEYWORDS } from '../../domain/brand-input.ts';
import type { BrandExpandResponse, BrandKeywordProposal } from '../../domain/contracts/brands.ts';
import { phraseError, phraseIdentity, tidyPhrase } from '../../domain/phrase-validation.ts';

export interface BrandDraft {
  readonly name: string;
  readonly keywords: readonly BrandKeywordProposal[];
}

export function draftsOf(preview: BrandExpandResponse): BrandDraft[] {
  return preview.brands.map((brand) => ({ name: brand.name, keywords: brand.keywords }));
}

export function removeKeyword(drafts: readonly BrandDraft[], brand: number, keyword: string): BrandDraft[] {
  return drafts.map((draft, b) => (b === brand ? { ...draft, keywords: draft.keywords.filter((k) => k.keyword !== keyword) } : draft));
}

export type AddResult = { ok: true; drafts: BrandDraft[]; keyword: string } | { ok: false; error: string };

/** Adds a typed keyword to one brand, or says which rule it breaks. */
export function addKeyword(drafts: readonly BrandDraft[], brand: number, typed: string): AddResult {
  const keyword = tidyPhrase(typed).toLocaleLowerCase('de-DE');
  const target = drafts[brand];
  if (!target) return { ok: false, error: 'There is no such brand.' };
  if (keyword === '') return { ok: false, error: 'Type a keyword to add.' };
  const problem = phraseError(keyword);
  if (problem !== null) return { ok: false, error: problem };
  const identity = phraseIdentity(keyword);
  const owner = drafts.find((draft) => draft.keywords.some((k) => phraseIdentity(k.keyword) === identity));
  if (owner) return { ok: false, error: owner === target ? `“${keyword}” is already a keyword of ${target.name}.` : `“${keyword}” already stands for ${owner.name}; a keyword counts for one brand only.` };
  if (target.keywords.length >= MAX_BRAND_KEYWORDS) return { ok: false, error: TOO_MANY_BRAND_KEYWORDS };
  const added: BrandKeywordProposal = { keyword, origin: 'manual' };
  return { ok: true, keyword, drafts: drafts.map((draft, b) => (b === brand ? { ...draft, keywords: [...draft.keywords, added] } : draft)) };
}

/** The preview still fits the typed brands: the same names in the same order. */
export function previewMatches(drafts: readonly BrandDraft[] | null, names: readonly string[]): boolean {
  if (drafts === null || drafts.length !== names.length) return false;
  return drafts.every((draft, b) => phraseIdentity(draft.name) === phraseIdentity(names[b] ?? ''));
}

export const keywordCount = (drafts: readonly BrandDraft[]): number => drafts.reduce((sum, draft) => sum + draft.keywords.length, 0);
