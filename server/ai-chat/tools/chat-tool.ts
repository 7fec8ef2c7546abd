/**
 * A chat tool: a server function the model (or the offline planner) may call, run with the caller's
 * company and rights. The company is the context's, never an argument, so no wording of a question or
 * of keyword text can point a tool at another company's data (issue 20).
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { resolveRoute } from '../../../src/domain/access.ts';
import type { AccessContext } from '../../../src/domain/access-rules.ts';
import type { PreparedPageCache } from '../../content/prepared-page-cache.ts';
import type { Database } from '../../db/schema.ts';
import type { KeywordRowsLookup } from '../../keywords/keyword-rows.ts';
import type { ToolSpec } from '../../providers/language-model.ts';

export interface ToolContext {
  db: Kysely<Database>;
  /** The session's company: every query of every tool is limited to it. */
  companyId: number;
  /** The caller's rights in that company; a tool answers only what its screen would show them. */
  access: AccessContext;
  keywordRows: KeywordRowsLookup;
  /** The app's one cache of stemmed competitor pages (app.ts), shared with the content screens. */
  contentPages: PreparedPageCache;
  now: Date;
  signal: AbortSignal;
}

export interface ChatTool {
  readonly name: string;
  readonly description: string;
  /** The screen whose data the tool reads; the caller must be allowed to open it. */
  readonly screen: string;
  /** What a person calls that screen, for the refusal. */
  readonly screenTitle: string;
  readonly spec: ToolSpec;
  /** Parses the arguments with the tool's rules and runs it; a refusal or bad argument is a thrown ToolRefusal. */
  execute(context: ToolContext, args: unknown): Promise<unknown>;
}

/** A failure the model is told about (compact JSON), so it can say what it cannot answer. */
export class ToolRefusal extends Error {
  constructor(
    readonly code: 'no_access' | 'bad_arguments' | 'not_found' | 'unknown_tool',
    message: string,
  ) {
    super(message);
  }
}

export function issuesText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'arguments'}: ${issue.message}`).join('; ');
}

export function defineTool<S extends z.ZodObject>(tool: {
  name: string;
  description: string;
  screen: string;
  screenTitle: string;
  args: S;
  run(context: ToolContext, args: z.infer<S>): Promise<unknown>;
}): ChatTool {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(tool.args, { io: 'input' });
  return {
    name: tool.name,
    description: tool.description,
    screen: tool.screen,
    screenTitle: tool.screenTitle,
    spec: { name: tool.name, description: tool.description, parameters },
    async execute(context, args) {
      if (resolveRoute(tool.screen, context.access).kind !== 'allow') {
        throw new ToolRefusal('no_access', `You have no access to ${tool.screenTitle}, so its data cannot be read.`);
      }
      const parsed = tool.args.safeParse(args ?? {});
      if (!parsed.success) throw new ToolRefusal('bad_arguments', issuesText(parsed.error));
      return tool.run(context, parsed.data);
    },
  };
}
