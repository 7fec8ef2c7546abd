import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { DEFAULT_MAIL_FROM } from '../../server/config.ts';
import { DEMO_PASSWORD } from '../../server/db/demo-data.ts';
import { inProcessRunnerHealth } from '../../server/jobs/job-runner-health.ts';
import { createMailer } from '../../server/mail/create-mailer.ts';
import type { MailOptions } from '../../server/mail/mailer.ts';
import { OutboxMailer } from '../../server/mail/outbox-mailer.ts';
import { SmtpMailer } from '../../server/mail/smtp-mailer.ts';
import { parseMail, startFakeSmtpServer, type FakeSmtpServer } from '../support/smtp-server.ts';
import { httpOnlyKinds, seededDatabase, nextClientAddress, type TestDatabase } from './harness.ts';

/** A port nobody listens on: bound once by us, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the SMTP adapter against a local SMTP server', () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers the envelope, headers and text, long lines and non-ASCII included', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Ops Team <ops@example.com>');
    const link = `https://kw.example.com/resetpassword/${'x'.repeat(90)}`;
    await mailer.send({ to: 'reader@example.com', subject: 'Hello there', text: `Grüße!\n.starts with a dot\n${link}\n` });
    mailer.close();
    const mail = smtp.mails.at(-1);
    expect(mail?.from).toBe('ops@example.com');
    expect(mail?.to).toEqual(['reader@example.com']);
    const { headers, text } = parseMail(mail?.raw ?? '');
    expect(headers.from).toBe('Ops Team <ops@example.com>');
    expect(headers.to).toBe('reader@example.com');
    expect(headers.subject).toBe('Hello there');
    expect(text).toContain('Grüße!\n.starts with a dot\n');
    expect(text).toContain(link);
  });

  it('rejects when no server answers, so the caller can log it', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, DEFAULT_MAIL_FROM);
    await expect(mailer.send({ to: 'reader@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/ECONNREFUSED/);
    mailer.close();
  });
});

describe.each(httpOnlyKinds)('mail port on %s', (kind) => {
  let database: TestDatabase;
  let smtp: FakeSmtpServer;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await seededDatabase(kind);
    smtp = await startFakeSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  const appWith = async (mail: MailOptions) => {
    const app = await buildApp({ database: database.handle, jobs: inProcessRunnerHealth, sessionTtlHours: 24, logLevel: 'silent', mail });
    apps.push(app);
    return app;
  };
  const post = (app: FastifyInstance, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: nextClientAddress() });

  it('chooses SMTP when an SMTP URL is set, else the outbox', () => {
    expect(createMailer(database.handle.db, { smtpUrl: smtp.url })).toBeInstanceOf(SmtpMailer);
    expect(createMailer(database.handle.db, {})).toBeInstanceOf(OutboxMailer);
  });

  it('the outbox adapter writes each mail to mail_outbox', async () => {
    const outbox = new OutboxMailer(database.handle.db);
    await outbox.send({ to: 'box@example.com', subject: 'Boxed', text: 'In the box', html: '<p>In the box</p>' });
    const [latest] = await outbox.latest(1);
    expect(latest).toMatchObject({ to: 'box@example.com', subject: 'Boxed', text: 'In the box' });
    expect(Number.isNaN(Date.parse(latest?.created_at ?? ''))).toBe(false);
  });

  it('with SMTP_URL a reset link travels by SMTP, works, and the dev outbox does not exist', async () => {
    const app = await appWith({ smtpUrl: smtp.url, from: DEFAULT_MAIL_FROM, publicUrl: 'https://kw.example.com' });
    const outboxBefore = await database.handle.db.selectFrom('mail_outbox').select('id').execute();
    expect((await post(app, '/api/user/password/reset-request', { email: 'multi@demo.test' })).json()).toEqual({ sent: true });

    const mail = smtp.mails.find((m) => m.to.includes('multi@demo.test'));
    expect(mail?.from).toBe('no-reply@keyword-workbench.local');
    const { headers, text } = parseMail(mail?.raw ?? '');
    expect(headers.from).toBe(DEFAULT_MAIL_FROM);
    const code = /^https:\/\/kw\.example\.com\/resetpassword\/([A-Za-z0-9_-]{43})$/m.exec(text)?.[1];
    expect(code).toBeDefined();
    expect((await post(app, '/api/user/password/set', { code, password: 'smtp-delivered-Passw0rd' })).statusCode).toBe(200);
    expect((await post(app, '/api/user/login', { email: 'multi@demo.test', pass: 'smtp-delivered-Passw0rd' })).json()).toMatchObject({ login: 1 });
    expect(await database.handle.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(outboxBefore.length);

    const login = await post(app, '/api/user/login', { email: 'admin@demo.test', pass: DEMO_PASSWORD });
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` } });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json()).toMatchObject({ error: 'not_found' });
  });

  it('a mail server that is down changes no answer: the failure is logged, not told', async () => {
    const app = await appWith({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const known = await post(app, '/api/user/password/reset-request', { email: 'power@demo.test' });
    const unknown = await post(app, '/api/user/password/reset-request', { email: 'nobody-here@example.com' });
    expect([known.statusCode, known.body]).toEqual([200, '{"sent":true}']);
    expect([unknown.statusCode, unknown.body]).toEqual([200, '{"sent":true}']);
  });
});
