/**
 * A steady load: one request every 1000 / rate ms for `durationS`, from a worker thread (off the event
 * loop of an in-process server), each timed from the moment it was due, so a late start counts
 * against the server instead of being left out (coordinated omission). autocannon's `overallRate`
 * sends each second's requests in one burst at its start; this is the "steady" rate issue 15 names.
 */
import { Worker } from 'node:worker_threads';

export interface PacedLoad {
  url: string;
  headers: Record<string, string>;
  body: string;
  rate: number;
  durationS: number;
}

export interface PacedResult {
  /** Milliseconds from due to answered, of each 2xx answer. */
  latencies: number[];
  failed: number;
}

// Plain JavaScript: the worker runs without the TypeScript loader.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, body, rate, durationS } = workerData;
const interval = 1000 / rate;
const total = Math.round(rate * durationS);
const latencies = [];
let failed = 0;
let settled = 0;
const start = performance.now() + 50;
const send = async (due) => {
  try {
    const response = await fetch(url, { method: 'POST', headers, body });
    await response.arrayBuffer();
    if (response.status >= 200 && response.status < 300) latencies.push(performance.now() - due);
    else failed++;
  } catch {
    failed++;
  }
  if (++settled === total) parentPort.postMessage({ latencies, failed });
};
const schedule = (i) => {
  if (i >= total) return;
  const due = start + i * interval;
  setTimeout(() => {
    void send(due);
    schedule(i + 1);
  }, Math.max(0, due - performance.now()));
};
schedule(0);
`;

export function pacedLoad(load: PacedLoad): Promise<PacedResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: load });
    worker.once('message', (result: PacedResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
