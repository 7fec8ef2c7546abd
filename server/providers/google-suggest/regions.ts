/**
 * Location codes (Google Ads geo target ids, as DataForSEO uses them) → the two-letter region Google
 * autocomplete expects in `gl`. Only the markets the workbench offers; an unknown code sends no `gl`.
 */
const REGIONS: ReadonlyMap<number, string> = new Map([
  [2276, 'DE'],
  [2040, 'AT'],
  [2756, 'CH'],
  [2826, 'GB'],
  [2840, 'US'],
  [2250, 'FR'],
  [2380, 'IT'],
  [2724, 'ES'],
  [2528, 'NL'],
  [2056, 'BE'],
  [2616, 'PL'],
  [2442, 'LU'],
]);

export function regionOf(location: number): string | null {
  return REGIONS.get(location) ?? null;
}
