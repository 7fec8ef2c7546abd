import { MONITORING_UPDATE_JOB_KIND } from '../../../../src/domain/contracts/monitoring.ts';
import { planMonitoringUpdates } from '../../../monitoring/update-planner.ts';
import { defineJobKind } from '../../job-kind.ts';
import { monitoringUpdateHandler } from './monitoring-update-handler.ts';
import { monitoringUpdateMessages } from './monitoring-update-messages.ts';
import { monitoringUpdatePayloadSchema } from './monitoring-update-payload.ts';

/** How often the schedule looks for due projects and due retries; an update starts within this of its time. */
export const MONITORING_TICK_MS = 5 * 60_000;

/**
 * The daily rank update of one project (issue 19): one lookup per keyword and device through the
 * rankTracking port, saved per Berlin day. The schedule ticks every 5 minutes; each tick claims the
 * projects whose update time has passed today with one conditional UPDATE, so a project updates once a
 * day however many instances tick (decision 0030).
 */
export const monitoringUpdateKind = defineJobKind({
  kind: MONITORING_UPDATE_JOB_KIND,
  label: 'monitoring update',
  suite: 'monitoring',
  payload: monitoringUpdatePayloadSchema,
  handler: (services) => monitoringUpdateHandler(services),
  messages: monitoringUpdateMessages,
  rows: (items) => [...items],
  schedule: { when: { everyMs: MONITORING_TICK_MS }, plan: (services, tickAt) => planMonitoringUpdates(services.db, tickAt) },
});
