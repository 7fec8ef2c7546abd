import { useRouterState } from '@tanstack/react-router';

export type ScreenPrefix = '' | '/quickseo';

/** The screens stand twice (SPEC §2): at /internal-searches… and under the quick-SEO prefix; links stay in the area they start from. */
export function useScreenPrefix(): { prefix: ScreenPrefix; pathname: string } {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return { prefix: pathname.startsWith('/quickseo/') ? '/quickseo' : '', pathname };
}
