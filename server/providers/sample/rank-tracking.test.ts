import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/update-schedule.ts';
import type { RankCheckRequest } from '../ports.ts';
import { samplePosition, sampleRankTracking, sampleTrackedSerp } from './rank-tracking.ts';

const track = ['www.demo-shop.de', 'www.wintersport-profi.de', 'www.outdoor-markt.de'];
const request = (keyword: string, day: string, device: RankCheckRequest['device'] = 'desktop'): RankCheckRequest => ({ keyword, day, device, location: 2276, language: 'de', track });
const keywords = Array.from({ length: 120 }, (_, i) => `winterjacke modell ${i}`);
const days = Array.from({ length: 90 }, (_, i) => addDays('2026-08-28', i));

describe('sample rank tracking', () => {
  it('gives the same SERP for the same request', () => {
    expect(sampleTrackedSerp(request('skihelm', '2026-11-20'))).toEqual(sampleTrackedSerp(request('skihelm', '2026-11-20')));
  });

  it('puts the tracked domains on one SERP of 100 distinct places', () => {
    let together = 0;
    for (const k of keywords) {
      const serp = sampleTrackedSerp(request(k, '2026-11-20'));
      expect(serp.map((r) => r.position)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      const found = track.filter((d) => serp.some((r) => r.domain === d));
      if (found.length >= 2) together += 1;
    }
    expect(together).toBeGreaterThan(10);
  });

  it('moves positions over days, with new entries and drops, mostly by small steps', () => {
    let moves = 0;
    let entries = 0;
    let drops = 0;
    let bigJumps = 0;
    let steps = 0;
    for (const k of keywords.slice(0, 60)) {
      let before: number | null | undefined;
      for (const day of days) {
        const p = samplePosition('www.demo-shop.de', k, 2276, 'desktop', day);
        if (before !== undefined) {
          if (before !== null && p !== null) {
            steps += 1;
            if (p !== before) moves += 1;
            if (Math.abs(p - before) > 15) bigJumps += 1;
          }
          if (before === null && p !== null) entries += 1;
          if (before !== null && p === null) drops += 1;
        }
        before = p;
      }
    }
    expect(moves / steps).toBeGreaterThan(0.2);
    expect(bigJumps / steps).toBeLessThan(0.05);
    expect(entries).toBeGreaterThan(0);
    expect(drops).toBeGreaterThan(0);
  });

  it('differs a little between devices', () => {
    const differ = keywords.filter((k) => samplePosition('www.demo-shop.de', k, 2276, 'desktop', '2026-11-20') !== samplePosition('www.demo-shop.de', k, 2276, 'mobile', '2026-11-20'));
    expect(differ.length).toBeGreaterThan(0);
  });

  it('fails a few first tries as retryable and answers the retry', async () => {
    const port = sampleRankTracking();
    const requests = Array.from({ length: 1500 }, (_, i) => request(`schneeschuhe ${i}`, '2026-11-20'));
    const first = await port.rankCheck(requests, new AbortController().signal);
    const failed = first.filter((o) => !o.ok);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(40);
    expect(failed.every((o) => !o.ok && o.retryable && o.reason.length > 0)).toBe(true);
    const retry = await port.rankCheck(requests.filter((_, i) => !first[i]?.ok), new AbortController().signal);
    expect(retry.every((o) => o.ok)).toBe(true);
    expect(first.map((o) => o.keyword)).toEqual(requests.map((r) => r.keyword));
  });

  it('stops on an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sampleRankTracking().rankCheck([request('x', '2026-11-20')], controller.signal)).rejects.toThrow();
  });
});
