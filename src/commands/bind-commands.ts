import type { Command, CommandContext, CommandDescriptor, CommandId, PickOption } from './command-types.ts';

/** What a plain command does now: its action, when it is offered (default: always), its on/off state. */
export interface RunHandler {
  readonly run: (ctx: CommandContext) => void | Promise<void>;
  readonly when?: (ctx: CommandContext) => boolean;
  readonly checked?: (ctx: CommandContext) => boolean;
}

/** What a pick command does now: the options of its palette page and what picking one does. */
export interface PickHandler {
  readonly options: (ctx: CommandContext) => readonly PickOption[];
  readonly run: (ctx: CommandContext, optionId: string) => void | Promise<void>;
  readonly when?: (ctx: CommandContext) => boolean;
}

/** A descriptor of a list in all-commands.ts: only those can be bound, so none escapes the lists. */
export type BindableDescriptor = CommandDescriptor & { readonly id: CommandId };

export type HandlerOf<D extends CommandDescriptor> = D extends { readonly pick: object } ? PickHandler : RunHandler;

/** One handler per id of the list, no more and no fewer: the compiler checks a screen covers them all. */
export type CommandHandlers<Ds extends readonly BindableDescriptor[]> = { readonly [D in Ds[number] as D['id']]: HandlerOf<D> };

/** A list with a 'screen' scope needs the route the screen is on; other lists take no second argument. */
type Mount<Ds extends readonly CommandDescriptor[]> = ['screen'] extends [Ds[number]['scope']] ? [mount: { readonly route: string }] : [];

const always = () => true;

function bindOne(descriptor: BindableDescriptor, handler: RunHandler | PickHandler, route: string | undefined): Command {
  const { pick, scope, ...shown } = descriptor;
  if (scope === 'screen' && route === undefined) throw new Error(`command "${descriptor.id}" needs the route of its screen`);
  const bound = { ...shown, scope: scope === 'screen' ? { route: route ?? '' } : scope };
  const offered = handler.when ?? always;
  if (pick && 'options' in handler) {
    return {
      ...bound,
      when: (ctx) => offered(ctx) && (pick.offeredEmpty === true || handler.options(ctx).length > 0),
      // Never called: execute() opens the pick's palette page instead.
      run: () => undefined,
      pick: { placeholder: pick.placeholder, heading: pick.heading, options: handler.options, run: handler.run },
    };
  }
  if (pick || 'options' in handler) throw new Error(`command "${descriptor.id}": a pick needs options and a plain command none`);
  return { ...bound, when: offered, run: handler.run, ...(handler.checked ? { checked: handler.checked } : {}) };
}

/**
 * Binds a static descriptor list to what its commands do on the screen that mounts it, in list
 * order (the order menus and the palette show). The one builder of commands: lists only describe.
 */
export function bindCommands<const Ds extends readonly BindableDescriptor[]>(descriptors: Ds, handlers: NoInfer<CommandHandlers<Ds>>, ...mount: NoInfer<Mount<Ds>>): Command[] {
  const byId: Readonly<Record<string, RunHandler | PickHandler>> = handlers;
  return descriptors.map((descriptor) => {
    const handler = byId[descriptor.id];
    if (!handler) throw new Error(`command "${descriptor.id}" has no handler`);
    return bindOne(descriptor, handler, mount[0]?.route);
  });
}

/** For a list whose commands all act alike (the go-to commands): one handler made per descriptor. */
export function bindEach<const Ds extends readonly BindableDescriptor[]>(descriptors: Ds, handlerOf: (descriptor: Ds[number]) => NoInfer<HandlerOf<Ds[number]>>, ...mount: NoInfer<Mount<Ds>>): Command[] {
  return descriptors.map((descriptor) => bindOne(descriptor, handlerOf(descriptor), mount[0]?.route));
}

/** A pick over options the screen already holds, whose action needs only the picked id. */
export function pickFrom(options: () => readonly PickOption[], run: (optionId: string) => void, when?: () => boolean): PickHandler {
  return { options, run: (_ctx, optionId) => run(optionId), ...(when ? { when } : {}) };
}
