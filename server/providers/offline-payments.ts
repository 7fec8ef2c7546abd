/**
 * The offline payment adapter (decision 0044): no payment provider, so a checkout becomes a request
 * for the sales team, as the pricing page's "Contact sales" did before: the mail they act on.
 */
import { PRICING_PLANS } from '../../src/domain/contracts/checkout.ts';
import { WebhookRefusal, type CheckoutRequest, type CheckoutStart, type PaymentPort } from './payment-port.ts';

export const offlinePayments: PaymentPort = {
  async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
    const tier = PRICING_PLANS[request.plan];
    return {
      kind: 'sales_request',
      subject: `Plan request ${request.reference}: ${request.companyName} wants ${tier.name}`,
      text: [
        `${request.email} asks for the plan ${tier.name} (plan ${request.plan}, ${tier.price} € a month plus VAT)`,
        `for the company ${request.companyName} (id ${request.companyId}).`,
        '',
        `Request number: ${request.reference}. Contact the customer, then change the plan of the company's users.`,
      ].join('\n'),
    };
  },
  webhookEvent() {
    throw new WebhookRefusal('No payment provider is configured: this server takes no payment webhooks.');
  },
};
