/**
 * Notifications of SPEC §4, pushed on the company room (socket event `notification`) and stored so a
 * reload shows them. The four message types and how each changes the list: ../notification-list.ts.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';

/** The socket.io event that carries a NotificationMessage to the company room. */
export const NOTIFICATION_EVENT = 'notification';

/** The error code of a provider without credits left (SPEC §8); it has its own message. */
export const NO_CREDITS_LEFT = 'no_credits_left';
export const NO_CREDITS_LEFT_MESSAGE = 'Your keyword data credits are used up. Top up your provider account, then resume the lookup.';

const idField = z.string().min(1).max(100);
const title = z.string().min(1).max(200);
const sentAt = z.string().datetime();
const progress = z.number().min(0).max(100);

/** 0 error: replaces the entry with the same id (or is added). */
export const errorMessageSchema = z.object({
  type: z.literal(0),
  id: idField,
  title,
  message: z.string().max(2000),
  /** `no_credits_left` or another machine-readable reason. */
  code: z.string().max(100).nullable(),
  /** Where the person can act on it, e.g. a job to resume. */
  link: z.string().max(500).nullable(),
  sent_at: sentAt,
});

/** 1 progress: a new entry with a clock, progress 0. */
export const progressMessageSchema = z.object({
  type: z.literal(1),
  id: idField,
  title,
  progress: z.literal(0),
  link: z.string().max(500).nullable(),
  sent_at: sentAt,
});

/** 2 done: replaces the entry with the same id and links to its result. */
export const doneMessageSchema = z.object({
  type: z.literal(2),
  id: idField,
  title,
  message: z.string().max(2000),
  link: z.string().max(500),
  sent_at: sentAt,
});

/** 3 progress update: changes the progress of the entry with that id; unknown ids are ignored. */
export const progressUpdateMessageSchema = z.object({
  type: z.literal(3),
  id: idField,
  progress,
  /** e.g. "Batch 3 of 15". */
  message: z.string().max(200).nullable(),
  sent_at: sentAt,
});

export const notificationMessageSchema = z.discriminatedUnion('type', [
  errorMessageSchema,
  progressMessageSchema,
  doneMessageSchema,
  progressUpdateMessageSchema,
]);
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/** An entry of the bell's list: what the messages with one id add up to. */
export const notificationEntrySchema = z.object({
  id: idField,
  /** 0 error, 1 in progress, 2 done (a type 3 message only moves `progress`). */
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  title,
  message: z.string().nullable(),
  code: z.string().nullable(),
  progress: progress.nullable(),
  link: z.string().nullable(),
  created_at: sentAt,
  updated_at: sentAt,
  read: z.boolean(),
});
export type NotificationEntry = z.infer<typeof notificationEntrySchema>;

/** POST /api/notifications/list: the company's entries, newest first (at most 50). */
export const notificationListRequestSchema = z.strictObject({ company_id: idSchema });
export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationEntrySchema),
  unread: z.number().int().min(0),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** POST /api/notifications/read-all: marks every entry of the company read for this user. */
export const notificationReadAllRequestSchema = z.strictObject({ company_id: idSchema });
export const notificationReadAllResponseSchema = z.object({ unread: z.literal(0) });
