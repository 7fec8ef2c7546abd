/** Tests only ever talk to this machine: a DATABASE_URL or REDIS_URL elsewhere is refused. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host) && !host.startsWith('127.')) {
    throw new Error(`Tests only talk to loopback, not ${host}`);
  }
}
