/** The rules of the "Rankings for" form: devices, the domain check and the texts it shows. */
import type { Device } from '../../domain/contracts/suite-status.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { normaliseRankingDomain } from '../../domain/rankings-domain.ts';

export type RankingDevice = 'desktop' | 'mobile';

export interface RankingSettings {
  /** Normalised with normaliseRankingDomain, e.g. `www.example.de`. */
  domain: string;
  device: RankingDevice;
}

export interface RankingProgress {
  /** Keywords answered so far. */
  done: number;
  /** Keywords asked for in all. */
  total: number;
}

export const RANKING_DEVICES: readonly { value: RankingDevice; label: string }[] = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'mobile', label: 'Mobile' },
];

export function isRankingDevice(value: string): value is RankingDevice {
  return RANKING_DEVICES.some((device) => device.value === value);
}

/**
 * The form offers desktop and mobile only. Choice: a monitoring device of `tablet` starts the form
 * on Mobile, since a tablet is a touch device searching with a mobile browser.
 */
export function rankingDeviceOf(device: Device | null | undefined): RankingDevice {
  return device === 'desktop' || device === undefined || device === null ? 'desktop' : 'mobile';
}

export function deviceLabel(device: RankingDevice): string {
  return RANKING_DEVICES.find((entry) => entry.value === device)?.label ?? device;
}

export type RankingFormResult = { ok: true; value: RankingSettings } | { ok: false; message: string };

/** The form's submit: the domain normalised by the SPEC §5 rule, or the rule's message to show beside the field. */
export function submitRankingForm(domainInput: string, device: RankingDevice): RankingFormResult {
  if (domainInput.trim() === '') return { ok: false, message: 'Enter a domain, for example example.de.' };
  const domain = normaliseRankingDomain(domainInput);
  return domain.ok ? { ok: true, value: { domain: domain.domain, device } } : { ok: false, message: domain.message };
}

/**
 * What a valid submit does: a new domain or device changes the lookup; the same one again asks
 * again only after a failure, since answers already shown or loading would just be repeated.
 */
export function submitAction(current: RankingSettings | null, next: RankingSettings, failed: boolean): 'change' | 'retry' | 'none' {
  if (current === null || current.domain !== next.domain || current.device !== next.device) return 'change';
  return failed ? 'retry' : 'none';
}

/** "Checking rankings: 400 of 1.200 keywords…" while the calls run. */
export function rankingProgressText(progress: RankingProgress): string {
  const noun = progress.total === 1 ? 'keyword' : 'keywords';
  return `Checking rankings: ${formatNumber(progress.done)} of ${formatNumber(progress.total)} ${noun}…`;
}

/** The quiet line after the answer, so a screen reader hears that the column is filled. */
export function rankingReadyText(value: RankingSettings): string {
  return `Rankings shown for ${value.domain} (${deviceLabel(value.device)}).`;
}
