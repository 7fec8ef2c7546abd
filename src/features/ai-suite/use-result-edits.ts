import { useCallback } from 'react';
import type { AiTask } from '../../domain/ai-writing-tasks.ts';
import { countOf } from '../../domain/number-format.ts';
import type { TableUndo } from '../../workbench/view/use-row-actions.ts';
import { setResults } from './api/run-task.ts';
import { STATUS_COLUMN, statusOfValue, TEXT_COLUMN } from './result-rows.ts';

/** The workbench's "Set value" on a task's rows: Text edits the text, Status accepts or rejects; the answer holds the undo. */
export function useResultEdits(companyId: number, projectId: number, task: AiTask, refresh: () => Promise<unknown>) {
  return useCallback(async (name: string, keywords: string[], value: number | string | null): Promise<TableUndo> => {
    let field: 'text' | 'status';
    let stored: string | null;
    if (name === TEXT_COLUMN) {
      field = 'text';
      stored = value === null ? null : String(value);
    } else if (name === STATUS_COLUMN) {
      field = 'status';
      const status = statusOfValue(value);
      if (status === undefined) throw new Error('Choose accepted, rejected or - (open).');
      stored = status;
    } else {
      throw new Error(`Only ${TEXT_COLUMN} and ${STATUS_COLUMN} can be set; ${name} shows what was written.`);
    }
    const base = { company_id: companyId, project_id: projectId, task, field };
    const answer = await setResults({ ...base, changes: keywords.map((keyword) => ({ keyword, value: stored })) });
    await refresh();
    return {
      message: `Set ${name} for ${countOf(answer.updated, 'row', 'rows')}.`,
      undo: async () => {
        if (answer.previous.length > 0) await setResults({ ...base, changes: answer.previous });
        await refresh();
      },
    };
  }, [companyId, projectId, task, refresh]);
}
