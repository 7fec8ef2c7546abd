import { z } from 'zod';
import { idSchema } from './ids.ts';
import type { PlanChangedPayload } from './checkout.ts';
import type { NotificationMessage } from './notifications.ts';
import type { SettingsChangedPayload } from './settings-audit.ts';

/** The socket.io endpoint, beside the API on the same origin. */
export const REALTIME_PATH = '/socket.io';

/** Server pushes of SPEC §7; the names are the spec's, spelling included. */
export const reloadEventSchema = z.enum(['showReloadmessage', 'reloadFrontend']);
export type ReloadEvent = z.infer<typeof reloadEventSchema>;

export type ReloadEventPayload = { sent_at: string };

export const companyRoom = (companyId: number) => `company:${companyId}` as const;
export type CompanyRoom = ReturnType<typeof companyRoom>;

export const joinCompanyGroupPayloadSchema = z.strictObject({ company_id: idSchema });
export type JoinCompanyGroupPayload = z.infer<typeof joinCompanyGroupPayloadSchema>;

/** `forbidden`: the session's user is no member of that company; `bad_request`: no usable company_id. */
export type JoinCompanyGroupAck = { ok: true; room: CompanyRoom } | { ok: false; error: 'forbidden' | 'bad_request' | 'unauthorized' };

/** Events the server sends; `notification` carries the job notifications of SPEC §4. */
export interface ServerToClientEvents {
  showReloadmessage: (payload: ReloadEventPayload) => void;
  reloadFrontend: (payload: ReloadEventPayload) => void;
  notification: (payload: NotificationMessage) => void;
  /** The company's plan changed (a paid checkout): the start-up data is stale (decision 0044). */
  planChanged: (payload: PlanChangedPayload) => void;
  /** A company setting, a user's rights or the company's users changed: start-up data is stale. */
  settingsChanged: (payload: SettingsChangedPayload) => void;
}

export interface ClientToServerEvents {
  joinCompanyGroup: (payload: JoinCompanyGroupPayload, ack: (answer: JoinCompanyGroupAck) => void) => void;
}

/**
 * The handshake `auth` object: the session token from the login, and the client's build id
 * (src/domain/client-build.ts) when it is a bundle: a server of a newer build answers the socket
 * with `showReloadmessage`, SPEC §4's update message (decision 0058).
 */
export type RealtimeAuth = { token: string; build?: string };

/** The message of the connect error a socket gets when its token is missing or dead. */
export const REALTIME_UNAUTHORIZED = 'unauthorized';

/** POST /api/admin/broadcast (admin only): to one company's room, or to everyone without company_id. */
export const broadcastRequestSchema = z.strictObject({
  event: reloadEventSchema,
  company_id: idSchema.optional(),
});
export type BroadcastRequest = z.infer<typeof broadcastRequestSchema>;

export const broadcastResponseSchema = z.object({
  delivered_to: z.union([z.literal('all'), z.string().regex(/^company:\d+$/)]),
});
export type BroadcastResponse = { delivered_to: CompanyRoom | 'all' };
