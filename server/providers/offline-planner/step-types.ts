/** The offline planner's steps: the tool calls it asks for next, or its answer. */
export type PlannedCall = { name: string; args: Record<string, unknown> };
/** A call made this turn and its result's JSON text. */
export type Made = PlannedCall & { content: string };
export type Step = { calls: PlannedCall[] } | { answer: string };
/** Asks for one tool, or answers from its result once it is in. */
export type CallStep = (name: string, args: Record<string, unknown>, write: (content: string | undefined) => string) => Step;
export type FinishStep = (text: string) => Step;
