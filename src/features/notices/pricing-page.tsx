import { useStartup } from '../../session/use-app-state.ts';
import { PRICING_TIERS, SALES_ADDRESS } from './pricing-tiers.ts';

export function PricingPage() {
  const plan = useStartup()?.plan.plan;
  return (
    <main id="main" className="screen">
      <h1>Pricing</h1>
      <p className="muted">
        Prices per month plus VAT. Online checkout is not connected in this installation: our sales team changes your plan, and the
        payment provider's return brings you back here with a confirmation.
      </p>
      <ul className="pricing-tiers">
        {PRICING_TIERS.map((tier) => (
          <li key={tier.plan} className="pricing-tier" aria-labelledby={`tier-${tier.plan}`}>
            <h2 id={`tier-${tier.plan}`}>{tier.name}</h2>
            <p className="price">
              {tier.price} €<span className="muted"> / month</span>
            </p>
            <ul>
              {tier.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {plan === tier.plan ? (
              <p className="current-plan">Your current plan</p>
            ) : (
              <a className="button-link" href={`mailto:${SALES_ADDRESS}?subject=${encodeURIComponent(`Plan ${tier.name}`)}`}>
                Contact sales for {tier.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
