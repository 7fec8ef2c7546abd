import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Redis } from 'ioredis';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { registerRouteAccess, type DeclaredAccess } from './auth/access-hook.ts';
import { cachedCompanyAccess, isActiveAdmin } from './auth/access-store.ts';
import { LoginLimiter } from './auth/login-limiter.ts';
import { registerNoStore } from './auth/no-store.ts';
import { SessionStore } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { outageBody, outageOf } from './http/dependency-outage.ts';
import { registerCompression } from './http/compression.ts';
import { HttpError } from './http/errors.ts';
import { refuseBadJsonInput } from './http/json-input-hook.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './http/request-id.ts';
import { createServerLogger, type Logger } from './logging/server-logger.ts';
import type { TrustProxy } from './http/trust-proxy.ts';
import type { JobRunnerHealth } from './jobs/job-runner-health.ts';
import { createInProcessRunner } from './jobs/in-process-runner.ts';
import { jobKinds } from './jobs/job-kinds.ts';
import { registerApiRoutes } from './routes/register-api-routes.ts';
import { PreparedPageCache } from './content/prepared-page-cache.ts';
import type { JobPort, RetryPolicy } from './jobs/job-port.ts';
import { registerJobKinds } from './jobs/register-job-kinds.ts';
import { createJobNotifier } from './notifications/job-notifier.ts';
import { NotificationStore } from './notifications/notification-store.ts';
import type { Realtime } from './realtime/realtime.ts';
import { countedProviders } from './usage/counted-providers.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { MailOptions } from './mail/mailer.ts';
import { createKeywordMetricsLookup, createKeywordRowsLookup, type KeywordRowsLookup } from './keywords/keyword-rows.ts';
import { cachedMetrics } from './providers/cache/cached-metrics.ts';
import type { Providers } from './providers/ports.ts';
import { selectProviders } from './providers/select-providers.ts';

export type AppOptions = {
  database: DatabaseHandle;
  jobs: JobRunnerHealth;
  sessionTtlHours: number;
  /** The absolute lifetime of a session (SESSION_MAX_HOURS); DEFAULT_SESSION_MAX_HOURS when left out. */
  sessionMaxHours?: number;
  /** OPERATOR_EMAILS: the admins who act across companies (docs/decisions/0024); nobody when left out. */
  operatorEmails?: readonly string[];
  /** Whose X-Forwarded-For gives the client address (TRUST_PROXY); without it every request is its socket's peer. */
  trustProxy?: TrustProxy;
  /** The level of the logger the app makes for itself when no `logger` is given. */
  logLevel?: Config['logLevel'];
  /** The process's logger (server/main.ts passes it), so the app's lines share its format and level. */
  logger?: Logger;
  /** Serve the built client's `*.map` files: development only, so production never publishes its sources. */
  serveSourceMaps?: boolean;
  /** The API description at /api/docs for everybody (development); administrators only when left out. */
  openApiDocs?: boolean;
  /** The built client (dist/client); without it only the API is served. */
  clientDir?: string;
  /** Requests a client address may make to the API per minute; the default fits a busy user and a load test. */
  apiRequestsPerMinute?: number;
  /** Where the API rate limit counts (REDIS_URL), so all instances count a client together; in memory when left out. */
  rateLimitRedis?: Redis;
  /**
   * True once a stop began (SIGTERM): /api/health answers 503 draining, so a balancer that probes it
   * stops sending requests; requests still arriving are served until the port closes (server/main.ts).
   */
  isDraining?: () => boolean;
  /** Live connections for the admin broadcast; without it that call answers 503. */
  realtime?: Realtime;
  /** SMTP_URL, MAIL_FROM and PUBLIC_URL; without an SMTP URL mail goes to the outbox table. */
  mail?: MailOptions;
  /** Keyword data adapters (server/providers); the offline sample adapters when left out. */
  providers?: Providers;
  /** The background job runner (server/main.ts passes createJobRunner's); without it the app runs and closes its own in-process runner. */
  jobPort?: JobPort;
  /** Every job schedule ticks this often instead of at its own times (SCHEDULE_EVERY_SECONDS, tests). */
  scheduleEveryMs?: number | undefined;
  /** Retries of the app's own runner (tests shorten the backoff); ignored with jobPort. */
  jobRetry?: Partial<RetryPolicy>;
  /** ANALYTICS_URL and its site id: browsers send page views there; without it to the own collector. */
  analytics?: { url: string; siteId: number };
  /** The clock of the page-view days and the webhook's signature tolerance (tests move it). */
  now?: () => Date;
};

