import { useId } from 'react';

type Props = { label: string; checked: boolean; onChange: (value: boolean) => void };

/** An on/off setting: a button with role switch, so screen readers say its state. */
export function SettingSwitch({ label, checked, onChange }: Props) {
  const id = useId();
  return (
    <div className="setting-switch">
      <span id={id}>{label}</span>
      <button type="button" role="switch" aria-checked={checked} aria-labelledby={id} className="switch" onClick={() => onChange(!checked)}>
        <span className="switch-thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
