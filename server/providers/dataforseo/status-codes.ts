/**
 * DataForSEO status codes → ProviderError. Documented (docs.dataforseo.com/v3/appendix/errors): HTTP
 * 401 Unauthorized, 402 Payment Required, 404 Not Found, 500; internal 20000 Ok, 40200 Payment
 * Required, 40203 cost limit exceeded, 40101 search-engine error, 40501-style invalid fields, 50000
 * internal error. Codes not pinned there are classified by their family and message.
 */
import { ProviderError, type ProviderErrorCode } from '../errors.ts';

export const STATUS_OK = 20000;

const CREDIT_CODES = new Set([40200, 40203, 40210]);
/** "You are not authorized to access this resource.": the login, whatever the HTTP status says. */
const NOT_AUTHORIZED = 40100;

function classify(code: number, message: string): ProviderErrorCode {
  if (CREDIT_CODES.has(code) || (code >= 40200 && code < 40300 && /fund|balance|payment|cost limit|credit/iu.test(message))) {
    return 'no_credits_left';
  }
  if (/rate.?limit|too many|simultaneous/iu.test(message)) return 'rate_limited';
  if (code === NOT_AUTHORIZED) return 'unauthorized';
  if (code >= 40200 && code < 40300) return 'unauthorized';
  if (code >= 40100 && code < 40200) return 'task_failed';
  if (code >= 40000 && code < 50000) return 'bad_request';
  if (code >= 50000 && code < 60000) return 'unavailable';
  return 'task_failed';
}

const PREFIX: Record<ProviderErrorCode, string> = {
  no_credits_left: 'The DataForSEO account has no credits left',
  rate_limited: 'DataForSEO refused the request because too many were sent',
  unauthorized: 'DataForSEO refused the account',
  bad_request: 'DataForSEO rejected the request',
  task_failed: 'DataForSEO could not complete the lookup',
  unavailable: 'DataForSEO is not available right now',
  aborted: 'The request to DataForSEO was cancelled',
};

/** A ProviderError for an internal (top-level or task) status code with the provider's own message. */
export function errorForStatus(code: number, providerMessage: string, keywords: readonly string[]): ProviderError {
  const kind = classify(code, providerMessage);
  const detail = providerMessage.trim() === '' ? '' : `: ${providerMessage.trim().replace(/\.$/u, '')}`;
  return new ProviderError(kind, `${PREFIX[kind]}${detail} (status ${code}).`, { keywords, providerStatus: code });
}

/** A ProviderError for a non-200 HTTP answer. */
export function errorForHttp(status: number, keywords: readonly string[]): ProviderError {
  const options = { keywords, providerStatus: status };
  if (status === 401) {
    return new ProviderError('unauthorized', 'DataForSEO refused the login: check DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD (HTTP 401).', options);
  }
  if (status === 402) {
    return new ProviderError('no_credits_left', 'The DataForSEO account has no credits left: top up its balance (HTTP 402).', options);
  }
  if (status === 429) return new ProviderError('rate_limited', 'DataForSEO kept refusing requests as too many (HTTP 429).', options);
  if (status === 404) return new ProviderError('bad_request', 'DataForSEO does not know this endpoint (HTTP 404).', options);
  if (status >= 500) return new ProviderError('unavailable', `DataForSEO is not available right now (HTTP ${status}).`, options);
  return new ProviderError('bad_request', `DataForSEO rejected the request (HTTP ${status}).`, options);
}
