import { bindCommands } from '../../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../../commands/command-types.ts';

const section = 'Content analysis';
const PROJECT = { route: '/content-project/wdf-idf' } as const;
const AD_HOC = { route: '/wdf-idf' } as const;
const BRIEFING = { route: '/briefing' } as const;

/**
 * A project's WDF*IDF screen: jump to each part (the keyword table adds its sort, filter and export
 * commands from the workbench).
 */
export const PROJECT_WDF_IDF_COMMANDS = [
  { id: 'content-wdf-idf.chart', title: 'Go to the WDF*IDF chart', keywords: ['chart', 'graph', 'wdf', 'idf', 'terms'], section, scope: PROJECT },
  { id: 'content-wdf-idf.relevance', title: 'Go to the relevance scores', keywords: ['relevance', 'score', 'pages', 'competitors'], section, scope: PROJECT },
  { id: 'content-wdf-idf.terms', title: 'Go to the term table', keywords: ['table', 'terms', 'sort', 'filter'], section, scope: PROJECT },
] as const satisfies readonly CommandDescriptor[];

/** `/wdf-idf`: the ad-hoc analysis form and its result. */
export const AD_HOC_WDF_IDF_COMMANDS = [
  { id: 'wdf-idf.run', title: 'Run the WDF*IDF analysis', keywords: ['run', 'analyse', 'start', 'compare', 'wdf', 'idf'], section, scope: AD_HOC },
  { id: 'wdf-idf.stop', title: 'Stop the running analysis', keywords: ['stop', 'cancel', 'abort'], section, scope: AD_HOC },
  { id: 'wdf-idf.source.url', title: 'Compare your page by its address', keywords: ['url', 'address', 'page', 'own'], section, scope: AD_HOC },
  { id: 'wdf-idf.source.text', title: 'Compare pasted text', keywords: ['text', 'paste', 'own', 'draft'], section, scope: AD_HOC },
  { id: 'wdf-idf.chart', title: 'Go to the WDF*IDF chart', keywords: ['chart', 'graph', 'result'], section, scope: AD_HOC },
] as const satisfies readonly CommandDescriptor[];

/** A project's briefing: print and the two exports. */
export const BRIEFING_COMMANDS = [
  { id: 'briefing.print', title: 'Print the briefing', keywords: ['print', 'paper', 'pdf'], section, scope: BRIEFING },
  { id: 'briefing.export.markdown', title: 'Export the briefing as Markdown', keywords: ['export', 'download', 'markdown', 'md'], section, scope: BRIEFING },
  { id: 'briefing.export.docx', title: 'Export the briefing as DOCX', keywords: ['export', 'download', 'word', 'docx'], section, scope: BRIEFING },
] as const satisfies readonly CommandDescriptor[];

export type AnalysisPart = 'chart' | 'relevance' | 'terms';

export interface ProjectWdfIdfActions {
  readonly loaded: boolean;
  goTo(part: AnalysisPart): void;
}

export function projectWdfIdfCommands(actions: ProjectWdfIdfActions): Command[] {
  const go = (part: AnalysisPart) => ({ when: () => actions.loaded, run: () => actions.goTo(part) });
  return bindCommands(PROJECT_WDF_IDF_COMMANDS, {
    'content-wdf-idf.chart': go('chart'),
    'content-wdf-idf.relevance': go('relevance'),
    'content-wdf-idf.terms': go('terms'),
  });
}

export interface AdHocActions {
  readonly running: boolean;
  readonly source: 'url' | 'text';
  readonly hasResult: boolean;
  run(): void;
  stop(): void;
  chooseSource(source: 'url' | 'text'): void;
  goToChart(): void;
}

export function adHocCommands(actions: AdHocActions): Command[] {
  return bindCommands(AD_HOC_WDF_IDF_COMMANDS, {
    'wdf-idf.run': { when: () => !actions.running, run: actions.run },
    'wdf-idf.stop': { when: () => actions.running, run: actions.stop },
    'wdf-idf.source.url': { when: () => !actions.running, checked: () => actions.source === 'url', run: () => actions.chooseSource('url') },
    'wdf-idf.source.text': { when: () => !actions.running, checked: () => actions.source === 'text', run: () => actions.chooseSource('text') },
    'wdf-idf.chart': { when: () => actions.hasResult, run: actions.goToChart },
  });
}

export type BriefingFormat = 'markdown' | 'docx';

export interface BriefingActions {
  readonly loaded: boolean;
  print(): void;
  exportAs(format: BriefingFormat): void;
}

export function briefingCommands(actions: BriefingActions): Command[] {
  const when = () => actions.loaded;
  return bindCommands(BRIEFING_COMMANDS, {
    'briefing.print': { when, run: actions.print },
    'briefing.export.markdown': { when, run: () => actions.exportAs('markdown') },
    'briefing.export.docx': { when, run: () => actions.exportAs('docx') },
  });
}
