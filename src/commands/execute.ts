import type { Command, CommandContext } from './command-types.ts';

/**
 * Runs a command the same way from every view: a command that needs an argument opens its palette
 * page instead. Errors come back as a rejected promise for the view to show.
 */
export async function execute(command: Command, ctx: CommandContext): Promise<void> {
  if (command.pick) {
    ctx.effects.openPalette(command.id);
    return;
  }
  await command.run(ctx);
}
