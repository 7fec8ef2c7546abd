/**
 * The tools of the chat, and the one way they are run: a tool call from the model becomes compact
 * JSON for the next turn, whatever happens (unknown tool, arguments that break the rules, no access).
 */
import { resolveRoute } from '../../../src/domain/access.ts';
import type { AccessContext } from '../../../src/domain/access-rules.ts';
import type { ToolCall, ToolSpec } from '../../providers/language-model.ts';
import { ToolRefusal, type ChatTool, type ToolContext } from './chat-tool.ts';
import { collectionKeywordsTool, listCollectionsTool } from './collection-tools.ts';
import { contentProjectsTool, contentProjectTermsTool } from './content-tools.ts';
import { keywordMetricsTool, seasonalityTool } from './keyword-tools.ts';
import { monitoringChangesTool, monitoringProjectsTool } from './monitoring-tools.ts';

export const CHAT_TOOLS: readonly ChatTool[] = [listCollectionsTool, collectionKeywordsTool, keywordMetricsTool, seasonalityTool, monitoringProjectsTool, monitoringChangesTool, contentProjectsTool, contentProjectTermsTool];

/** The tools the caller may use; one without access is left out, so a model is never offered it. */
export function toolSpecsFor(access: AccessContext): ToolSpec[] {
  return CHAT_TOOLS.filter((tool) => resolveRoute(tool.screen, access).kind === 'allow').map((tool) => tool.spec);
}

export type ToolOutcome = { call: ToolCall; ok: boolean; result: unknown };

function argumentsOf(call: ToolCall): unknown {
  try {
    return JSON.parse(call.arguments === '' ? '{}' : call.arguments);
  } catch {
    throw new ToolRefusal('bad_arguments', 'arguments: not valid JSON');
  }
}

export async function runToolCall(context: ToolContext, call: ToolCall): Promise<ToolOutcome> {
  try {
    const tool = CHAT_TOOLS.find((t) => t.name === call.name);
    if (!tool) throw new ToolRefusal('unknown_tool', `There is no tool named "${call.name}".`);
    return { call, ok: true, result: await tool.execute(context, argumentsOf(call)) };
  } catch (error) {
    if (error instanceof ToolRefusal) return { call, ok: false, result: { error: error.code, message: error.message } };
    throw error;
  }
}
