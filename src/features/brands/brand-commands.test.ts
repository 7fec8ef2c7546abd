import { describe, expect, it, vi } from 'vitest';
import { createCommandRegistry } from '../../commands/registry.ts';
import { demoContext } from '../../../tests/support/command-test-context.ts';
import { addDashboardCommands, brandIndexCommands, brandListCommands, type BrandIndexActions, type BrandListActions } from './brand-commands.ts';

function listActions(overrides: Partial<BrandListActions> = {}): BrandListActions {
  return {
    options: [{ id: 'sportmarken', title: 'Sportmarken' }], finished: [], canUndo: false,
    add: vi.fn(), open: vi.fn(), analyse: vi.fn(), rename: vi.fn(), refresh: vi.fn(), remove: vi.fn(), undo: vi.fn(),
    ...overrides,
  };
}

function indexActions(overrides: Partial<BrandIndexActions> = {}): BrandIndexActions {
  return {
    chart: 'area', months: 48, canExport: true, canRefresh: true, hasAnalysis: true, dashboards: [],
    showChart: vi.fn(), showMonths: vi.fn(), exportIndex: vi.fn(), refresh: vi.fn(), openAnalysis: vi.fn(), open: vi.fn(), backToList: vi.fn(),
    ...overrides,
  };
}

const titlesOn = (route: string, commands: ReturnType<typeof brandListCommands>) => {
  const registry = createCommandRegistry();
  registry.register(commands);
  return registry.available(demoContext('power', { route })).map((c) => c.title);
};

describe('brand list commands', () => {
  it('offer the analysis only of finished dashboards and undo only while one is pending', () => {
    const titles = titlesOn('/brands', brandListCommands(listActions()));
    expect(titles).toEqual(expect.arrayContaining(['New brand dashboard', 'Open a brand index…', 'Delete a brand dashboard…']));
    expect(titles).not.toContain('Open a brand analysis…');
    expect(titles).not.toContain('Undo delete');
    const later = titlesOn('/brands', brandListCommands(listActions({ canUndo: true, finished: [{ id: 'sportmarken', title: 'Sportmarken' }] })));
    expect(later).toEqual(expect.arrayContaining(['Open a brand analysis…', 'Undo delete']));
  });
  it('belong to /brands only', () => {
    expect(titlesOn('/brand-index/sportmarken', brandListCommands(listActions()))).toEqual([]);
  });
  it('run the screen action with the picked dashboard', () => {
    const remove = vi.fn();
    const command = brandListCommands(listActions({ remove })).find((c) => c.id === 'brands.delete');
    void command?.pick?.run(demoContext('power', { route: '/brands' }), 'sportmarken');
    expect(remove).toHaveBeenCalledWith('sportmarken');
  });
});

describe('brand index commands', () => {
  it('switch the chart to the other form only', () => {
    const titles = titlesOn('/brand-index/sportmarken', brandIndexCommands(indexActions()));
    expect(titles).toContain('Show the share of search as lines');
    expect(titles).not.toContain('Show the share of search as stacked areas');
    const lines = titlesOn('/brand-index/sportmarken', brandIndexCommands(indexActions({ chart: 'lines' })));
    expect(lines).toContain('Show the share of search as stacked areas');
  });
  it('offer no chart, months or export without an index', () => {
    const titles = titlesOn('/brand-index/all', brandIndexCommands(indexActions({ chart: null, canExport: false })));
    expect(titles.filter((t) => /chart|share of search|Months|Export/u.test(t))).toEqual([]);
  });
  it('pick a span by its number of months', () => {
    const showMonths = vi.fn();
    const command = brandIndexCommands(indexActions({ showMonths })).find((c) => c.id === 'brand-index.months');
    const ctx = demoContext('power', { route: '/brand-index/sportmarken' });
    expect(command?.pick?.options(ctx).map((o) => o.title)).toEqual(['12 months', '24 months', '36 months', '48 months']);
    void command?.pick?.run(ctx, '24');
    expect(showMonths).toHaveBeenCalledWith(24);
  });
});

describe('add-dashboard commands', () => {
  it('offer Start only once the keywords are shown', () => {
    const titles = titlesOn('/add-dashboard', addDashboardCommands({ canPreview: true, canStart: false, preview: vi.fn(), start: vi.fn() }));
    expect(titles).toEqual(['Show the keywords of the brands']);
  });
});
