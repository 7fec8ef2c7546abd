import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LOGO_DATA_PREFIXES, MAX_LOGO_BYTES, type CompanySettings } from '../../src/domain/contracts/company-settings.ts';
import { companyLogoRequestSchema, companySettingsResponseSchema, companySettingsUpdateRequestSchema, type CompanySettingsResponse } from '../../src/domain/contracts/company-settings-update.ts';
import type { Database } from '../db/schema.ts';
import { apiPost } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { auditedChange } from '../settings/audit-log.ts';
import { lockedCompanySettings, saveCompanySettings } from '../settings/company-settings-store.ts';
import { sanitiseSvg, SvgRefused } from '../settings/svg-sanitiser.ts';

type Deps = { db: Kysely<Database>; realtime: Realtime | undefined };

const SETTINGS = { screen: '/settings' } as const;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const badLogo = (message: string) => new HttpError(400, { error: 'bad_request', field: 'logo.base64', message: `logo.base64: ${message}` });

/** A logo in the audit log: what it was, not its bytes, so a row stays small and says something. */
function logoSummary(logo: string | null): string | null {
  if (logo === null || !logo.startsWith('data:')) return logo;
  const format = logo.startsWith(LOGO_DATA_PREFIXES.svg) ? 'SVG' : 'PNG';
  const bytes = Buffer.from(logo.slice(logo.indexOf(',') + 1), 'base64');
  return `${format}, ${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`;
}

/** The uploaded file as a data URL: a PNG by its signature, an SVG rebuilt by the sanitiser. */
function logoDataUrl(format: 'png' | 'svg', base64: string): { url: string; removed: string[] } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badLogo('The file is empty.');
  if (bytes.length > MAX_LOGO_BYTES) throw badLogo(`The file has ${bytes.length} bytes; a logo may have at most ${MAX_LOGO_BYTES} (64 KB).`);
  if (format === 'png') {
    if (!bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) throw badLogo('The file is not a PNG image.');
    return { url: LOGO_DATA_PREFIXES.png + bytes.toString('base64'), removed: [] };
  }
  try {
    const { svg, removed } = sanitiseSvg(bytes.toString('utf8'));
    return { url: LOGO_DATA_PREFIXES.svg + Buffer.from(svg, 'utf8').toString('base64'), removed: [...removed] };
  } catch (error) {
    if (error instanceof SvgRefused) throw badLogo(error.message);
    throw error;
  }
}

/** The Company section of /settings: theme and colours, navigation, rankings host, feature flags and the logo. */
export async function settingsCompanyRoutes(app: FastifyInstance, { db, realtime }: Deps): Promise<void> {
  const audit = { db, realtime };

  apiPost(app, '/settings/company/update', { access: SETTINGS, body: companySettingsUpdateRequestSchema, response: companySettingsResponseSchema }, async ({ body, session }): Promise<CompanySettingsResponse> => {
    const settings = await auditedChange(audit, {
      companyId: body.company_id,
      actor: session,
      action: 'company.settings',
      apply: async (trx) => {
        const current = await lockedCompanySettings(trx, body.company_id);
        const next: CompanySettings = { ...current.settings };
        for (const [key, value] of Object.entries(body.changes)) if (value !== undefined) Object.assign(next, { [key]: value });
        await saveCompanySettings(trx, body.company_id, next);
        const { logo: _before, ...before } = current.settings;
        const { logo: _after, ...after } = next;
        return { target: current.name, before, after, result: next };
      },
    });
    return { settings, removed: [] };
  });

  apiPost(app, '/settings/company/logo', { access: SETTINGS, body: companyLogoRequestSchema, bodyLimit: 512 * 1024, response: companySettingsResponseSchema }, async ({ body, session }): Promise<CompanySettingsResponse> => {
    const upload = body.logo === null ? { url: null, removed: [] } : logoDataUrl(body.logo.format, body.logo.base64);
    const settings = await auditedChange(audit, {
      companyId: body.company_id,
      actor: session,
      action: 'company.logo',
      apply: async (trx) => {
        const current = await lockedCompanySettings(trx, body.company_id);
        const next = { ...current.settings, logo: upload.url };
        await saveCompanySettings(trx, body.company_id, next);
        return { target: current.name, before: { logo: logoSummary(current.settings.logo) }, after: { logo: logoSummary(upload.url) }, result: next };
      },
    });
    return { settings, removed: upload.removed };
  });
}
