import { appCommands } from './app-commands.ts';
import { commandId, type Command } from './command-types.ts';

declare global {
  interface Window {
    /**
     * Registers `count` inert commands (they do nothing when run) so bench/command-palette.bench.ts
     * can measure the palette with a large registry. Present in every build so the bench measures
     * the production bundle; harmless: it can only add no-op entries to this tab's palette.
     * Returns a function that removes them again.
     */
    __kwbRegisterBenchCommands?: (count: number) => () => void;
  }
}

const WORDS = ['keyword', 'volume', 'trend', 'export', 'filter', 'column', 'cluster', 'brand', 'serp', 'rank', 'project', 'draft'];

export function installBenchHook(): void {
  if (typeof window === 'undefined') return;
  window.__kwbRegisterBenchCommands = (count) => {
    const commands: Command[] = Array.from({ length: count }, (_, i) => ({
      id: commandId(`bench.${i}`),
      title: `Bench ${WORDS[i % WORDS.length] ?? ''} ${WORDS[(i * 7) % WORDS.length] ?? ''} ${i}`,
      keywords: [WORDS[(i * 3) % WORDS.length] ?? ''],
      section: `Bench ${i % 10}`,
      scope: 'global',
      when: () => true,
      run: () => undefined,
    }));
    return appCommands.register(commands);
  };
}
