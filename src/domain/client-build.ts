import { z } from 'zod';

function isRoundTrip(value: string): boolean {
  const at = Date.parse(value);
  return Number.isFinite(at) && new Date(at).toISOString() === value;
}

/**
 * A client build's id: the UTC instant `vite build` ran, to the millisecond (vite.config.ts stamps it
 * into the bundle and into dist/client/build.json). An instant, not a content hash, because the rule
 * below needs an order: during a rolling deploy a new client may reach an old instance, and only a
 * client older than the server should be told to reload.
 */
export const buildIdSchema = z
  .string()
  .max(24)
  // The round trip rejects what Date.parse would quietly move on (a 30th of February becomes March 2nd).
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) && isRoundTrip(value), 'must be an ISO instant such as 2026-11-26T12:00:00.000Z');
export type BuildId = z.infer<typeof buildIdSchema>;

/** dist/client/build.json: which build an instance serves (read at its start, also fetchable as /build.json). */
export const BUILD_INFO_FILE = 'build.json';
export const buildInfoSchema = z.object({ build_id: buildIdSchema });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** The id of a build made at `at`. */
export function buildIdAt(at: Date): BuildId {
  return at.toISOString();
}

/**
 * SPEC §4's update message is due when the client runs a build older than the server's. Anything
 * that is not a build id on either side (a script's socket, `npm run dev`'s unbundled client, a
 * server without a client build) is never told: a false alarm reloads a page for nothing, in a
 * loop when the reload brings the same build back.
 */
export function clientBuildIsOlder(client: unknown, server: unknown): boolean {
  const ours = buildIdSchema.safeParse(client);
  const theirs = buildIdSchema.safeParse(server);
  if (!ours.success || !theirs.success) return false;
  return Date.parse(ours.data) < Date.parse(theirs.data);
}
