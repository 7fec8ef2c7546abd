import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { currentScreen, keptValue, saveValue } from './kept-views-store.ts';

/**
 * `useState` for an unsaved input that should survive leaving the screen and coming back while the
 * screen is among the kept views (SPEC §9). `name` is unique on its screen; `schema` checks what
 * comes back, so a value kept by an older build of the screen falls back to `initial`.
 */
export function useKeptState<T>(name: string, initial: T, schema: z.ZodType<T>): [T, (value: T) => void] {
  // The screen this component was mounted on: by the time it unmounts, another screen is current.
  const [screen] = useState(currentScreen);
  const [value, setValue] = useState<T>(() => {
    if (screen === null) return initial;
    const parsed = schema.safeParse(keptValue(screen, name));
    return parsed.success ? parsed.data : initial;
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      if (screen !== null) saveValue(screen, name, next);
    },
    [screen, name],
  );
  return [value, set];
}
