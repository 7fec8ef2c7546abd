import { apiPost } from '../../api/http.ts';
import { notificationReadAllResponseSchema } from '../../domain/contracts/notifications.ts';

/** POST /api/notifications/read-all: marks every entry of the company read for this user. */
export async function markAllNotificationsRead(companyId: number): Promise<void> {
  await apiPost('/notifications/read-all', { company_id: companyId }, notificationReadAllResponseSchema);
}
