import { describe, expect, it } from 'vitest';
import { monitoringBrand } from './use-document-title.ts';

describe('monitoring brand', () => {
  it('names the white-label partner, never the product, for a company with white-label monitoring', () => {
    expect(monitoringBrand({ name: 'Whitelabel Partner AG', settings: { theme: 'whitelabel', whitelabel_monitoring: true } })).toBe('Whitelabel Partner AG');
    expect(monitoringBrand({ name: 'Partner', settings: { theme: 'default', whitelabel_monitoring: true } })).toBe('Partner');
  });

  it('names the product for everyone else, and nothing before the company is known', () => {
    expect(monitoringBrand({ name: 'Demo GmbH', settings: { theme: 'default', whitelabel_monitoring: false } })).toBe('Keyword Workbench');
    expect(monitoringBrand(null)).toBeNull();
  });
});
