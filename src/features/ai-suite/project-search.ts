/** The project screen's view in the URL (`/ai-suite/project/3?task=description`), beside the keyword table's own view. */
import { isAiTask, type AiTask } from '../../domain/ai-writing-tasks.ts';
import { parseWorkbenchSearch, type WorkbenchSearch } from '../../workbench/view/view-search.ts';

export function parseProjectSearch(search: Record<string, unknown>): { task?: AiTask } & WorkbenchSearch & Record<string, unknown> {
  const { task, ...rest } = search;
  const result: { task?: AiTask } & WorkbenchSearch & Record<string, unknown> = parseWorkbenchSearch(rest);
  if (isAiTask(task)) result.task = task;
  return result;
}
