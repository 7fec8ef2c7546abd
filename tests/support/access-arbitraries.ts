import fc from 'fast-check';
import { ROUTE_PATTERNS } from '../../src/domain/access-routes.ts';
import { SUITES, type AccessContext, type Suite, type SuiteAccess } from '../../src/domain/access-rules.ts';
import { companyStatusSchema, suiteStatusSchema } from '../../src/domain/contracts/suite-status.ts';

/** fast-check generators for the access property tests; test-only, kept apart to keep tests short. */
const suiteAccess: fc.Arbitrary<SuiteAccess> = fc.record({
  user: fc.boolean(),
  status: fc.constantFrom(...suiteStatusSchema.options),
});

export const accessContextArb: fc.Arbitrary<AccessContext> = fc.record({
  admin: fc.boolean(),
  plan: fc.integer({ min: 0, max: 6 }),
  rights: fc.uniqueArray(fc.constantFrom(1, 2, 8, 9, 10, 11, 12, 17, 25, 42, 99)).map((list) => new Set(list)),
  companyStatus: fc.constantFrom(...companyStatusSchema.options),
  suites: fc.record(Object.fromEntries(SUITES.map((suite) => [suite, suiteAccess])) as Record<Suite, fc.Arbitrary<SuiteAccess>>),
  contentGroup: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  features: fc.record({
    internalSearches: fc.boolean(),
    extraNavigation: fc.constant([]),
  }),
});

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

/** A concrete path for one of the patterns of SPEC §2, optional parameters sometimes left out. */
export const routePathArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...ROUTE_PATTERNS), fc.array(segment, { minLength: 4, maxLength: 4 }), fc.boolean())
  .map(([pattern, values, withOptional]) => {
    let index = 0;
    const next = (): string => values[index++ % values.length] ?? 'x';
    return pattern
      .replace(/\/\{[a-z_]+\?\}/g, () => (withOptional ? `/${next()}` : ''))
      .replace(/\{[a-z_]+\}/g, () => next());
  });
