/**
 * The setup form as typed, and the request it becomes. The contract's own zod schemas check it, so the
 * form names the same rule with the same words as the server's 400 would, before anything is sent.
 */
import {
  MAX_COMPETITORS,
  projectCreateRequestSchema,
  projectEditRequestSchema,
  type KeywordSource,
  type MonitoringDevice,
  type ProjectCreateRequest,
  type ProjectEditRequest,
  type ProjectSettings,
} from '../../domain/contracts/monitoring.ts';
import type { ImportMapping } from '../../domain/contracts/import-mapping.ts';
import { IMPORT_SOURCE_MAX } from '../../domain/contracts/imported-values.ts';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION } from '../../domain/markets.ts';

export type SourceKind = KeywordSource['kind'];

export interface SetupDraft {
  domain: string;
  device: MonitoringDevice;
  location: number;
  language: string;
  source: SourceKind;
  /** Pasted keywords, one a line. */
  text: string;
  /** The uploaded CSV's text and file name. */
  csvText: string;
  csvName: string | null;
  /** The file's columns as mapped by hand in the dialog, or null for the recognised ones. */
  csvMapping: ImportMapping | null;
  collectionId: number | null;
  /** One competitor domain a line (commas work too). */
  competitors: string;
  /** Comma-separated tags for the keywords of this request. */
  tags: string;
  updateTime: string;
}

export type DraftField = 'domain' | 'device' | 'location' | 'language' | 'keywords' | 'competitors' | 'tags' | 'updateTime';
export interface DraftProblem {
  readonly field: DraftField;
  readonly message: string;
}

export const EMPTY_DRAFT: SetupDraft = {
  domain: '',
  device: 'desktop',
  location: DEFAULT_LOCATION,
  language: DEFAULT_LANGUAGE,
  source: 'paste',
  text: '',
  csvText: '',
  csvName: null,
  csvMapping: null,
  collectionId: null,
  competitors: '',
  tags: '',
  updateTime: '06:00',
};

/** The edit form starts from the project: domain, device and market are shown but stay (decision 0030). */
export function draftOfProject(project: ProjectSettings): SetupDraft {
  return {
    ...EMPTY_DRAFT,
    domain: project.domain,
    device: project.device,
    location: project.location,
    language: project.language,
    competitors: project.competitors.join('\n'),
    updateTime: project.update_time,
  };
}

export const splitList = (text: string): string[] => text.split(/[\n,;]+/u).map((part) => part.trim()).filter((part) => part !== '');

/** The keyword source of the draft, or null when the chosen source is still empty. */
export function keywordSource(draft: SetupDraft): KeywordSource | null {
  switch (draft.source) {
    case 'paste':
      return draft.text.trim() === '' ? null : { kind: 'paste', text: draft.text };
    case 'csv':
      // The name marks a plain file's values beside the keywords ("Imported volume (keywords.csv)").
      if (draft.csvText.trim() === '') return null;
      return {
        kind: 'csv',
        text: draft.csvText,
        ...(draft.csvName ? { file_name: draft.csvName.slice(0, IMPORT_SOURCE_MAX) } : {}),
        ...(draft.csvMapping ? { mapping: draft.csvMapping } : {}),
      };
    case 'collection':
      return draft.collectionId === null ? null : { kind: 'collection', collection_id: draft.collectionId };
  }
}

const FIELD_OF: Readonly<Record<string, DraftField>> = {
  domain: 'domain',
  device: 'device',
  location: 'location',
  language: 'language',
  keywords: 'keywords',
  add_keywords: 'keywords',
  competitors: 'competitors',
  tags: 'tags',
  update_time: 'updateTime',
};

function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): DraftProblem[] {
  return issues.map((issue) => {
    const field = FIELD_OF[String(issue.path[0])] ?? 'keywords';
    const index = issue.path[1];
    // Name the competitor that broke the rule, so the person knows which line to fix.
    const prefix = field === 'competitors' && typeof index === 'number' ? `Competitor ${index + 1}: ` : '';
    return { field, message: `${prefix}${issue.message}` };
  });
}

const competitorProblem = (list: readonly string[]): DraftProblem[] =>
  list.length > MAX_COMPETITORS ? [{ field: 'competitors', message: `At most ${MAX_COMPETITORS} competitor domains (${list.length} given).` }] : [];

export type Built<T> = { ok: true; request: T } | { ok: false; problems: DraftProblem[] };

export function createRequestOf(companyId: number, draft: SetupDraft): Built<ProjectCreateRequest> {
  const source = keywordSource(draft);
  const competitors = splitList(draft.competitors);
  const request: ProjectCreateRequest = {
    company_id: companyId,
    domain: draft.domain,
    device: draft.device,
    location: draft.location,
    language: draft.language,
    keywords: source ?? { kind: 'paste', text: '' },
    competitors,
    tags: splitList(draft.tags),
    update_time: draft.updateTime,
  };
  const problems: DraftProblem[] = source === null ? [{ field: 'keywords', message: 'Give the keywords to track: paste them, upload a CSV file or choose a collection.' }] : [];
  const parsed = projectCreateRequestSchema.safeParse(request);
  // An empty source is named once, in words about the three ways, not as the schema's "paste" rule.
  if (!parsed.success) problems.push(...problemsOf(parsed.error.issues).filter((p) => !(source === null && p.field === 'keywords')));
  if (!problems.some((p) => p.field === 'competitors')) problems.push(...competitorProblem(competitors));
  return problems.length === 0 ? { ok: true, request } : { ok: false, problems };
}

export function editRequestOf(companyId: number, projectId: number, draft: SetupDraft): Built<ProjectEditRequest> {
  const source = keywordSource(draft);
  const tags = splitList(draft.tags);
  const request: ProjectEditRequest = {
    company_id: companyId,
    project_id: projectId,
    competitors: splitList(draft.competitors),
    update_time: draft.updateTime,
    ...(source === null ? {} : { add_keywords: source, tags }),
  };
  const parsed = projectEditRequestSchema.safeParse(request);
  return parsed.success ? { ok: true, request } : { ok: false, problems: problemsOf(parsed.error.issues) };
}
