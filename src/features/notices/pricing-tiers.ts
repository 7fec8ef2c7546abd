/** SPEC §9: the three tier prices of the pricing page, in euros per month. */
export const PRICING_TIERS = [
  { plan: 1, name: 'Starter', price: '229,99', features: ['Collections and research', 'Ideas, suggests and search volume', '1 user'] },
  { plan: 2, name: 'Professional', price: '479,99', features: ['Everything in Starter', 'Monitoring', '5 users'] },
  { plan: 3, name: 'Business', price: '889,99', features: ['Everything in Professional', 'Questions and historical search volume', 'AI Suite', '20 users'] },
] as const;

export const SALES_ADDRESS = 'sales@keyword-workbench.example';
