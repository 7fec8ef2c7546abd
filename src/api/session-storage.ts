import type { Session } from '../machines/session-types.ts';
import { SESSION_STORAGE_KEYS } from '../machines/session-types.ts';

const encoder = new TextEncoder();

// company_id is stored encrypted (SPEC §3) with a key derived from the session token, so the
// stored value is useless without the session it belongs to (docs/decisions/0004).
async function keyFor(token: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`company_id:${token}`));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function encryptCompanyId(companyId: number, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(token), encoder.encode(String(companyId))));
  return `${toBase64(iv)}.${toBase64(sealed)}`;
}

export async function decryptCompanyId(stored: string, token: string): Promise<number | undefined> {
  const [iv, sealed] = stored.split('.');
  if (!iv || !sealed) return undefined;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await keyFor(token), fromBase64(sealed));
    const id = Number(new TextDecoder().decode(plain));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

export async function storeSession(session: Session, storage: Storage = localStorage): Promise<void> {
  storage.setItem('token', session.token);
  storage.setItem('user', session.user);
  storage.setItem('id', String(session.id));
  storage.setItem('company_id', await encryptCompanyId(session.company_id, session.token));
  storage.setItem('plan', String(session.plan));
  storage.setItem('username', session.username);
}

export function readToken(storage: Storage | undefined = globalThis.localStorage): string | null {
  return storage?.getItem('token') ?? null;
}

/** The stored session, or undefined when a key is missing or the company id does not decrypt. */
export async function readSession(storage: Storage = localStorage): Promise<Session | undefined> {
  const token = storage.getItem('token');
  const user = storage.getItem('user');
  const id = Number(storage.getItem('id'));
  const storedCompany = storage.getItem('company_id');
  if (!token || !user || !storedCompany || !Number.isInteger(id)) return undefined;
  const companyId = await decryptCompanyId(storedCompany, token);
  if (companyId === undefined) return undefined;
  return { token, user, id, company_id: companyId, plan: Number(storage.getItem('plan')), username: storage.getItem('username') ?? '' };
}

export function clearStoredSession(storage: Storage = localStorage): void {
  for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
}
