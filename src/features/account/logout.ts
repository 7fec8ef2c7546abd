import { z } from 'zod';
import { apiPost } from '../../api/http.ts';
import { clearSession } from '../../api/session-storage.ts';
import { logoutResponseSchema } from '../../domain/contracts/login.ts';

/** Ends the session on the server; the stored keys go even when the server cannot be reached. */
export async function logout(): Promise<void> {
  try {
    await apiPost('/user/logout', {}, logoutResponseSchema.or(z.unknown()));
  } finally {
    clearSession();
  }
}
