/** The Web Worker entry: the rows live here, so filtering, sorting and grouping never block the page. */
import { createEngineHost } from './engine-host.ts';
import type { EngineResponse } from './protocol.ts';

/** The part of the dedicated worker scope the engine uses (the project's lib settings describe a window). */
interface WorkerScope {
  postMessage(message: EngineResponse, options: { transfer: Transferable[] }): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope: WorkerScope = self;
const host = createEngineHost((response, transfer) => scope.postMessage(response, { transfer }));
scope.addEventListener('message', (event) => host.handle(event.data));
