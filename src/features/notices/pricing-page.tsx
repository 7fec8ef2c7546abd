import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import type { PlanNumber } from '../../domain/contracts/checkout.ts';
import { useStartup } from '../../session/use-app-state.ts';
import { startCheckout } from './api/start-checkout.ts';
import { pricingCommands } from './pricing-commands.ts';
import { PRICING_TIERS } from './pricing-tiers.ts';

export function PricingPage() {
  const startup = useStartup();
  const plan = startup?.plan.plan;
  const companyId = startup?.company.id;
  const navigate = useNavigate();
  const [busy, setBusy] = useState<PlanNumber | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The plan changes only when the payment provider confirms it (decision 0044); this only starts the checkout.
  const choose = useCallback((chosen: PlanNumber) => {
    if (companyId === undefined || busy !== null) return;
    setBusy(chosen);
    setError(null);
    startCheckout(companyId, chosen)
      .then(({ next }) => {
        if (next.kind === 'external') window.location.assign(next.url);
        else void navigate({ href: next.href });
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : 'The checkout could not be started.'))
      .finally(() => setBusy(null));
  }, [companyId, busy, navigate]);
  useRegisterCommands(useMemo(() => pricingCommands({ current: plan, busy: busy !== null, choose }), [plan, busy, choose]));

  return (
    <main id="main" className="screen">
      <h1>Pricing</h1>
      <p className="muted">Prices per month plus VAT. Your plan changes once the payment is confirmed; without online payment our sales team gets your request and contacts you.</p>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
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
              <button type="button" onClick={() => choose(tier.plan)} disabled={busy !== null}>
                {busy === tier.plan ? 'Starting checkout…' : `Choose ${tier.name}`}
              </button>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
