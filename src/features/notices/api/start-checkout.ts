import { apiPost } from '../../../api/http.ts';
import { checkoutStartResponseSchema, type CheckoutStartResponse, type PlanNumber } from '../../../domain/contracts/checkout.ts';

/** POST /api/checkout/start: the payment page to go to, or (offline) the request recorded for the sales team. */
export function startCheckout(companyId: number, plan: PlanNumber): Promise<CheckoutStartResponse> {
  return apiPost('/checkout/start', { company_id: companyId, plan }, checkoutStartResponseSchema);
}
