import { describe, expect, it } from 'vitest';
import { loadExcelJs } from './exceljs-loader.ts';
import { exportColumns, exportRow, manyRows, readXlsx } from '../../../tests/support/export-fixtures.ts';
import { createXlsxWorkerHandler, type XlsxWorkerRequest, type XlsxWorkerResponse } from './xlsx-worker-protocol.ts';
import { createWorkerXlsxWriter, type XlsxWorkerPort } from './xlsx-worker-writer.ts';

const ExcelJS = await loadExcelJs();

/** The worker in the same thread: messages are cloned and delivered later, as across a real worker. */
interface TestWorker extends XlsxWorkerPort {
  requests: XlsxWorkerRequest['type'][];
  terminated: boolean;
  /** An ErrorEvent as a worker whose script failed raises it (Node has no ErrorEvent class). */
  crash(message: string): void;
  respond(response: XlsxWorkerResponse): void;
}

function inThreadWorker(): TestWorker {
  const messageListeners: ((event: MessageEvent<XlsxWorkerResponse>) => void)[] = [];
  const errorListeners: ((event: ErrorEvent) => void)[] = [];
  const port = {
    requests: [] as XlsxWorkerRequest['type'][],
    terminated: false,
    postMessage(request: XlsxWorkerRequest) {
      port.requests.push(request.type);
      const copy = structuredClone(request);
      setTimeout(() => void (port.terminated ? undefined : handle(copy)), 0);
    },
    addEventListener(type: 'message' | 'error', listener: ((event: MessageEvent<XlsxWorkerResponse>) => void) | ((event: ErrorEvent) => void)) {
      if (type === 'message') messageListeners.push(listener as (event: MessageEvent<XlsxWorkerResponse>) => void);
      else errorListeners.push(listener as (event: ErrorEvent) => void);
    },
    terminate() {
      port.terminated = true;
    },
    crash(message: string) {
      errorListeners.forEach((listener) => listener({ message } as ErrorEvent));
    },
    respond(data: XlsxWorkerResponse) {
      messageListeners.forEach((listener) => listener(new MessageEvent('message', { data })));
    },
  };
  const handle = createXlsxWorkerHandler(ExcelJS, (response, transfer) => {
    const data = structuredClone(response, { transfer });
    if (!port.terminated) port.respond(data);
  });
  return port;
}

describe('createXlsxWorkerHandler', () => {
  it('answers a request out of order with an error, once, and then stays quiet', async () => {
    const responses: XlsxWorkerResponse[] = [];
    const handle = createXlsxWorkerHandler(ExcelJS, (response) => responses.push(response));
    await handle({ type: 'rows', cells: [['a']] });
    await handle({ type: 'start', spec: { name: 'K', columns: [{ header: 'A', width: 80, kind: 'text' }] } });
    await handle({ type: 'finish' });
    expect(responses).toEqual([{ type: 'error', message: '"rows" before "start"' }]);
  });
});

describe('createWorkerXlsxWriter', () => {
  it('sends the sheet, the cells and the finish to the worker and gets the file back', async () => {
    const worker = inThreadWorker();
    const writer = createWorkerXlsxWriter(exportColumns, 'Winter sale', () => worker);
    writer.add(manyRows(3));
    writer.add([exportRow('nan', Number.NaN, 2.5)]);
    const workbook = await readXlsx(await writer.finish());
    expect(worker.requests).toEqual(['start', 'rows', 'rows', 'finish']);
    expect(worker.terminated).toBe(true);
    const sheet = workbook.getWorksheet('Winter sale');
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(1).getCell(2).value).toBe('Ø Suchvolumen');
    expect(sheet?.getRow(4).getCell(2).value).toBe(2007);
    expect(sheet?.getRow(5).getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet?.getRow(5).getCell(3).value).toBe(2.5);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('rejects with the worker’s error and stops the worker', async () => {
    const worker = inThreadWorker();
    const writer = createWorkerXlsxWriter(exportColumns, 'K', () => worker);
    const finished = writer.finish();
    worker.respond({ type: 'error', message: 'Out of memory' });
    await expect(finished).rejects.toThrow('Out of memory');
    expect(worker.terminated).toBe(true);
  });

  it('rejects when the worker cannot run, and after being disposed', async () => {
    const crashing = inThreadWorker();
    const writer = createWorkerXlsxWriter(exportColumns, 'K', () => crashing);
    const finished = writer.finish();
    crashing.crash('Failed to fetch the worker script');
    await expect(finished).rejects.toThrow('Failed to fetch the worker script');
    expect(() => writer.add(manyRows(1))).toThrow('Failed to fetch the worker script');

    const disposed = createWorkerXlsxWriter(exportColumns, 'K', () => inThreadWorker());
    const pending = disposed.finish();
    disposed.dispose();
    await expect(pending).rejects.toThrow('The export was stopped.');
  });
});