const BODY_LIMIT_BYTES = 1024 * 1024;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

// style-src allows inline styles because React writes style attributes (sizes of virtual rows).
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Typed as Fastify's own logger interface, which pino implements, so the app keeps Fastify's default instance type.
  const logger: FastifyBaseLogger = options.logger ?? createServerLogger(options.logLevel ?? 'info');
  const app = Fastify({
    loggerInstance: logger,
    // The id is chosen here, not taken blindly from a header: see requestIdFrom.
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // A request the server accepted just before a stop (SIGTERM) is served, not answered 503: behind a
    // balancer that 503 reached the user, while the new port-less state already sends new ones elsewhere.
    return503OnClosing: false,
    // One log line per request costs more than the request itself; only debug and trace want them.
    logController: new LogController({ disableRequestLogging: options.logLevel !== 'debug' && options.logLevel !== 'trace' }),
  });
  const { db } = options.database;
  const sessions = new SessionStore(db, options.sessionTtlHours, options.sessionMaxHours);
  const operatorEmails = options.operatorEmails ?? [];
  const realtime = options.realtime;
  // A logout drops the session's live sockets at once, so none keeps hearing its company.
  if (realtime) sessions.onEnded((sessionId) => realtime.dropSession(sessionId));
  const limiter = new LoginLimiter(db);
  const mailer = createMailer(db, options.mail);
  const startedAt = Date.now();
  // Every provider call is counted for Settings → Usage (decision 0053); the cached ports count in their cache.
  const providers = countedProviders(db, options.providers ?? selectProviders({}));
  const keywordMetrics = createKeywordMetricsLookup(cachedMetrics(db, providers.metrics, providers.names.metrics));
  const keywordRows: KeywordRowsLookup = createKeywordRowsLookup(keywordMetrics);

  const jobLog = { warn: (message: string) => app.log.warn(message), error: (message: string) => app.log.error(message) };
  let ownJobs: JobPort | undefined;
  const jobs = options.jobPort ?? (ownJobs = await createInProcessRunner({ db, log: jobLog, ...(options.jobRetry ? { retry: options.jobRetry } : {}) }));
  const notificationStore = new NotificationStore(db);
  const notifier = createJobNotifier({ db, store: notificationStore, kinds: jobKinds, log: jobLog, ...(options.realtime ? { realtime: options.realtime } : {}) });
  // Listening before any kind is registered: a runner resumes a stored job as soon as its kind has a
  // handler, and a short job could finish while later kinds still register, its bell reports lost.
  const stopNotifying = jobs.onProgress(notifier.listener);
  // One cache of stemmed competitor pages for the fetch job, the analysis, the briefing and the draft's score.
  const contentPages = new PreparedPageCache();
  await registerJobKinds(jobs, jobKinds, { db, providers, keywordMetrics, contentPages }, options.scheduleEveryMs === undefined ? undefined : { everyMs: options.scheduleEveryMs });
  await notifier.notifyInterrupted();

  // The answer names its request id, so a user's report or a proxy's log leads to the server's lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const apiAccess: DeclaredAccess[] = [];
  app.decorate('apiAccess', apiAccess);
  // Served over plain HTTP (no https PUBLIC_URL), HSTS and upgrade-insecure-requests would make
  // browsers ask for https assets that do not exist: a blank page (issue 16, defect 5).
  const servedOverHttps = (options.mail?.publicUrl ?? '').startsWith('https:');
  // Page views go from the browser straight to the analytics service, so its origin may be fetched.
  const connectSrc = options.analytics ? [...contentSecurityPolicy.directives.connectSrc, new URL(options.analytics.url).origin] : contentSecurityPolicy.directives.connectSrc;
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { ...contentSecurityPolicy.directives, connectSrc, upgradeInsecureRequests: servedOverHttps ? [] : null } },
    strictTransportSecurity: servedOverHttps,
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    // An unreachable database or Redis is an outage, not a bug: a 503 naming the part, retried later.
    const outage = status >= 500 || status === undefined ? outageOf(error) : undefined;
    if (outage) {
      request.log.warn({ err: error }, `request failed: the ${outage} is not reachable`);
      return reply.code(503).header('retry-after', '2').send(outageBody(outage));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
    }
    const known: Record<string, { error: string; message: string }> = {
      FST_ERR_CTP_BODY_TOO_LARGE: { error: 'payload_too_large', message: `The request body is larger than ${BODY_LIMIT_BYTES} bytes.` },
      FST_ERR_CTP_INVALID_MEDIA_TYPE: { error: 'unsupported_media_type', message: 'Send the body as application/json.' },
      FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'bad_request', message: 'The JSON body is empty.' },
      FST_ERR_CTP_INVALID_JSON_BODY: { error: 'bad_request', message: 'The body is not valid JSON.' },
    };
    const mapped = known[error.code] ?? { error: status === 429 ? 'rate_limited' : 'bad_request', message: error.message };
    if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || error.name === 'SyntaxError') mapped.message = 'The body is not valid JSON.';
    return reply.code(status).send(mapped);
  });

  await app.register(
    async (api) => {
      // The API speaks JSON only: a text body is refused with 415 instead of reaching a handler.
      api.removeContentTypeParser('text/plain');
      refuseBadJsonInput(api);
      registerNoStore(api);
      // Before any route: the plugin wraps the routes registered after it.
      await registerCompression(api);
      await api.register(rateLimit, {
        max: options.apiRequestsPerMinute ?? 3000,
        timeWindow: '1 minute',
        ...(options.rateLimitRedis ? { redis: options.rateLimitRedis, nameSpace: 'kwb-api-rate-limit:' } : {}),
        // The balancer's probe is never limited, and must answer (503 naming the part) while Redis is away.
        allowList: (request) => request.url === '/api/health',
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          error: 'rate_limited',
          message: `Too many requests: at most ${context.max} a minute. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
        }),
      });
      // Before any route: every route below declares its access, and this one hook enforces it.
      registerRouteAccess(
        api,
        {
          findSession: (token) => sessions.find(token),
          isActiveAdmin: (userId) => isActiveAdmin(db, userId),
          companyAccess: cachedCompanyAccess(db),
        },
        apiAccess,
      );
      await registerApiRoutes(api, {
        options,
        db,
        sessions,
        limiter,
        mailer,
        operatorEmails,
        providers,
        keywordRows,
        keywordMetrics,
        jobs,
        notificationStore,
        apiAccess,
        startedAt,
        contentPages,
      });
    },
    { prefix: '/api' },
  );

  const clientDir = options.clientDir;
  const indexHtml = clientDir ? path.join(clientDir, 'index.html') : undefined;
  if (clientDir && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Vite writes hidden source maps (vite.config.ts): kept on disk for reading stack traces, never published.
      allowedPath: (pathName) => options.serveSourceMaps === true || !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in every asset name, so assets never change under a name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ error: 'not_found', message: `No API route ${request.method} ${url}` });
    }
    // A refused source map is missing, not a screen: the app's page in its place would read as served.
    if (url.endsWith('.map')) return reply.code(404).send({ error: 'not_found', message: `Nothing at ${request.method} ${url}` });
    // HEAD answers as GET does, without the body (Node drops it for HEAD): monitors probe with it.
    if ((request.method === 'GET' || request.method === 'HEAD') && indexHtml && fs.existsSync(indexHtml)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexHtml));
    }
    return reply.code(404).send({ error: 'not_found', message: `Nothing at ${request.method} ${url}` });
  });

  // Expired sessions and old failed-login marks are only clutter; sweep them now and then.
  const sweep = setInterval(() => {
    void Promise.all([sessions.purgeExpired(), limiter.purgeOld()]).catch((error: unknown) => app.log.warn({ err: error }, 'sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  app.addHook('onClose', async () => mailer.close?.());
  app.addHook('onClose', async () => {
    // A runner passed in is closed by its owner after the app; its last reports are not turned into messages.
    await ownJobs?.close();
    stopNotifying();
    await notifier.idle();
  });

  return app;
}
