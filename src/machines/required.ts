/**
 * For context fields a state reads after the transition into it has set them: a null there is a
 * machine bug, so it fails loudly instead of calling an effect with a made-up value.
 */
export function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`machine context: ${name} missing`);
  return value;
}
