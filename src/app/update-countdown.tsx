import { useSelector } from '@xstate/react';
import { updateMessage } from '../machines/update-countdown-machine.ts';
import { updateActor } from './live-actors.ts';

/** SPEC §4: a pushed update shows a 30 second countdown, then the app reloads. */
export function UpdateCountdown() {
  const counting = useSelector(updateActor, (s) => s.matches('counting'));
  const remaining = useSelector(updateActor, (s) => s.context.remainingSeconds);
  if (!counting) return null;
  return (
    <div className="update-card" role="status" aria-live="polite">
      <p>{updateMessage(remaining)}</p>
      <button type="button" onClick={() => updateActor.send({ type: 'RELOAD_NOW' })}>
        Reload now
      </button>
    </div>
  );
}
