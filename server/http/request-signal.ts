import type { FastifyReply } from 'fastify';

/**
 * Aborted when the client goes away before its answer is sent, so a provider call nobody waits
 * for stops (and is not billed further). The response's `close` is used because the request's own
 * `close` fires as soon as its body has been read.
 */
export function requestSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The client closed the connection.'));
  });
  return controller.signal;
}
