import { describe, expect, it } from 'vitest';
import { rankingDeviceOf, rankingProgressText, rankingReadyText, submitAction, submitRankingForm } from './ranking-form.ts';

describe('submitRankingForm', () => {
  it('normalises the domain by the SPEC §5 rule', () => {
    expect(submitRankingForm(' https://Shop.Example.de/winter?x=1 ', 'mobile')).toEqual({ ok: true, value: { domain: 'www.shop.example.de', device: 'mobile' } });
    expect(submitRankingForm('www.example.de', 'desktop')).toEqual({ ok: true, value: { domain: 'www.example.de', device: 'desktop' } });
  });

  it('answers the rule message for a bad domain and asks for one when blank', () => {
    expect(submitRankingForm('localhost', 'desktop')).toEqual({ ok: false, message: "'localhost' is not a valid domain" });
    expect(submitRankingForm('   ', 'desktop')).toEqual({ ok: false, message: 'Enter a domain, for example example.de.' });
  });
});

describe('submitAction', () => {
  const shown = { domain: 'www.example.de', device: 'desktop' as const };
  it('changes the lookup for a new domain or device, asks again only after a failure', () => {
    expect(submitAction(null, shown, false)).toBe('change');
    expect(submitAction(shown, { ...shown, domain: 'www.other.de' }, false)).toBe('change');
    expect(submitAction(shown, { ...shown, device: 'mobile' }, true)).toBe('change');
    expect(submitAction(shown, { ...shown }, true)).toBe('retry');
    expect(submitAction(shown, { ...shown }, false)).toBe('none');
  });
});

describe('rankingDeviceOf', () => {
  it('starts on the monitoring device, a tablet on Mobile, nothing on Desktop', () => {
    expect(['desktop', 'mobile', 'tablet', null, undefined].map((d) => rankingDeviceOf(d as 'desktop' | null))).toEqual(['desktop', 'mobile', 'mobile', 'desktop', 'desktop']);
  });
});

describe('texts', () => {
  it('says how far the lookup is with German digit grouping', () => {
    expect(rankingProgressText({ done: 400, total: 1200 })).toBe('Checking rankings: 400 of 1.200 keywords…');
    expect(rankingProgressText({ done: 0, total: 1 })).toBe('Checking rankings: 0 of 1 keyword…');
  });

  it('names the domain and device once the column is filled', () => {
    expect(rankingReadyText({ domain: 'www.example.de', device: 'mobile' })).toBe('Rankings shown for www.example.de (Mobile).');
  });
});
