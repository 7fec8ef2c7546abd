import { apiPost } from '../../api/http.ts';
import { notificationListResponseSchema, type NotificationListResponse } from '../../domain/contracts/notifications.ts';

/** POST /api/notifications/list: the company's entries for this user, newest first. */
export function listNotifications(companyId: number): Promise<NotificationListResponse> {
  return apiPost('/notifications/list', { company_id: companyId }, notificationListResponseSchema);
}
