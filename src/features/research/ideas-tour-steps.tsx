import type { CommandDescriptor } from '../../commands/command-types.ts';
import { shortcutParts } from '../../commands/keys.ts';
import { SHELL_COMMANDS } from '../../commands/shell-commands.ts';
import { platform } from '../../commands/use-command-context.ts';
import type { TourStepView } from '../../ui/tour-popover.tsx';
import { IDEAS_COMMANDS } from './ideas-commands.ts';
import { IDEAS_TOUR_COMMANDS } from './ideas-tour-commands.ts';

/** The shell's palette shortcut, read from its command so the tour never names a stale key. */
const paletteShortcut = SHELL_COMMANDS.find((command) => command.id === 'palette.open')?.shortcut ?? 'Mod+K';
const restartTitle = IDEAS_TOUR_COMMANDS[0].title;
/** The screen's own shortcuts, read from its commands for the same reason. */
const screenShortcut = (id: (typeof IDEAS_COMMANDS)[number]['id']): string | undefined => {
  const command: CommandDescriptor | undefined = IDEAS_COMMANDS.find((c) => c.id === id);
  return command?.shortcut;
};
const seedShortcut = screenShortcut('ideas.focus-seed');
const viewShortcuts = [screenShortcut('ideas.view-matching'), screenShortcut('ideas.view-related'), screenShortcut('ideas.view-questions')];

function Keys({ sequence }: { readonly sequence: string }) {
  return (
    <>
      {shortcutParts(sequence, platform).map((part, i) => (
        <span key={part}>
          {i > 0 && ' '}
          <kbd>{part}</kbd>
        </span>
      ))}
    </>
  );
}

/** The steps of the Ideas tour, in order; their targets are ids the Ideas page gives its parts. */
export const IDEAS_TOUR_STEPS: readonly TourStepView[] = [
  {
    target: '#research-seed',
    title: 'Start with a seed',
    body: (
      <p>
        Type a keyword such as <q>glühwein</q>, or a domain, and press <kbd>Enter</kbd>. You get hundreds of keyword ideas with their volume,
        trend, difficulty and cost per click.
        {seedShortcut && (
          <>
            {' '}
            Press <Keys sequence={seedShortcut} /> to come back to this field from anywhere on the page.
          </>
        )}
      </p>
    ),
  },
  {
    target: '#ideas-views',
    title: 'Three views of the ideas',
    body: (
      <p>
        <strong>Matching terms</strong> contain your seed, <strong>related terms</strong> share its topic without containing it, and{' '}
        <strong>questions</strong> are what people ask about it. Switch with the arrow keys here
        {viewShortcuts.every((shortcut) => shortcut !== undefined) && (
          <>
            , or press{' '}
            {viewShortcuts.map((shortcut, i) => (
              <span key={shortcut}>
                {i > 0 && (i === viewShortcuts.length - 1 ? ' or ' : ', ')}
                <Keys sequence={shortcut ?? ''} />
              </span>
            ))}
          </>
        )}
        . The view is kept in the link, so a copied link opens the same view.
      </p>
    ),
  },
  {
    target: '#research-results',
    title: 'Work with the results',
    body: (
      <p>
        The ideas land in the keyword table: filter, group, sort, export them, add them to a collection or put them on the keyword clipboard.
      </p>
    ),
  },
  {
    target: '.palette-button',
    title: 'Everything is a command',
    body: (
      <>
        <p>
          Press <Keys sequence={paletteShortcut} /> to open the command palette: every action of this page is there, with its shortcut.
        </p>
        <p>
          To see this tour again, choose <q>{restartTitle}</q> in the palette.
        </p>
      </>
    ),
  },
];
