import type { ReactNode } from 'react';
import { useStartup } from '../../session/use-app-state.ts';

/** Renders the screen for the signed-in company once the session is loaded (a company switch remounts it). */
export function CompanyGate({ title, children }: { title: string; children: (companyId: number) => ReactNode }) {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>{title}</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <div key={startup.company.id}>{children(startup.company.id)}</div>;
}
