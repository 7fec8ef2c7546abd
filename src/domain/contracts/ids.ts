import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds; a larger one was a 500 (issue 16). */
export const MAX_ID = 2_147_483_647;

const WHOLE_NUMBER = 'Use a whole number such as 7.';

/**
 * A whole number from `min` to `max`, sent as a JSON number or as a string of digits (older clients
 * sent ids as strings). Nothing else is read as a number: not `true`, `"1e0"`, `" 1 "` or `"0x1"`,
 * which a coercing schema quietly turned into 1.
 */
export function wholeNumberSchema(min: number, max: number) {
  return z
    .union([z.number(), z.string().regex(/^\d{1,16}$/u, `${WHOLE_NUMBER} Digits only.`).transform(Number)], { error: WHOLE_NUMBER })
    .pipe(z.number().int(WHOLE_NUMBER).min(min, `Use ${min} or more.`).max(max, `Use at most ${max}.`));
}

/** Ids travel as numbers; numeric strings are accepted because older clients sent them so. */
export const idSchema = wholeNumberSchema(1, MAX_ID);
export const emailSchema = z.string().trim().min(3).max(254).email();
