import { describe, expect, it } from 'vitest';
import { accessContextFromStartup } from '../domain/access-context.ts';
import { DEMO_COMPANIES, DEMO_STARTUP, type DemoUserKey } from '../../tests/support/access-fixtures.ts';
import { visibleNavigation, visibleSuites } from '../domain/access-nav.ts';
import { NAVIGATION } from './navigation.ts';

const nav = (key: DemoUserKey) => visibleNavigation(accessContextFromStartup(DEMO_STARTUP[key]), NAVIGATION);
const entryIds = (key: DemoUserKey) => nav(key).suites.flatMap((group) => group.entries.map((entry) => entry.id));
const RESEARCH_1_TO_10 = ['collections', 'ideas', 'suggests', 'searchvolume'];

describe('side navigation per demo user', () => {
  it.each<[DemoUserKey, string[]]>([
    ['admin', ['research', 'content', 'monitoring', 'ai', 'chat']],
    ['power', ['research', 'content', 'monitoring', 'ai', 'chat']],
    ['basic', ['research', 'content']],
    ['plan2', ['research', 'monitoring']],
    ['orange', ['research', 'content', 'monitoring', 'ai', 'chat']],
    ['white', ['research', 'monitoring']],
    ['ended', []],
    ['ideas', ['research', 'ai']],
    ['multi1', ['research']],
    ['multi2', ['research']],
  ])('%s sees the suites %j', (user, suites) => {
    expect(visibleSuites(accessContextFromStartup(DEMO_STARTUP[user]), NAVIGATION)).toEqual(suites);
  });

  it('admin sees every entry but Internal Searches (company 1 lacks the flag)', () => {
    expect(entryIds('admin')).toEqual([
      ...RESEARCH_1_TO_10, 'questions', 'brands', 'brand-index', 'content-projects', 'wdf-idf', 'monitoring', 'ai-suite', 'seo-ai',
    ]);
  });

  it('shows research entries by right and plan', () => {
    expect(entryIds('basic')).toEqual([...RESEARCH_1_TO_10, 'content-projects', 'wdf-idf']);
    expect(entryIds('plan2')).toEqual([...RESEARCH_1_TO_10, 'monitoring']);
    expect(entryIds('ideas')).toEqual(['ideas', 'ai-suite']);
  });

  it('hides WDF*IDF for content group 2 and shows Internal Searches for flagged companies', () => {
    expect(entryIds('orange')).toEqual([
      ...RESEARCH_1_TO_10, 'questions', 'content-projects', 'monitoring', 'internal-searches', 'ai-suite', 'seo-ai',
    ]);
    expect(entryIds('white')).toEqual([...RESEARCH_1_TO_10, 'monitoring', 'internal-searches']);
  });

  it('follows a company switch: the same user in company 2 sees no content entries', () => {
    expect(entryIds('multi1')).toEqual(RESEARCH_1_TO_10);
    expect(entryIds('multi2')).toEqual(RESEARCH_1_TO_10);
  });

  it('shows the company extra entries, not after an ended trial', () => {
    expect(nav('white').extra).toEqual(DEMO_COMPANIES[3].settings.extra_navigation);
    expect(nav('white').extra.map((e) => e.label)).toEqual(['Partner Portal', 'Partner Support']);
    expect(nav('admin').extra).toEqual([]);
    const ended = { ...accessContextFromStartup(DEMO_STARTUP.ended) };
    const withExtra = { ...ended, features: { ...ended.features, extraNavigation: [{ label: 'X', href: '/x' }] } };
    expect(visibleNavigation(withExtra, NAVIGATION).extra).toEqual([]);
  });

  it('labels the suites as the shell names them', () => {
    expect(nav('admin').suites.map((group) => group.label)).toEqual([
      'Research', 'Content', 'Monitoring', 'AI Suite', 'AI Chat (beta)',
    ]);
  });
});

describe('the navigation the manifests declare', () => {
  it('lists the suites, labels, links and shortcuts of SPEC §1 in the shell order', () => {
    expect(NAVIGATION.map((group) => [group.label, group.entries.map((e) => [e.id, e.label, e.href, e.shortcut])])).toEqual([
      ['Research', [
        ['collections', 'Collections', '/collections', 'g c'],
        ['ideas', 'Ideas', '/ideas', 'g i'],
        ['suggests', 'Suggests', '/suggests', 'g s'],
        ['searchvolume', 'Google Search Volume', '/searchvolume', 'g v'],
        ['questions', 'Questions', '/questions', 'g q'],
        ['brands', 'Brand Dashboards', '/brands', 'g b'],
        ['brand-index', 'Brand Index', '/brand-index/all', 'g x'],
      ]],
      ['Content', [
        ['content-projects', 'Projects', '/content-projects', 'g p'],
        ['wdf-idf', 'WDF*IDF', '/wdf-idf', 'g w'],
      ]],
      ['Monitoring', [
        ['monitoring', 'Monitoring', '/monitoring', 'g m'],
        ['internal-searches', 'Internal Searches', '/internal-searches', 'g n'],
      ]],
      ['AI Suite', [['ai-suite', 'AI Suite', '/ai-suite', 'g a']]],
      ['AI Chat (beta)', [['seo-ai', 'AI Chat', '/seo-ai', 'g t']]],
    ]);
  });

  it('gives every entry its own id and shortcut', () => {
    const entries = NAVIGATION.flatMap((group) => group.entries);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.shortcut)).size).toBe(entries.length);
  });
});
