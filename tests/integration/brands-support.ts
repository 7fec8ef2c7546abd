/** Helpers of the Brands integration tests: dashboards of many keywords and waiting for a run. */
import type { BrandDashboardResponse, DashboardCard } from '../../src/domain/contracts/brands.ts';
import type { TestApp } from './harness.ts';
import { waitFor } from './volume-jobs-support.ts';

export const MARKET = { location: 2276, language: 'de' };

/** `brands` brands of `perBrand` keywords each, every keyword naming its brand. */
export function manyBrands(brands: number, perBrand: number): { name: string; keywords: string[] }[] {
  return Array.from({ length: brands }, (_, b) => {
    const name = `marke${b}`;
    return { name, keywords: Array.from({ length: perBrand - 1 }, (_, k) => `${name} modell ${k}`) };
  });
}

export async function getCard(t: TestApp, token: string, companyId: number, listname: string): Promise<DashboardCard> {
  const response = await t.post('/api/brands/get', { company_id: companyId, listname }, { token });
  if (response.statusCode !== 200) throw new Error(`get answered ${response.statusCode} ${response.body}`);
  return response.json<BrandDashboardResponse>().dashboard;
}

export async function settledCard(t: TestApp, token: string, companyId: number, listname: string): Promise<DashboardCard> {
  let card: DashboardCard | undefined;
  await waitFor(async () => {
    card = await getCard(t, token, companyId, listname);
    return card.status === 'done' || card.status === 'failed';
  });
  if (!card) throw new Error('no card');
  return card;
}
