import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../commands/command-types.ts';
import { AD_HOC_WDF_IDF_COMMANDS, adHocCommands, BRIEFING_COMMANDS, briefingCommands, PROJECT_WDF_IDF_COMMANDS, projectWdfIdfCommands, type AdHocActions } from './analysis-commands.ts';

// The commands read nothing of the context; the registry passes one.
const ctx = {} as CommandContext;
const offered = (commands: ReturnType<typeof adHocCommands>) => commands.filter((c) => c.when(ctx)).map((c) => c.id);

describe('content analysis commands', () => {
  it('go to the parts of a loaded project analysis, and to nothing before it is loaded', () => {
    const calls: string[] = [];
    const commands = projectWdfIdfCommands({ loaded: true, goTo: (part) => void calls.push(part) });
    expect(commands.map((c) => c.id)).toEqual(PROJECT_WDF_IDF_COMMANDS.map((d) => d.id));
    for (const c of commands) void c.run(ctx);
    expect(calls).toEqual(['chart', 'relevance', 'terms']);
    expect(offered(projectWdfIdfCommands({ loaded: false, goTo: () => undefined }))).toEqual([]);
  });

  it('run or stop the ad-hoc analysis, switch the source, reach the chart once there is a result', () => {
    const calls: string[] = [];
    const actions = (over: Partial<AdHocActions>): AdHocActions => ({
      running: false,
      source: 'url',
      hasResult: false,
      run: () => void calls.push('run'),
      stop: () => void calls.push('stop'),
      chooseSource: (s) => void calls.push(`source ${s}`),
      goToChart: () => void calls.push('chart'),
      ...over,
    });
    const idle = adHocCommands(actions({}));
    expect(idle.map((c) => c.id)).toEqual(AD_HOC_WDF_IDF_COMMANDS.map((d) => d.id));
    expect(offered(idle)).toEqual(['wdf-idf.run', 'wdf-idf.source.url', 'wdf-idf.source.text']);
    expect(idle.find((c) => c.id === 'wdf-idf.source.url')?.checked?.(ctx)).toBe(true);
    expect(offered(adHocCommands(actions({ running: true })))).toEqual(['wdf-idf.stop']);
    expect(offered(adHocCommands(actions({ hasResult: true })))).toContain('wdf-idf.chart');
    for (const c of adHocCommands(actions({}))) void c.run(ctx);
    expect(calls).toEqual(['run', 'stop', 'source url', 'source text', 'chart']);
  });

  it('print and export a loaded briefing', () => {
    const calls: string[] = [];
    const commands = briefingCommands({ loaded: true, print: () => void calls.push('print'), exportAs: (f) => void calls.push(f) });
    expect(commands.map((c) => c.id)).toEqual(BRIEFING_COMMANDS.map((d) => d.id));
    for (const c of commands) void c.run(ctx);
    expect(calls).toEqual(['print', 'markdown', 'docx']);
    expect(offered(briefingCommands({ loaded: false, print: () => undefined, exportAs: () => undefined }))).toEqual([]);
  });
});
