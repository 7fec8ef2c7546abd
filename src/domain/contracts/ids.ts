import { z } from 'zod';

/** Ids travel as numbers; numeric strings are accepted because older clients sent them so. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const emailSchema = z.string().trim().min(3).max(254).email();
