/** The export controller as a React hook: state for <ExportProgress>, start and cancel for the toolbar. */
import { useEffect, useMemo, useState } from 'react';
import { createExportController, type ExportController } from './export-controller.ts';
import type { ExportState } from './export-state.ts';

export function useExport(): { state: ExportState } & ExportController {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const controller = useMemo(() => createExportController({ onState: setState }), []);
  // Leaving the table stops an export that nobody would see finish.
  useEffect(() => () => controller.cancel(), [controller]);
  // Changes only with the state, so callers can list it in their hooks' dependencies.
  return useMemo(() => ({ state, start: controller.start, cancel: controller.cancel }), [state, controller]);
}
