import { useEffect, useRef, type ReactNode } from 'react';

/** A heading that takes focus when it appears, so a screen reader hears that the page changed state. */
export function FocusedHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
