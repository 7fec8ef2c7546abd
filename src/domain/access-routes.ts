import { RIGHTS, type PlanFeature, type Right } from './access-rules.ts';

/**
 * Every route of SPEC §2 with what it needs. Patterns use the spec's notation: `{name}` is a path
 * parameter, `{name?}` an optional trailing one. The spec writes `/login{auth?}`; we read that as
 * an optional segment (`/login/{auth?}`), as for setpassword, resetpassword and sso.
 */
export type RouteGuard =
  /** Everyone, logged in or not. */
  | { readonly kind: 'open' }
  /** /sso and /logout change the session themselves; their machines decide where to go. */
  | { readonly kind: 'session' }
  /** Any logged-in user. */
  | { readonly kind: 'login' }
  /** Research suite (or admin), the right (or admin) and, where named, the plan. */
  | { readonly kind: 'research'; readonly right: Right; readonly plan?: PlanFeature }
  | { readonly kind: 'suite'; readonly suite: 'content' | 'monitoring' | 'ai' | 'chat' }
  /** Monitoring guard plus the company's Internal Searches flag. */
  | { readonly kind: 'internal_searches' }
  | { readonly kind: 'admin'; readonly plan: PlanFeature };

export interface RouteRule {
  readonly pattern: string;
  readonly guard: RouteGuard;
  /** Still reachable when the company's trial has ended (SPEC §4). */
  readonly endOfTestExempt: boolean;
}

const OPEN: RouteGuard = { kind: 'open' };
const LOGIN: RouteGuard = { kind: 'login' };
const SESSION: RouteGuard = { kind: 'session' };
const CONTENT: RouteGuard = { kind: 'suite', suite: 'content' };
const MONITORING: RouteGuard = { kind: 'suite', suite: 'monitoring' };
const INTERNAL: RouteGuard = { kind: 'internal_searches' };
const AI: RouteGuard = { kind: 'suite', suite: 'ai' };
const research = (right: Right, plan?: PlanFeature): RouteGuard =>
  plan === undefined ? { kind: 'research', right } : { kind: 'research', right, plan };

/**
 * Decision: /logout and /sso stay reachable after the trial ended, so an ended user can still
 * leave or switch account; "every page" of SPEC §4 is read as every screen.
 */
const RULES: readonly (readonly [string, RouteGuard, boolean?])[] = [
  ['/', LOGIN],
  ['/collections', research(RIGHTS.collections)],
  ['/research/{researchname}', research(RIGHTS.collections)],
  ['/research/shared/{shareid}', OPEN],
  ['/ideas', research(RIGHTS.ideas)],
  ['/suggests', research(RIGHTS.suggests)],
  ['/searchvolume', research(RIGHTS.searchVolume)],
  ['/questions', research(RIGHTS.questions, 'questions')],
  ['/brands', research(RIGHTS.brands, 'brands')],
  ['/brand-index/{brandindex}', research(RIGHTS.brands, 'brand_index')],
  ['/brand-analysis/{brandindex}', LOGIN],
  ['/add-dashboard', research(RIGHTS.addDashboard)],
  ['/content-projects', CONTENT],
  ['/content-project/setup', CONTENT],
  ['/wdf-idf', CONTENT],
  ['/briefing/{project_id}/{share_id?}', OPEN],
  ['/content-project/competitors/{project_id}/{share_id?}', OPEN],
  ['/content-project/wdf-idf/{project_id}/{share_id?}', OPEN],
  ['/content-editor/{project_id}/{share_id?}', OPEN],
  ['/monitoring', MONITORING],
  ['/monitoring/setup', MONITORING],
  ['/monitoring/project/{id}', MONITORING],
  ['/monitoring/shared/{shareid}', OPEN],
  ['/quickseo/monitoring', MONITORING],
  ['/quickseo/monitoring/setup', MONITORING],
  ['/quickseo/monitoring/project/{id}', MONITORING],
  ['/internal-searches', INTERNAL],
  ['/internal-searches/project', INTERNAL],
  ['/internal-searches/setup', INTERNAL],
  ['/quickseo/internal-searches', INTERNAL],
  ['/quickseo/internal-searches/project', INTERNAL],
  ['/quickseo/internal-searches/setup', INTERNAL],
  ['/ai-suite', AI],
  ['/ai-suite/setup', AI],
  ['/ai-suite/project/{id}', AI],
  ['/seo-ai', { kind: 'suite', suite: 'chat' }],
  ['/knowledge', LOGIN],
  ['/settings', { kind: 'admin', plan: 'settings' }],
  ['/pricing', LOGIN, true],
  ['/login/{auth?}', OPEN],
  ['/setpassword/{code?}', OPEN],
  ['/resetpassword/{code?}', OPEN],
  ['/register', OPEN],
  ['/sso/{sso_code?}', SESSION, true],
  ['/logout', SESSION, true],
  ['/maintenance', OPEN, true],
  ['/endoftest', OPEN, true],
];

export const ROUTE_RULES: readonly RouteRule[] = RULES.map(([pattern, guard, exempt]) => ({
  pattern,
  guard,
  endOfTestExempt: exempt === true,
}));

/** Every route pattern of SPEC §2; `routes/route-manifests.test.ts` checks that the manifests declare exactly these. */
export const ROUTE_PATTERNS: readonly string[] = ROUTE_RULES.map((rule) => rule.pattern);

type Segment =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean };

function parsePattern(pattern: string): Segment[] {
  return splitPath(pattern).map((part) => {
    const param = /^\{([a-z_]+)(\?)?\}$/.exec(part);
    if (param?.[1] === undefined) return { kind: 'literal', text: part };
    return { kind: 'param', name: param[1], optional: param[2] === '?' };
  });
}

function splitPath(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.slice(1).split('/');
}

/** The path part of a URL-ish string: no query, no hash. */
export function pathOnly(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

const COMPILED = ROUTE_RULES.map((rule) => ({ rule, segments: parsePattern(rule.pattern) }));

export interface RouteMatch {
  readonly rule: RouteRule;
  readonly params: Readonly<Record<string, string>>;
}

function matchSegments(segments: readonly Segment[], parts: readonly string[]): Record<string, string> | null {
  if (parts.length > segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined) {
      if (segment.kind === 'param' && segment.optional) continue;
      return null;
    }
    if (segment.kind === 'literal') {
      if (segment.text !== part) return null;
    } else {
      if (part === '') return null;
      params[segment.name] = part;
    }
  }
  return params;
}

/**
 * The rule for a path (query and hash ignored, trailing slash tolerated), or null for a 404.
 * When two patterns match (`/research/shared/x` never does, but be safe) the one with more
 * literal segments wins, as routers rank static segments above parameters.
 */
export function matchRoute(url: string): RouteMatch | null {
  const path = pathOnly(url);
  if (!path.startsWith('/')) return null;
  const parts = splitPath(path);
  let best: { match: RouteMatch; literals: number } | null = null;
  for (const { rule, segments } of COMPILED) {
    const params = matchSegments(segments, parts);
    if (params === null) continue;
    const literals = segments.filter((segment) => segment.kind === 'literal').length;
    if (best === null || literals > best.literals) best = { match: { rule, params }, literals };
  }
  return best?.match ?? null;
}

/** TanStack Router's spelling of a pattern (`$param`, `{-$param}` for optional), to find a pattern's route manifest. */
export function toTanStackPath(pattern: string): string {
  return pattern.replace(/\{([a-z_]+)\?\}/g, '{-$$$1}').replace(/\{([a-z_]+)\}/g, '$$$1');
}
