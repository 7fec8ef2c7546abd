/** The domain entered for rankings (SPEC §5). */

export type DomainResult = { ok: true; domain: string } | { ok: false; message: string };

// A label of letters (any script, so IDN domains pass unencoded), digits and inner hyphens.
const LABEL = /^[\p{L}\p{M}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]{0,61}[\p{L}\p{M}\p{Nd}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z\d-]{1,59})$/u;

/**
 * Removes scheme, credentials, port, path, query and fragment, lower-cases and adds `www.`
 * unless present: `https://Shop.Example.de/a?b` → `www.shop.example.de`.
 * Choices: the domain needs at least two labels and an alphabetic top level (IP addresses and
 * `localhost` are rejected); a trailing dot is dropped; IDN labels stay in Unicode.
 */
export function normaliseRankingDomain(input: string): DomainResult {
  const rejected: DomainResult = { ok: false, message: `'${input}' is not a valid domain` };
  let host = input.trim();
  host = host.replace(/^[a-z][a-z\d+.-]*:\/\//iu, '').replace(/^\/\//u, '');
  host = host.split(/[/?#]/u)[0] ?? '';
  host = host.slice(host.lastIndexOf('@') + 1);
  host = host.replace(/:\d*$/u, '').replace(/\.$/u, '').toLocaleLowerCase('de-DE');
  const labels = host.split('.');
  const top = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TOP_LEVEL.test(top)) return rejected;
  if (host.length > 253) return rejected;
  return { ok: true, domain: host.startsWith('www.') ? host : `www.${host}` };
}
