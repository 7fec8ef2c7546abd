import { describe, expect, it } from 'vitest';
import { outageBody, outageOf } from './dependency-outage.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('outageOf', () => {
  it('names the database for a refused, reset or broken PostgreSQL connection', () => {
    expect(outageOf(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('database');
    expect(outageOf(withCode('read ECONNRESET', 'ECONNRESET'))).toBe('database');
    expect(outageOf(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(outageOf(new Error('timeout exceeded when trying to connect'))).toBe('database');
    expect(outageOf(withCode('terminating connection due to administrator command', '57P01'))).toBe('database');
    expect(outageOf(withCode('connection failure', '08006'))).toBe('database');
  });

  it('names Redis for ioredis refusing a command while it reconnects', () => {
    expect(outageOf(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe('redis');
    expect(outageOf(new Error('Connection is closed.'))).toBe('redis');
    expect(outageOf(Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' }))).toBe('redis');
  });

  it('leaves every other failure alone (a bug stays a 500)', () => {
    expect(outageOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(outageOf(withCode('duplicate key value violates unique constraint', '23505'))).toBeUndefined();
    expect(outageOf('ECONNREFUSED')).toBeUndefined();
  });

  it('says which part is down in the answer', () => {
    expect(outageBody('database')).toEqual({ error: 'unavailable', message: 'The database is not reachable right now. Please try again in a moment.' });
    expect(outageBody('redis').message).toMatch(/^Redis is not reachable/);
  });
});
