import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatedRelay = {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /**
   * Holds every later request whose body contains `marker` until `release`: the job asking it stops
   * mid-batch in the worker's hands, with every earlier batch saved, however loaded the machine is.
   */
  hold(marker: string): void;
  /** How many requests the gate holds now. */
  holding(): number;
  /**
   * Holds nothing more and lets the held requests go on; one whose caller is gone (its instance was
   * killed) is dropped, as nobody waits for its answer.
   */
  release(): void;
  close(): Promise<void>;
};

export type GatedRelayOptions = {
  /** The server a request to `path` goes to (http://127.0.0.1:<port>). */
  upstream(path: string): string;
  /** Every answer waits this long first, so a large job takes seconds. */
  delayMs?: number;
};

type Held = { forward(): void; gone: boolean };

/** A loopback HTTP relay in front of fake providers: slows every answer and holds chosen ones. */
export async function startGatedRelay(options: GatedRelayOptions): Promise<GatedRelay> {
  const markers = new Set<string>();
  let held: Held[] = [];
  const relay = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const forward = () => {
        const upstream = http.request(`${options.upstream(path)}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        upstream.end(body);
      };
      const text = body.toString('utf8');
      if ([...markers].some((marker) => text.includes(marker))) {
        const entry: Held = { forward, gone: false };
        // Before an answer, a close means the caller went away.
        res.once('close', () => {
          entry.gone = true;
        });
        held.push(entry);
        return;
      }
      setTimeout(forward, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hold: (marker) => void markers.add(marker),
    holding: () => held.length,
    release() {
      markers.clear();
      const waiting = held;
      held = [];
      for (const entry of waiting) if (!entry.gone) entry.forward();
    },
    async close() {
      markers.clear();
      held = [];
      relay.closeAllConnections();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    },
  };
}
