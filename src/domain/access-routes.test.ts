import { describe, expect, it } from 'vitest';
import { matchRoute, pathOnly, ROUTE_PATTERNS, toTanStackPath } from './access-routes.ts';

describe('route patterns', () => {
  it('lists each pattern once', () => {
    expect(new Set(ROUTE_PATTERNS).size).toBe(ROUTE_PATTERNS.length);
    expect(ROUTE_PATTERNS).toHaveLength(47);
  });

  it('reads parameters, optional ones included', () => {
    expect(matchRoute('/briefing/7/abc')?.params).toEqual({ project_id: '7', share_id: 'abc' });
    expect(matchRoute('/briefing/7')?.params).toEqual({ project_id: '7' });
    expect(matchRoute('/login/expired')?.rule.pattern).toBe('/login/{auth?}');
    expect(matchRoute('/research/shared/x')?.rule.pattern).toBe('/research/shared/{shareid}');
    expect(matchRoute('/research/shared')?.rule.pattern).toBe('/research/{researchname}');
  });

  it('refuses missing, extra and empty segments', () => {
    expect(matchRoute('/briefing')).toBeNull();
    expect(matchRoute('/briefing/7/a/b')).toBeNull();
    expect(matchRoute('/monitoring//setup')).toBeNull();
    expect(matchRoute('collections')).toBeNull();
    expect(matchRoute('/Collections')).toBeNull();
  });

  it('strips query and hash', () => {
    expect(pathOnly('/a?b=1#c')).toBe('/a');
    expect(pathOnly('/a#c?d')).toBe('/a');
  });

  it('spells patterns the TanStack way for the router coverage test', () => {
    expect(toTanStackPath('/briefing/{project_id}/{share_id?}')).toBe('/briefing/$project_id/{-$share_id}');
    expect(toTanStackPath('/login/{auth?}')).toBe('/login/{-$auth}');
    expect(toTanStackPath('/ideas')).toBe('/ideas');
  });
});
