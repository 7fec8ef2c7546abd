import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { tourFinished } from '../../domain/tours.ts';
import type { TourContext } from '../../machines/tour-machine.ts';
import { useSession, useStartup } from '../../session/use-app-state.ts';
import { TourLiveRegion, TourPopover } from '../../ui/tour-popover.tsx';
import { ideasTourActor, type IdeasTourActor } from './ideas-tour-actor.ts';
import { ideasTourCommands } from './ideas-tour-commands.ts';
import { IDEAS_TOUR_STEPS } from './ideas-tour-steps.tsx';

const IDEAS_PATH = '/ideas';
const TOUR_NAME = 'Ideas tour';

/** The guided tour of /ideas: starts by itself on a user's first visit, restarts from the palette. Render it once on the Ideas page. */
export function IdeasTour() {
  const session = useSession();
  const startup = useStartup();
  if (!session || !startup) return null;
  return <IdeasTourOf actor={ideasTourActor(session.id, tourFinished(startup.userSettings, 'ideas'))} />;
}

function announcement(running: boolean, context: TourContext, stepTitle: string | undefined): string {
  if (running) return `${TOUR_NAME}, step ${context.step + 1} of ${context.stepCount}: ${stepTitle ?? ''}`;
  if (context.outcome === 'completed') return `${TOUR_NAME} finished.`;
  if (context.outcome === 'ended') return `${TOUR_NAME} ended. Start it again from the command palette.`;
  return '';
}

/** Puts focus back on the page when the tour closes, so it is not lost on the body. */
function focusPage() {
  const seed = document.querySelector<HTMLElement>('#research-seed');
  (seed ?? document.querySelector<HTMLElement>('main#main h1'))?.focus();
}

function IdeasTourOf({ actor }: { readonly actor: IdeasTourActor }) {
  const running = useSelector(actor, (s) => s.matches('running'));
  const context = useSelector(actor, (s) => s.context);

  useEffect(() => {
    actor.send({ type: 'START' });
    // The page unmounts when the person leaves /ideas; a remount on /ideas (StrictMode, a company switch) is no leaving.
    return () => {
      if (window.location.pathname !== IDEAS_PATH) actor.send({ type: 'ROUTE_LEFT' });
    };
  }, [actor]);

  useRegisterCommands(useMemo(() => ideasTourCommands(() => actor.send({ type: 'RESTART' })), [actor]));

  const step = IDEAS_TOUR_STEPS[context.step];
  const close = (event: 'END' | 'NEXT') => {
    const closing = event === 'END' || context.step === context.stepCount - 1;
    actor.send({ type: event });
    if (closing) focusPage();
  };
  return (
    <>
      <TourLiveRegion message={announcement(running, context, step?.title)} />
      {running && step && (
        <TourPopover
          tourName={TOUR_NAME}
          step={step}
          index={context.step}
          count={context.stepCount}
          onNext={() => close('NEXT')}
          onBack={() => actor.send({ type: 'BACK' })}
          onEnd={() => close('END')}
        />
      )}
      {context.saveError !== null && (
        <div role="alert" className="tour-note">
          <p>
            The app could not remember that you finished the {TOUR_NAME}: {context.saveError} It may start again on your next visit.
          </p>
          <button type="button" className="secondary" onClick={() => actor.send({ type: 'DISMISS_ERROR' })}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
