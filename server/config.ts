import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SESSION_MAX_HOURS } from './auth/sessions.ts';
import { ANALYTICS_SITE_ID } from '../src/domain/page-analytics.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

export const DEFAULT_MAIL_FROM = 'Keyword Workbench <no-reply@keyword-workbench.local>';
/** Where plan requests go while no payment provider is configured (the offline checkout, decision 0044). */
export const DEFAULT_SALES_EMAIL = 'sales@keyword-workbench.example';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithProtocol(['redis:', 'rediss:']).optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().max(24 * 365).default(168),
  // The absolute lifetime of a session, counted from the login however it slides (decision 0024).
  SESSION_MAX_HOURS: z.coerce.number().positive().max(24 * 365).default(DEFAULT_SESSION_MAX_HOURS),
  // Admins who act across companies (decision 0024); everyone else's admin flag ends at their own companies.
  OPERATOR_EMAILS: z
    .string()
    .max(10_000)
    .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))
    .pipe(z.array(z.string().regex(/^[^\s@,;<>]+@[^\s@,;<>]+$/, 'must be a comma-separated list of e-mail addresses')))
    .default([]),
  // Which proxies' X-Forwarded-For to believe, so limits count real clients (docs: README, decision 0026).
  TRUST_PROXY: z
    .string()
    .max(2_000)
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        context.addIssue({ code: 'custom', message: 'must be true, false, or a comma-separated list of proxy addresses or CIDR ranges' });
        return z.NEVER;
      }
      return parsed;
    })
    .default(false),
  // API requests one client address may make a minute, counted over every instance when REDIS_URL is set.
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(3000),
  // BullMQ: how long a worker's claim on a job lasts unrenewed; a killed instance's job moves on after about 1.5 times this.
  JOB_LOCK_SECONDS: z.coerce.number().min(1).max(600).default(30),
  // Tests only: every job schedule ticks this often instead of at its own times (the cluster suite
  // watches ticks fire). Safe, not only quiet: each plan claims what is due, so more ticks plan nothing twice.
  SCHEDULE_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  // How often the embedded database's last-good dump is renewed while data changes (decision 0026).
  BACKUP_EVERY_MINUTES: z.coerce.number().min(0.01).max(24 * 60).default(15),
  // Restore a last-good dump that may miss writes, once, after a broken folder refused the start.
  RESTORE_LAST_GOOD: z.enum(['yes', 'no']).default('no'),
  // How long a stop (SIGTERM, SIGINT) may take before the process exits anyway (decision 0035).
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .max(320)
    .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address, e.g. "Name <no-reply@example.com>"')
    .default(DEFAULT_MAIL_FROM),
  // The sales team's address: the offline checkout mails plan requests there.
  SALES_EMAIL: z.string().trim().max(254).email('must be an e-mail address, e.g. sales@example.com').default(DEFAULT_SALES_EMAIL),
  // Links in mails are built from this, never from the request's Host header, which a client chooses.
  PUBLIC_URL: urlWithProtocol(['http:', 'https:']).optional(),
  // A Matomo-compatible service for page views (SPEC §7, §9; decision 0044); unset: the server's own collector.
  ANALYTICS_URL: urlWithProtocol(['http:', 'https:']).optional(),
  ANALYTICS_SITE_ID: z.coerce.number().int().positive().max(1_000_000).default(ANALYTICS_SITE_ID),
});

/** Every variable the configuration reads; `.env.example` lists each (server/env-example.test.ts). */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionTtlHours: number;
  sessionMaxHours: number;
  /** Lower-case addresses of the operators: active admins whose admin flag reaches every company. */
  operatorEmails: readonly string[];
  backupEveryMinutes: number;
  /** BullMQ's job lock (JOB_LOCK_SECONDS); stalled jobs are looked for every half of it. */
  jobLockSeconds: number;
  /** SCHEDULE_EVERY_SECONDS in milliseconds: replaces every job schedule's own period (tests); undefined normally. */
  scheduleEveryMs: number | undefined;
  /** API requests per client address and minute (API_REQUESTS_PER_MINUTE). */
  apiRequestsPerMinute: number;
  restoreLastGood: boolean;
  /** Passed to Fastify's `trustProxy`: false unless the operator names the proxy in front. */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** A stop that takes longer exits anyway, logged; running jobs may use half of it to finish their batch. */
  shutdownTimeoutSeconds: number;
  /** SMTP server for mail; without it mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the offline checkout sends plan requests. */
  salesEmail: string;
  /** Origin of the links in mails, without a trailing slash. */
  publicUrl: string;
  /** Where browsers send page views; undefined: to the server's own collector. */
  analytics: { url: string; siteId: number } | undefined;
};

export class ConfigError extends Error {}

/** Reads the configuration from the environment; an empty variable counts as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `  ${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    operatorEmails: e.OPERATOR_EMAILS,
    trustProxy: e.TRUST_PROXY,
    backupEveryMinutes: e.BACKUP_EVERY_MINUTES,
    apiRequestsPerMinute: e.API_REQUESTS_PER_MINUTE,
    jobLockSeconds: e.JOB_LOCK_SECONDS,
    scheduleEveryMs: e.SCHEDULE_EVERY_SECONDS === undefined ? undefined : e.SCHEDULE_EVERY_SECONDS * 1000,
    restoreLastGood: e.RESTORE_LAST_GOOD === 'yes',
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    analytics: e.ANALYTICS_URL === undefined ? undefined : { url: e.ANALYTICS_URL, siteId: e.ANALYTICS_SITE_ID },
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
  };
}
