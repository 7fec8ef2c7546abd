import type { FastifyInstance } from 'fastify';

/**
 * Every API answer carries a token, personal or company data, or an error about them; none may be
 * kept by a browser or a proxy cache (OWASP Session Management: `Cache-Control: no-store`). Set when
 * the request arrives, so refusals and errors carry it as well as answers.
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
