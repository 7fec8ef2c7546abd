import { useEffect } from 'react';
import { useStartup } from '../../session/use-app-state.ts';

const PRODUCT = 'Keyword Workbench';

/** The brand a monitoring screen names: the partner's own name for a white-label company, never the product's. */
export function monitoringBrand(company: { name: string; settings: { theme: string; whitelabel_monitoring: boolean } } | null): string | null {
  if (company === null) return null;
  return company.settings.whitelabel_monitoring || company.settings.theme === 'whitelabel' ? company.name : PRODUCT;
}

/**
 * The browser tab's title while a monitoring screen is shown (index.html names the product, which a
 * white-label partner's clients must not see). `brand` null: the title alone, as on the shared report.
 */
export function useDocumentTitle(title: string, withBrand = true): void {
  const startup = useStartup();
  const brand = withBrand ? monitoringBrand(startup?.company ?? null) : null;
  useEffect(() => {
    const before = document.title;
    document.title = brand === null ? title : `${title} · ${brand}`;
    return () => {
      document.title = before;
    };
  }, [title, brand]);
}
