/** Organic results and domain rankings of the sample provider. */
import type { Device, OrganicResult } from '../ports.ts';
import { unit } from './hash.ts';
import { sampleIdentity } from './volumes.ts';

// Invented shops and portals; `.example` keeps them from ever resolving to a real site.
const DOMAINS = [
  'www.preisfuchs.example', 'www.heimundgarten.example', 'de.lexikon.example', 'www.kochstube.example',
  'www.testberichte.example', 'www.sportprofi.example', 'www.modehaus.example', 'www.reiseblick.example',
  'www.technikmarkt.example', 'www.ratgeber24.example', 'www.stadtmagazin.example', 'www.videoportal.example',
  'www.bauhaus-welt.example', 'www.frischeladen.example', 'www.forum-deutschland.example',
] as const;

function slug(keyword: string): string {
  return encodeURIComponent(keyword.replace(/\s+/gu, '-'));
}

export function sampleOrganicResults(keyword: string, location: number, language: string, depth: number): OrganicResult[] {
  const id = sampleIdentity(keyword);
  const ranked = DOMAINS.map((domain) => ({ domain, score: unit(id, location, language, 'serp-rank', domain) })).sort((a, b) => a.score - b.score);
  return ranked.slice(0, Math.max(0, Math.min(depth, ranked.length))).map(({ domain }, index) => ({
    position: index + 1,
    domain,
    url: `https://${domain}/${slug(id)}`,
    title: `${keyword} – ${domain.replace(/^www\./u, '')}`,
    description: `Alles über ${keyword}: Tipps, Preise und Erfahrungen.`,
  }));
}

const NOT_RANKING_SHARE = 0.4;

/**
 * A stable position 1–100, or null for about 40 % of keywords; smaller positions are likelier, as a
 * site ranks for its core terms near the top. Mobile and tablet differ a little from desktop.
 */
export function sampleRanking(domain: string, keyword: string, location: number, device: Device): number | null {
  const id = sampleIdentity(keyword);
  if (unit(domain, id, location, 'ranks') < NOT_RANKING_SHARE) return null;
  const desktop = 1 + Math.floor(100 * unit(domain, id, location, 'position') ** 2);
  if (device === 'desktop') return desktop;
  const shift = Math.round(4 * (unit(domain, id, location, device) * 2 - 1));
  return Math.min(100, Math.max(1, desktop + shift));
}
