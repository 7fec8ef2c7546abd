import { assign, fromPromise, setup } from 'xstate';
import type { NotificationEntry, NotificationListResponse, NotificationMessage } from '../domain/contracts/notifications.ts';
import { applyNotification, markAllRead, unreadCount } from '../domain/notification-list.ts';
import { required } from './required.ts';

/** First wait before a failed load is tried again; it doubles up to the cap. */
export const LIST_RETRY_FIRST_MS = 2_000;
export const LIST_RETRY_MAX_MS = 60_000;

export function listRetryDelay(failures: number): number {
  return Math.min(LIST_RETRY_MAX_MS, LIST_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'no answer from the server');
export const listErrorMessage = (error: unknown) => `Notifications could not be loaded: ${reasonOf(error)}`;
export const markReadErrorMessage = (error: unknown) => `Notifications could not be marked read: ${reasonOf(error)}`;

export interface NotificationsContext {
  readonly companyId: number | null;
  /** Newest first, as the bell shows them. */
  readonly entries: readonly NotificationEntry[];
  /** Live messages since the current load started, replayed onto its answer so none is lost. */
  readonly pending: readonly NotificationMessage[];
  /** The entries a running mark-all-read turned read, to put back if the server refuses. */
  readonly markedRead: readonly string[];
  /** A reconnect during mark-all-read: reload once the call has finished. */
  readonly reloadAfterMark: boolean;
  readonly failures: number;
  readonly error: string | null;
}

export type NotificationsEvent =
  /** Start-up data of a company arrived: after login, a company switch or a reload. */
  | { readonly type: 'COMPANY_SELECTED'; readonly companyId: number }
  | { readonly type: 'SIGNED_OUT' }
  /** A validated `notification` from the company's socket room. */
  | { readonly type: 'MESSAGE'; readonly message: NotificationMessage }
  /** The socket (re)joined the company room; whatever was sent meanwhile never reached us. */
  | { readonly type: 'SOCKET_CONNECTED' }
  | { readonly type: 'MARK_ALL_READ' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'DISMISS_ERROR' };

const EMPTY: NotificationsContext = { companyId: null, entries: [], pending: [], markedRead: [], reloadAfterMark: false, failures: 0, error: null };

/**
 * The bell's list for the current company (SPEC §4). Decisions: the list is loaded on company
 * selection and again on every socket (re)join, since messages sent while the room was not joined
 * are lost; live messages show at once even while a load runs and are replayed onto its answer;
 * mark-all-read is optimistic and puts back exactly the entries it changed if the server refuses
 * (entries changed by newer messages meanwhile are unread anyway). A failed load keeps what is on
 * screen and retries with a doubling delay.
 */
export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent },
  actors: {
    loadList: fromPromise<NotificationListResponse, { companyId: number }>(async () => ({ notifications: [], unread: 0 })),
    markAllRead: fromPromise<void, { companyId: number }>(async () => {}),
  },
  guards: {
    hasUnread: ({ context }) => unreadCount(context.entries) > 0,
    otherCompany: ({ context, event }) => event.type === 'COMPANY_SELECTED' && event.companyId !== context.companyId,
    reloadAfterMark: ({ context }) => context.reloadAfterMark,
  },
  delays: {
    retry: ({ context }) => listRetryDelay(context.failures),
  },
  actions: {
    applyLive: assign(({ context, event }) => (event.type === 'MESSAGE' ? { entries: applyNotification(context.entries, event.message) } : {})),
    queueLive: assign(({ context, event }) => (event.type === 'MESSAGE' ? { pending: [...context.pending, event.message] } : {})),
    rollBackRead: assign(({ context }, params: { readonly error: unknown }) => {
      const marked = new Set(context.markedRead);
      return {
        entries: context.entries.map((e) => (marked.has(e.id) && e.read ? { ...e, read: false } : e)),
        error: markReadErrorMessage(params.error),
      };
    }),
  },
}).createMachine({
  id: 'notifications',
  context: EMPTY,
  initial: 'signedOut',
  on: {
    SIGNED_OUT: { target: '.signedOut', actions: assign(EMPTY) },
    COMPANY_SELECTED: {
      guard: 'otherCompany',
      target: '.company',
      reenter: true,
      // Another company's entries must not show for a moment under this one's bell.
      actions: assign(({ event }) => ({ ...EMPTY, companyId: event.companyId })),
    },
  },
  states: {
    signedOut: {},
    company: {
      initial: 'loading',
      on: {
        MESSAGE: { actions: 'applyLive' },
        SOCKET_CONNECTED: { target: '.loading', reenter: true },
        DISMISS_ERROR: { actions: assign({ error: null }) },
      },
      states: {
        loading: {
          on: { MESSAGE: { actions: ['applyLive', 'queueLive'] } },
          invoke: {
            src: 'loadList',
            input: ({ context }) => ({ companyId: required(context.companyId, 'companyId') }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                entries: context.pending.reduce(applyNotification, event.output.notifications),
                pending: [],
                failures: 0,
                error: null,
              })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ context, event }) => ({ failures: context.failures + 1, error: listErrorMessage(event.error) })),
            },
          },
        },
        failed: {
          // Still collecting: the next load's answer may predate these messages.
          on: { MESSAGE: { actions: ['applyLive', 'queueLive'] }, RETRY: 'loading' },
          after: { retry: 'loading' },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: { MARK_ALL_READ: { guard: 'hasUnread', target: 'marking' } },
            },
            marking: {
              entry: assign(({ context }) => ({
                markedRead: context.entries.filter((e) => !e.read).map((e) => e.id),
                entries: markAllRead(context.entries),
                reloadAfterMark: false,
                error: null,
              })),
              on: { SOCKET_CONNECTED: { actions: assign({ reloadAfterMark: true }) } },
              invoke: {
                src: 'markAllRead',
                input: ({ context }) => ({ companyId: required(context.companyId, 'companyId') }),
                onDone: [{ guard: 'reloadAfterMark', target: '#notifications.company.loading' }, { target: 'idle' }],
                onError: [
                  { guard: 'reloadAfterMark', target: '#notifications.company.loading', actions: { type: 'rollBackRead', params: ({ event }) => ({ error: event.error }) } },
                  { target: 'idle', actions: { type: 'rollBackRead', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
          },
        },
      },
    },
  },
});

/** What the bell reads from a snapshot's context. */
export function unreadOf(context: NotificationsContext): number {
  return unreadCount(context.entries);
}
