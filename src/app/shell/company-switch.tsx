import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { switchCompany } from '../../session/session-runtime.ts';
import { useStartup } from '../../session/use-app-state.ts';

/** For members of several companies: reloads that company's start-up data and stays on the route when allowed. */
export function CompanySwitch() {
  const startup = useStartup();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (!startup || startup.companies.length < 2) return null;
  const change = async (companyId: number) => {
    setBusy(true);
    try {
      await switchCompany(companyId);
      // The guards run again: the route stays when the new company allows it, else they redirect.
      await router.invalidate();
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="company-switch">
      <span className="visually-hidden">Company</span>
      <select value={startup.company.id} disabled={busy} onChange={(e) => void change(Number(e.target.value))} aria-label="Company">
        {startup.companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
    </label>
  );
}
