/**
 * Downloads one competitor page, guarded (docs/decisions/0049): http(s) only, at most 5 redirects
 * each checked again, a named user agent, a time-out over the whole download, HTML only, at most
 * 2 MB after decompression, and never a private, loopback or link-local address. The host is
 * resolved with dns.lookup inside the socket's own lookup, and every address it has is checked, so
 * the address checked is the address connected to (no gap for DNS rebinding).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { deadlineSignal } from '../deadline-signal.ts';
import { ProviderError, abortedError } from '../errors.ts';
import { isBlockedAddress } from './address-guard.ts';

export const PAGE_FETCH_DEFAULTS = {
  timeoutMs: 15_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'KeywordWorkbench-PageFetch/1.0 (content analysis; +https://keyword-workbench.example/bot)',
} as const;

export interface HttpPageFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** Host names let through although they resolve to a blocked address: for tests against a local fake only. */
  allowHosts?: readonly string[];
}

export interface DownloadedPage {
  /** Where the redirects ended. */
  url: string;
  html: string;
  bytes: number;
}

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

const refused = (message: string) => new ProviderError('bad_request', message);

function guardedLookup(host: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.find((entry) => isBlockedAddress(entry.address));
      if (blocked) return callback(refused(`${host} resolves to ${blocked.address}, a private or local address; such pages are never fetched.`), '', 0);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(refused(`${host} has no address.`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

function checkTarget(url: URL, allowHosts: readonly string[]): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(`${url.href}: only http and https pages are fetched.`);
  if (url.username !== '' || url.password !== '') throw refused(`${url.href}: a URL with credentials is not fetched.`);
  const host = url.hostname.replace(/^\[|\]$/gu, '');
  if (!allowHosts.includes(host) && isIP(host) !== 0 && isBlockedAddress(host)) {
    throw refused(`${url.host} is a private or local address; such pages are never fetched.`);
  }
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function charsetOf(contentType: string): string {
  const match = /charset=["']?([\w.:-]+)/iu.exec(contentType);
  const label = match?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return 'utf-8';
  }
}

type Hop = { status: number; location: string | null; response: IncomingMessage };

function request(url: URL, options: Required<Omit<HttpPageFetchOptions, 'allowHosts'>> & { allowHosts: readonly string[] }, signal: AbortSignal): Promise<Hop> {
  const host = url.hostname.replace(/^\[|\]$/gu, '');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        signal,
        headers: { 'user-agent': options.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9', 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
        ...(options.allowHosts.includes(host) ? {} : { lookup: guardedLookup(url.host) }),
      },
      (response) => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, response }),
    );
    req.on('error', reject);
    req.end();
  });
}

async function readBody(hop: Hop, url: URL, maxBytes: number, signal: AbortSignal): Promise<{ text: string; bytes: number }> {
  const { response } = hop;
  const contentType = response.headers['content-type'] ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!HTML_TYPES.includes(mediaType)) {
    response.destroy();
    throw refused(`${url.href} answered ${mediaType === '' ? 'without a content type' : mediaType}, not an HTML page.`);
  }
  const declared = Number(response.headers['content-length'] ?? Number.NaN);
  const tooLarge = () => refused(`${url.href} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB; it is not analysed.`);
  if (Number.isFinite(declared) && declared > maxBytes && !response.headers['content-encoding']) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  const body = decoded(response);
  try {
    for await (const chunk of body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      bytes += buffer.length;
      if (bytes > maxBytes) {
        response.destroy();
        throw tooLarge();
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (signal.aborted) throw abortedError(signal);
    throw error;
  }
  return { text: new TextDecoder(charsetOf(contentType)).decode(Buffer.concat(chunks)), bytes };
}

function failure(error: unknown, url: URL, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    if (reason instanceof Error && reason.name === 'TimeoutError') return new ProviderError('unavailable', `${url.host} did not answer in time.`, { cause: error });
    return abortedError(signal);
  }
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new ProviderError('bad_request', `${url.host} does not exist (no DNS entry).`, { cause: error });
  return new ProviderError('unavailable', `${url.host} could not be reached: ${error instanceof Error ? error.message : String(error)}.`, { cause: error });
}

type Settings = Required<Omit<HttpPageFetchOptions, 'allowHosts'>> & { allowHosts: readonly string[] };

/** Follows redirects by hand so each new address goes through the same checks as the first. */
async function follow(first: URL, target: string, settings: Settings, signal: AbortSignal): Promise<DownloadedPage> {
  let url = first;
  for (let redirects = 0; ; redirects++) {
    checkTarget(url, settings.allowHosts);
    let hop: Hop;
    try {
      hop = await request(url, settings, signal);
    } catch (error) {
      throw failure(error, url, signal);
    }
    if (hop.status >= 300 && hop.status < 400 && hop.location !== null) {
      hop.response.resume();
      if (redirects >= settings.maxRedirects) throw refused(`${target} redirects more than ${settings.maxRedirects} times.`);
      url = new URL(hop.location, url);
      continue;
    }
    if (hop.status < 200 || hop.status >= 300) {
      hop.response.resume();
      const retryable = hop.status === 429 || hop.status >= 500;
      throw new ProviderError(retryable ? 'unavailable' : 'bad_request', `${url.href} answered HTTP ${hop.status}.`, { providerStatus: hop.status });
    }
    try {
      const { text, bytes } = await readBody(hop, url, settings.maxBytes, signal);
      return { url: url.href, html: text, bytes };
    } catch (error) {
      throw failure(error, url, signal);
    }
  }
}

export function httpPageDownloader(options: HttpPageFetchOptions = {}) {
  const settings: Settings = { ...PAGE_FETCH_DEFAULTS, ...options, allowHosts: options.allowHosts ?? [] };
  return async (target: string, outer: AbortSignal): Promise<DownloadedPage> => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw refused(`${target} is not a URL.`);
    }
    const deadline = deadlineSignal(outer, settings.timeoutMs);
    try {
      return await follow(url, target, settings, deadline.signal);
    } finally {
      deadline.clear();
    }
  };
}
