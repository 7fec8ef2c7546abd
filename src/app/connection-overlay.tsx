import { useSelector } from '@xstate/react';
import { CONNECTION_LOST_MESSAGE, showsConnectionOverlay } from '../machines/connection-machine.ts';
import { connectionActor } from './live-actors.ts';

/** SPEC §4: while the connection is lost, everything is covered by this notice. */
export function ConnectionOverlay() {
  const visible = useSelector(connectionActor, showsConnectionOverlay);
  if (!visible) return null;
  return (
    <div className="connection-overlay" role="alertdialog" aria-modal="true" aria-labelledby="connection-lost">
      <p id="connection-lost" role="status" aria-live="assertive">
        {CONNECTION_LOST_MESSAGE}
      </p>
    </div>
  );
}
