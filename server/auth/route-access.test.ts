import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../src/domain/access.ts';
import type { AccessContext } from '../../src/domain/access-rules.ts';
import { defaultCompanySettings } from '../../src/domain/contracts/company-settings.ts';
import { companyAccessRefusal, companyClaim, userClaimRefusal, type CompanyAccess } from './route-access.ts';
import type { Session } from './sessions.ts';

const session: Session = { sessionId: 1, userId: 7, email: 'Basic@Demo.test', active: true };
const company = { id: 3, status: 'active' as const, settings: defaultCompanySettings };
const status = fc.constantFrom('active', 'testing', 'inactive', 'none', 'test_ended' as const);
const suite = fc.record({ user: fc.boolean(), status: fc.constantFrom('active', 'testing', 'inactive', 'none' as const) });
const contextArb: fc.Arbitrary<AccessContext> = fc.record({
  admin: fc.boolean(),
  plan: fc.integer({ min: 1, max: 4 }),
  rights: fc.uniqueArray(fc.integer({ min: 1, max: 12 })).map((rights) => new Set(rights)),
  companyStatus: status.filter((s) => s !== 'none'),
  suites: fc.record({ research: suite, content: suite, monitoring: suite, ai: suite, chat: suite }),
  contentGroup: fc.constantFrom(null, 1),
  features: fc.record({ internalSearches: fc.boolean(), extraNavigation: fc.constant([]) }),
});
const screenArb = fc.constantFrom('/collections', '/ideas', '/suggests', '/searchvolume', '/questions', '/brands', '/settings', '/internal-searches', '/monitoring');
const admin = (): AccessContext => ({
  admin: true,
  plan: 4,
  rights: new Set(),
  companyStatus: 'active',
  suites: {
    research: { user: true, status: 'active' },
    content: { user: true, status: 'active' },
    monitoring: { user: true, status: 'active' },
    ai: { user: true, status: 'active' },
    chat: { user: true, status: 'active' },
  },
  contentGroup: null,
  features: { internalSearches: true, extraNavigation: [] },
});

describe('caller claims of a body', () => {
  it('passes a body naming the session user by id or by e-mail in any case, and a body naming no user', () => {
    expect(userClaimRefusal({ user: 7, user_id: 7 }, session)).toBeNull();
    expect(userClaimRefusal({ user: 'basic@DEMO.test' }, session)).toBeNull();
    expect(userClaimRefusal({ company_id: 3 }, session)).toBeNull();
  });

  it('refuses another user, naming the field; `user` is judged before `user_id`', () => {
    expect(userClaimRefusal({ user: 'power@demo.test', user_id: 8 }, session)).toBe('user power@demo.test is not the user of this session.');
    expect(userClaimRefusal({ user: 7, user_id: 8 }, session)).toBe('user_id 8 is not the user of this session.');
  });

  it('reads the company from company_id, else company', () => {
    expect(companyClaim({ company_id: 3, company: 4 })).toEqual({ field: 'company_id', id: 3 });
    expect(companyClaim({ company: 4 })).toEqual({ field: 'company', id: 4 });
    expect(companyClaim({ name: 'x' })).toBeUndefined();
    expect(companyClaim(undefined)).toBeUndefined();
  });
});

describe('company access', () => {
  it('lets every member of a company in service through a `member` route, and every member through `member_any_status`', () => {
    fc.assert(fc.property(contextArb, (context) => companyAccessRefusal('member', {}, company, context) === null));
    fc.assert(
      fc.property(contextArb, fc.constantFrom('active', 'testing', 'inactive', 'test_ended' as const), (context, companyStatus) =>
        companyAccessRefusal('member_any_status', {}, { ...company, status: companyStatus }, context) === null,
      ),
    );
  });

  it('closes `member` routes to a company whose trial ended or that is inactive, even for an admin', () => {
    for (const companyStatus of ['test_ended', 'inactive'] as const) {
      expect(companyAccessRefusal('member', {}, { ...company, status: companyStatus }, admin())).toBe(`company 3 is ${companyStatus}: this call is closed to it.`);
    }
    expect(companyAccessRefusal('member', {}, { ...company, status: 'testing' }, admin())).toBeNull();
  });

  it('a screen route refuses exactly when the client guard of that screen does not allow', () => {
    fc.assert(
      fc.property(contextArb, screenArb, (context, screen) => {
        const refusal = companyAccessRefusal({ screen }, {}, company, context);
        expect(refusal === null).toBe(resolveRoute(screen, context).kind === 'allow');
        if (refusal !== null) expect(refusal).toMatch(new RegExp(`^${screen} needs .+; this user in company 3 may not use it\\.$`));
      }),
    );
  });

  it('an any-of route passes when one of its screens is open and names them all when none is', () => {
    const access: CompanyAccess = { screen: { anyOf: ['/ideas', '/questions'], refusal: 'Rankings need access to a keyword table' } };
    fc.assert(
      fc.property(contextArb, (context) => {
        const open = ['/ideas', '/questions'].some((screen) => resolveRoute(screen, context).kind === 'allow');
        const refusal = companyAccessRefusal(access, {}, company, context);
        expect(refusal).toBe(open ? null : 'Rankings need access to a keyword table (/ideas, /questions); this user in company 3 has none.');
      }),
    );
  });

  it('a route choosing its screen by a body field judges that screen and refuses a value it does not know', () => {
    const access: CompanyAccess = { screen: { by: 'request_type', screens: { serp: '/ideas', questions: '/questions' } } };
    fc.assert(
      fc.property(contextArb, fc.constantFrom('serp', 'questions'), (context, type) => {
        const screen = type === 'serp' ? '/ideas' : '/questions';
        expect(companyAccessRefusal(access, { request_type: type }, company, context)).toBe(companyAccessRefusal({ screen }, {}, company, context));
      }),
    );
    expect(companyAccessRefusal(access, { request_type: 'toString' }, company, admin())).toBe('request_type toString names no screen this call serves.');
  });

  it('a company feature is needed on top of the screen, and admin does not switch it on', () => {
    const access: CompanyAccess = { screen: '/collections', feature: 'amazon_column' };
    expect(companyAccessRefusal(access, {}, company, admin())).toBe('This call needs the company feature amazon_column, which company 3 does not have.');
    expect(companyAccessRefusal(access, {}, { ...company, settings: { ...defaultCompanySettings, amazon_column: true } }, admin())).toBeNull();
  });
});
