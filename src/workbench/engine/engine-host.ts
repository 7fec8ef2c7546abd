/** The worker side: owns the store, the view and the selection, and answers one request at a time. */
import { errorText } from '../../domain/error-text.ts';
import { FIELD_IDS } from '../../domain/keyword-fields.ts';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { fieldRanksKey } from './collation-ranks.ts';
import { loadColumnStore, rowAt, type ColumnStore } from './column-store.ts';
import { withCustomValue } from './custom-values.ts';
import { selectionByKeyword } from './keyword-selection.ts';
import { packRows, type PackedRows } from './packed-rows.ts';
import { packedTable } from './row-table.ts';
import { COMMAND_TYPES, isEngineRequest, requestIdOf, type EngineCommand, type EngineResponse, type EngineResult, type ViewSummary } from './protocol.ts';
import { applySelection, countSelected, emptySelection, type Selection } from './selection.ts';
import { createView, withAllExpanded, withExpanded, type View } from './view.ts';
import { idsOfLines, lineOf } from './view-lines.ts';
import { viewRowIds } from './view-rows.ts';
import { adoptRanksAhead, ranksAhead, type RanksAhead } from './ranks-ahead.ts';
import { runJob } from './rank-job.ts';
import { viewWindow } from './view-window.ts';
import { backgroundTask, runWarmUp, warmUpSteps, type Schedule } from './warm-up.ts';

export type Send = (response: EngineResponse, transfer: Transferable[]) => void;

export interface EngineHost {
  handle(message: unknown): void;
}

interface State {
  store: ColumnStore;
  view: View;
  selection: Selection;
}

function summarise({ store, view, selection }: State): ViewSummary {
  return {
    type: 'summary',
    size: store.size,
    matched: view.matched.length,
    lines: view.lines.kinds.length,
    groups: view.groups?.length ?? 0,
    selected: selection.size,
    selectedMatched: countSelected(selection, view.matched),
  };
}

function emptyState(): State {
  const store = loadColumnStore([]);
  return { store, view: createView(store), selection: emptySelection };
}

/** `schedule`: how the warm-up after a load waits for its next task (warm-up.ts); tests pass their own. */
export function createEngineHost(send: Send, schedule: Schedule = backgroundTask): EngineHost {
  let state = emptyState();
  // The keyword columns a first filter or sort needs, built between requests once rows arrived.
  const warmUp = (store: ColumnStore): void => runWarmUp(warmUpSteps(store), () => state.store === store, schedule);
  // Keywords sent ahead of their rows, collated between requests until the rows arrive.
  let ahead: RanksAhead | null = null;
  const storeOf = (rows: KeywordRow[] | PackedRows): ColumnStore => {
    const store = loadColumnStore(Array.isArray(rows) ? rows : packedTable(rows));
    if (ahead !== null) adoptRanksAhead(ahead, store, fieldRanksKey(FIELD_IDS.keyword));
    ahead = null;
    return store;
  };

  const run = (command: EngineCommand): { result: EngineResult; transfer: Transferable[] } => {
    switch (command.type) {
      case 'load': {
        const store = storeOf(command.rows);
        // The view settings outlive a reload (new data for the same table); the selection does not.
        state = { store, view: createView(store, { ...state.view.spec, expanded: new Set() }), selection: emptySelection };
        warmUp(store);
        break;
      }
      case 'view': {
        // Expanded groups stay expanded across filter and sort as long as their key exists.
        state = { ...state, view: createView(state.store, { ...command.query, expanded: state.view.spec.expanded }) };
        break;
      }
      case 'expand':
        state = {
          ...state,
          view: command.key === null ? withAllExpanded(state.view, command.expanded) : withExpanded(state.view, command.key, command.expanded),
        };
        break;
      case 'select': {
        const valid = command.ids.filter((id) => Number.isInteger(id) && id >= 0 && id < state.store.size);
        state = { ...state, selection: applySelection(state.selection, valid, command.action) };
        break;
      }
      case 'selectAll':
        state = { ...state, selection: applySelection(state.selection, state.view.matched, 'add') };
        break;
      case 'window': {
        const window = viewWindow(state.store, state.view, state.selection, command.start, command.count);
        return { result: { type: 'window', ...window }, transfer: [window.kinds.buffer, window.ids.buffer, window.selected.buffer] };
      }
      case 'selection': {
        const ids = Uint32Array.from([...state.selection].sort((a, b) => a - b));
        return { result: { type: 'selection', ids }, transfer: [ids.buffer] };
      }
      case 'summary':
        break;
      case 'setCustom': {
        const store = withCustomValue(state.store, command.name, command.ids, command.value);
        state = { ...state, store, view: createView(store, state.view.spec) };
        break;
      }
      case 'rows': {
        const ids = viewRowIds(state.view, command.scope === 'selection' ? state.selection : null);
        const rows = Array.from(ids, (id) => rowAt(state.store, id));
        const packing = packRows(rows);
        return { result: { type: 'rows', rows: packing?.packed ?? rows, ids }, transfer: [ids.buffer, ...(packing?.transfer ?? [])] };
      }
      case 'selectLines':
        state = { ...state, selection: applySelection(state.selection, idsOfLines(state.view, command.from, command.to), command.action) };
        break;
      case 'lineOf':
        return { result: { type: 'line', line: lineOf(state.view, command.id) }, transfer: [] };
      case 'replaceRows': {
        const store = storeOf(command.rows);
        // Duplicate groups are keyed by their head's id, which new rows give to another row.
        const expanded = new Set([...state.view.spec.expanded].filter((key) => !key.startsWith('duplicates:')));
        const selection = selectionByKeyword(state.store.table, state.selection, store.table);
        state = { store, view: createView(store, { ...state.view.spec, expanded }), selection };
        warmUp(store);
        break;
      }
      case 'keywordsAhead': {
        if (typeof command.joined !== 'string' || !(command.ends instanceof Uint32Array)) throw new TypeError('keywordsAhead: joined must be a string and ends a Uint32Array');
        const started = ranksAhead(command.joined, command.ends);
        ahead = started;
        runWarmUp([() => runJob(started.job)], () => ahead === started, schedule);
        break;
      }
    }
    return { result: summarise(state), transfer: [] };
  };

  return {
    handle(message) {
      const requestId = requestIdOf(message) ?? -1;
      if (!isEngineRequest(message)) {
        send({ requestId, ok: false, error: `not an engine request: expected { requestId: number, type: ${COMMAND_TYPES.join('|')} }` }, []);
        return;
      }
      try {
        const { result, transfer } = run(message);
        send({ requestId, ok: true, result }, transfer);
      } catch (error) {
        send({ requestId, ok: false, error: errorText(error) }, []);
      }
    },
  };
}
