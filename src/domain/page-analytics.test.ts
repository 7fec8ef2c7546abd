import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS } from './access-routes.ts';
import { ANALYTICS_HEARTBEAT, ANALYTICS_SITE_ID, doNotTrack, matomoTrackingUrl, pageViewDay, pageViewDispatch, pageViewPath } from './page-analytics.ts';

describe('pageViewPath', () => {
  it('names the screen by its pattern, never by the ids or query of the page', () => {
    expect(pageViewPath('/research/my-list?filter=a%40b.de#top')).toBe('/research/{researchname}');
    expect(pageViewPath('/setpassword/secret-code-123')).toBe('/setpassword/{code?}');
    expect(pageViewPath('/briefing/17/abcdef')).toBe('/briefing/{project_id}/{share_id?}');
    expect(pageViewPath('/collections?email=someone@example.com')).toBe('/collections');
    expect(pageViewPath('/')).toBe('/');
  });

  it('is null for a URL no screen answers', () => {
    expect(pageViewPath('/no-such-screen')).toBeNull();
    expect(pageViewPath('relative')).toBeNull();
  });

  it('answers the screen pattern, whatever the parameter and query hold', () => {
    const screens = { '/research/': '/research/{researchname}', '/monitoring/project/': '/monitoring/project/{id}', '/resetpassword/': '/resetpassword/{code?}', '/brand-index/': '/brand-index/{brandindex}' } as const;
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(screens) as (keyof typeof screens)[])), fc.string({ unit: fc.constantFrom(...'abcxyz019-_.~%'), minLength: 1, maxLength: 24 }), fc.string({ maxLength: 40 }), (prefix, param, query) => {
        const path = pageViewPath(`${prefix}${param}?${encodeURIComponent(query)}`);
        expect(path).toBe(screens[prefix]);
        expect(ROUTE_PATTERNS).toContain(path);
      }),
    );
  });
});

describe('doNotTrack', () => {
  it('is on for DNT 1 (and the old yes, and Global Privacy Control), off otherwise', () => {
    expect(doNotTrack({ doNotTrack: '1' })).toBe(true);
    expect(doNotTrack({ doNotTrack: 'yes' })).toBe(true);
    expect(doNotTrack({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
    expect(doNotTrack({ doNotTrack: '0' })).toBe(false);
    expect(doNotTrack({ doNotTrack: 'unspecified' })).toBe(false);
    expect(doNotTrack({})).toBe(false);
  });
});

describe('matomoTrackingUrl', () => {
  const target = { url: 'https://stats.example.com/matomo', siteId: ANALYTICS_SITE_ID };

  it('asks matomo.php under the base with site 3, rec=1, the screen URL and its title', () => {
    const sent = new URL(matomoTrackingUrl(target, { origin: 'https://kw.example.com', path: '/research/{researchname}', title: 'Research' }, 123.7));
    expect(`${sent.origin}${sent.pathname}`).toBe('https://stats.example.com/matomo/matomo.php');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      idsite: '3',
      rec: '1',
      url: 'https://kw.example.com/research/{researchname}',
      action_name: 'Research',
      apiv: '1',
      send_image: '0',
      rand: '123',
    });
  });

  it('never carries a visitor or user id, whatever the page', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTE_PATTERNS), fc.string(), fc.nat(), (path, title, rand) => {
        const sent = new URL(matomoTrackingUrl(target, { origin: 'http://127.0.0.1:3000', path, title }, rand));
        for (const personal of ['_id', 'uid', 'cid', 'cip', 'ua', 'res', 'urlref', '_cvar']) expect(sent.searchParams.has(personal)).toBe(false);
        expect(sent.searchParams.get('url')).toBe(`http://127.0.0.1:3000${path}`);
        expect(sent.searchParams.get('action_name')).toBe(title);
      }),
    );
  });

  it('keeps SPEC §9 constants: site 3, heartbeat off, interval 15', () => {
    expect(ANALYTICS_SITE_ID).toBe(3);
    expect(ANALYTICS_HEARTBEAT).toEqual({ enabled: false, intervalSeconds: 15 });
  });
});

describe('pageViewDay', () => {
  it('is the UTC day of the view', () => {
    expect(pageViewDay(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
    expect(pageViewDay(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
  });
});

describe('pageViewDispatch', () => {
  const matomo = { kind: 'matomo', url: 'https://stats.example.com/', siteId: 3 } as const;
  const collector = { kind: 'collector' } as const;
  const view = { url: '/research/kaffee?sort=volume', title: 'Research', origin: 'https://kw.example.com', loggedIn: true };

  it('sends nothing at all with Do Not Track, to either target, logged in or not', () => {
    fc.assert(
      fc.property(fc.constantFrom(matomo, collector), fc.boolean(), fc.constantFrom(...ROUTE_PATTERNS.map((p) => p.replace(/\{[a-z_]+\??\}/g, 'x'))), (target, loggedIn, url) => {
        expect(pageViewDispatch(target, { ...view, url, loggedIn }, true, 1)).toBeNull();
      }),
    );
  });

  it('sends the screen pattern to Matomo, logged in or not', () => {
    const sent = pageViewDispatch(matomo, { ...view, loggedIn: false }, false, 42);
    expect(sent?.kind).toBe('matomo');
    const url = new URL(sent?.kind === 'matomo' ? sent.url : '');
    expect(url.searchParams.get('url')).toBe('https://kw.example.com/research/{researchname}');
    expect(url.searchParams.get('idsite')).toBe('3');
  });

  it('counts with the own collector only for a logged-in company, and never a URL that is no screen', () => {
    expect(pageViewDispatch(collector, view, false, 1)).toEqual({ kind: 'collector', path: '/research/{researchname}' });
    expect(pageViewDispatch(collector, { ...view, loggedIn: false }, false, 1)).toBeNull();
    expect(pageViewDispatch(collector, { ...view, url: '/nowhere' }, false, 1)).toBeNull();
    expect(pageViewDispatch(matomo, { ...view, url: '/nowhere' }, false, 1)).toBeNull();
  });
});
