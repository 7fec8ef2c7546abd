/**
 * "Rankings for [domain] [device] [Show rankings] [Hide]": the inline form that switches the ranking
 * column on. Enter submits; the domain is normalised by the SPEC §5 rule before it is used, and a
 * domain the rule refuses is named beside the field instead.
 */
import { useId, useState, type FormEvent } from 'react';
import type { Device } from '../../domain/contracts/suite-status.ts';
import {
  isRankingDevice,
  RANKING_DEVICES,
  rankingDeviceOf,
  rankingProgressText,
  rankingReadyText,
  submitAction,
  submitRankingForm,
  type RankingDevice,
  type RankingProgress,
  type RankingSettings,
} from './ranking-form.ts';
import type { RankingStatus } from './rankings-status.ts';
import './ranking.css';

export interface RankingControlsProps {
  /** The domain and device in use; null while the column is hidden. */
  value: RankingSettings | null;
  /** Start-up `monitoring_domain`: what the field holds before the user types. */
  defaultDomain: string | null;
  /** Start-up `monitoring_device`. */
  defaultDevice: Device | null;
  onChange(value: RankingSettings | null): void;
  /** Show rankings with the same domain and device after a failure asks again through this. */
  onRetry?(): void;
  status: RankingStatus;
  error: string | null;
  progress: RankingProgress;
}

export interface RankingControlsViewProps extends Omit<RankingControlsProps, 'defaultDomain' | 'defaultDevice' | 'onChange' | 'onRetry'> {
  domain: string;
  device: RankingDevice;
  /** The domain rule's message for the last submit; null when the domain was fine. */
  invalid: string | null;
  onDomain(text: string): void;
  onDevice(device: RankingDevice): void;
  onSubmit(): void;
  onHide(): void;
}

function statusLine({ status, value, progress }: Pick<RankingControlsViewProps, 'status' | 'value' | 'progress'>): string {
  if (status === 'loading') return rankingProgressText(progress);
  if (status === 'ready' && value) return rankingReadyText(value);
  return '';
}

/** The form as the state given draws it; RankingControls keeps that state. */
export function RankingControlsView(props: RankingControlsViewProps) {
  const id = useId();
  const domainId = `${id}-domain`;
  const invalidId = `${id}-invalid`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className="ranking-controls" aria-label="Rankings" noValidate onSubmit={submit}>
      <div className="ranking-controls-row">
        <label className="ranking-controls-label" htmlFor={domainId}>Rankings for</label>
        <input
          id={domainId}
          className="ranking-controls-domain"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="example.de"
          value={props.domain}
          onChange={(event) => props.onDomain(event.target.value)}
          aria-invalid={props.invalid !== null}
          {...(props.invalid !== null ? { 'aria-describedby': invalidId } : {})}
        />
        <select
          className="ranking-controls-device"
          aria-label="Device"
          value={props.device}
          onChange={(event) => {
            if (isRankingDevice(event.target.value)) props.onDevice(event.target.value);
          }}
        >
          {RANKING_DEVICES.map((device) => <option key={device.value} value={device.value}>{device.label}</option>)}
        </select>
        <button type="submit">Show rankings</button>
        <button type="button" className="secondary" onClick={props.onHide} disabled={props.value === null}>Hide</button>
      </div>
      {props.invalid !== null && <p id={invalidId} className="ranking-controls-invalid">{props.invalid}</p>}
      {/* Kept in the page while empty, so screen readers announce the progress when it appears. */}
      <p role="status" className="ranking-controls-status">{statusLine(props)}</p>
      {props.status === 'error' && props.error !== null && <p role="alert" className="ranking-controls-error">{props.error}</p>}
    </form>
  );
}

export function RankingControls({ value, defaultDomain, defaultDevice, onChange, onRetry, status, error, progress }: RankingControlsProps) {
  const [domain, setDomain] = useState(value?.domain ?? defaultDomain ?? '');
  const [device, setDevice] = useState<RankingDevice>(value?.device ?? rankingDeviceOf(defaultDevice));
  const [invalid, setInvalid] = useState<string | null>(null);
  // A value set from outside (a saved view, another control) shows in the fields too.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value) {
      setDomain(value.domain);
      setDevice(value.device);
      setInvalid(null);
    }
  }

  const submit = () => {
    const result = submitRankingForm(domain, device);
    if (!result.ok) {
      setInvalid(result.message);
      return;
    }
    setInvalid(null);
    setDomain(result.value.domain);
    const action = submitAction(value, result.value, status === 'error');
    if (action === 'change') onChange(result.value);
    if (action === 'retry') onRetry?.();
  };

  return (
    <RankingControlsView
      value={value}
      status={status}
      error={error}
      progress={progress}
      domain={domain}
      device={device}
      invalid={invalid}
      onDomain={(text) => {
        setDomain(text);
        setInvalid(null);
      }}
      onDevice={setDevice}
      onSubmit={submit}
      onHide={() => {
        setInvalid(null);
        onChange(null);
      }}
    />
  );
}
