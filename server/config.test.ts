import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.sessionTtlHours).toBe(168);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe(DEFAULT_MAIL_FROM);
    expect(config.mailFrom).toBe('Keyword Workbench <no-reply@keyword-workbench.local>');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('SCHEDULE_EVERY_SECONDS: unset normally, whole seconds as milliseconds, refused below one', () => {
    expect(loadConfig({}).scheduleEveryMs).toBeUndefined();
    expect(loadConfig({ SCHEDULE_EVERY_SECONDS: '2' }).scheduleEveryMs).toBe(2000);
    expect(() => loadConfig({ SCHEDULE_EVERY_SECONDS: '0' })).toThrow(/SCHEDULE_EVERY_SECONDS/);
    expect(() => loadConfig({ SCHEDULE_EVERY_SECONDS: '1.5' })).toThrow(/SCHEDULE_EVERY_SECONDS/);
  });

  it('reads the mail settings', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://user:pw@mail.example.com:465', MAIL_FROM: 'ops@example.com', PUBLIC_URL: 'https://kw.example.com/' });
    expect(config.smtpUrl).toBe('smtps://user:pw@mail.example.com:465');
    expect(config.mailFrom).toBe('ops@example.com');
    expect(config.publicUrl).toBe('https://kw.example.com');
    expect(loadConfig({ MAIL_FROM: 'Ops Team <ops@example.com>' }).mailFrom).toBe('Ops Team <ops@example.com>');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
  });

  it('reads the sales team\'s address (SALES_EMAIL) for offline plan requests, and names a bad one', () => {
    expect(loadConfig({}).salesEmail).toBe('sales@keyword-workbench.example');
    expect(loadConfig({ SALES_EMAIL: ' vertrieb@example.de ' }).salesEmail).toBe('vertrieb@example.de');
    expect(() => loadConfig({ SALES_EMAIL: 'vertrieb' })).toThrow(/SALES_EMAIL="vertrieb": must be an e-mail address/u);
  });

  it('reads TRUST_PROXY and names a bad one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY="nginx": must be true, false, or a comma-separated list/);
  });

  it('reads the dump settings and names a bad one', () => {
    expect(loadConfig({})).toMatchObject({ backupEveryMinutes: 15, restoreLastGood: false });
    expect(loadConfig({ BACKUP_EVERY_MINUTES: '5', RESTORE_LAST_GOOD: 'yes' })).toMatchObject({ backupEveryMinutes: 5, restoreLastGood: true });
    expect(() => loadConfig({ RESTORE_LAST_GOOD: 'maybe' })).toThrow(/RESTORE_LAST_GOOD/);
  });

  it('names a bad mail setting', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL="http:\/\/mail.example.com": must be a URL starting with smtp:/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM="nobody": must be an address/);
    expect(() => loadConfig({ MAIL_FROM: 'Evil\r\nBcc: x@y.z <a@b.c>' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ PUBLIC_URL: 'kw.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('names the bad variable and its value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL="mysql:\/\/x": must be a URL starting with postgres:/);
    expect(() => loadConfig({ REDIS_URL: 'nope' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '-1' })).toThrow(/SESSION_TTL_HOURS/);
  });

  it('reads the absolute session lifetime and the operators (decision 0024)', () => {
    expect(loadConfig({}).sessionMaxHours).toBe(720);
    expect(loadConfig({}).operatorEmails).toEqual([]);
    expect(loadConfig({ SESSION_MAX_HOURS: '48' }).sessionMaxHours).toBe(48);
    expect(loadConfig({ OPERATOR_EMAILS: ' Ops@Example.com, ,admin@demo.test ' }).operatorEmails).toEqual(['ops@example.com', 'admin@demo.test']);
    expect(() => loadConfig({ SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_MAX_HOURS/);
    expect(() => loadConfig({ OPERATOR_EMAILS: 'admin@demo.test;ops' })).toThrow(/OPERATOR_EMAILS=.*comma-separated list of e-mail addresses/);
  });
});
