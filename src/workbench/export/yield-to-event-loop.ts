/** Gives the browser a turn to paint and handle input between the chunks of a long export. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
