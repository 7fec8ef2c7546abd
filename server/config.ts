import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SESSION_MAX_HOURS } from './auth/sessions.ts';
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
  // How often the embedded database's last-good dump is renewed while data changes (decision 0026).
  BACKUP_EVERY_MINUTES: z.coerce.number().min(0.01).max(24 * 60).default(15),
  // Restore a last-good dump that may miss writes, once, after a broken folder refused the start.
  RESTORE_LAST_GOOD: z.enum(['yes', 'no']).default('no'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .max(320)
    .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address, e.g. "Name <no-reply@example.com>"')
    .default(DEFAULT_MAIL_FROM),
  // Links in mails are built from this, never from the request's Host header, which a client chooses.
  PUBLIC_URL: urlWithProtocol(['http:', 'https:']).optional(),
});

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
  restoreLastGood: boolean;
  /** Passed to Fastify's `trustProxy`: false unless the operator names the proxy in front. */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** SMTP server for mail; without it mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin of the links in mails, without a trailing slash. */
  publicUrl: string;
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
    restoreLastGood: e.RESTORE_LAST_GOOD === 'yes',
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
  };
}
