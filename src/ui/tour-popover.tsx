import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { placeNextTo, type Placement } from './tour-placement.ts';
import './tour.css';

export interface TourStepView {
  /** A CSS selector of what the step points at; when nothing matches, the popover sits at the top centre. */
  readonly target: string;
  readonly title: string;
  readonly body: ReactNode;
}

type Props = {
  /** The tour's name, read before the step ("Ideas tour"). */
  readonly tourName: string;
  readonly step: TourStepView;
  /** Counted from 0. */
  readonly index: number;
  readonly count: number;
  readonly onNext: () => void;
  readonly onBack: () => void;
  readonly onEnd: () => void;
};

const TARGET_MARK = 'data-tour-target';

function targetOf(selector: string): HTMLElement | null {
  const found = document.querySelector(selector);
  return found instanceof HTMLElement ? found : null;
}

/**
 * One step of a guided tour: a small non-modal dialog next to the element it explains. Focus moves to
 * the step's heading on every step, so a screen reader reads the step; Escape ends the tour; Tab moves
 * on to the page (nothing is trapped, nothing made inert). The target is outlined while its step shows.
 */
export function TourPopover({ tourName, step, index, count, onNext, onBack, onEnd }: Props) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [place, setPlace] = useState<Placement | null>(null);

  const measure = useCallback(() => {
    const popover = ref.current;
    if (!popover) return;
    const target = targetOf(step.target);
    const box = target?.getBoundingClientRect() ?? null;
    const next = placeNextTo(box, { width: popover.offsetWidth, height: popover.offsetHeight }, { width: window.innerWidth, height: window.innerHeight });
    setPlace((before) => (before && before.top === next.top && before.left === next.left && before.side === next.side ? before : next));
  }, [step.target]);

  useLayoutEffect(() => {
    const target = targetOf(step.target);
    target?.setAttribute(TARGET_MARK, '');
    // 'nearest' scrolls only when the target is out of sight; smooth scrolling is left to the browser's default (reduced motion).
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    measure();
    window.addEventListener('resize', measure);
    // Capture: the page may scroll inside a container rather than the window.
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (ref.current) observer?.observe(ref.current);
    if (target) observer?.observe(target);
    return () => {
      target?.removeAttribute(TARGET_MARK);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, { capture: true });
      observer?.disconnect();
    };
  }, [step.target, measure]);

  useEffect(() => {
    // A frame later: a palette closing in the same render gives focus back to where it was, and would take it from the heading.
    const frame = requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onEnd();
  };

  const last = index === count - 1;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="tour-popover"
      data-side={place?.side ?? 'free'}
      style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
      onKeyDown={onKeyDown}
    >
      <p className="tour-progress">
        {tourName} · Step {index + 1} of {count}
      </p>
      <h2 ref={headingRef} id={`${id}-title`} tabIndex={-1} className="tour-title">
        {step.title}
      </h2>
      <div id={`${id}-body`} className="tour-body">
        {step.body}
      </div>
      <div className="tour-actions">
        <button type="button" onClick={onNext}>
          {last ? 'Finish' : 'Next'}
        </button>
        {index > 0 && (
          <button type="button" className="secondary" onClick={onBack}>
            Back
          </button>
        )}
        <button type="button" className="secondary tour-end" onClick={onEnd} aria-keyshortcuts="Escape">
          End tour
        </button>
      </div>
    </div>
  );
}

/** Says the tour's progress politely; kept mounted while the tour can run, so its changes are read. */
export function TourLiveRegion({ message }: { readonly message: string }) {
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-tour-live="">
      {message}
    </p>
  );
}
