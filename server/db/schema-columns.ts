/** Column types the table files of ./schema.ts share. */
import type { ColumnType } from 'kysely';

/** A timestamp the database fills in when the insert leaves it out. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp every insert gives. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/**
 * A JSON column read and written as the same object. Never an array: node-postgres writes a
 * JavaScript array as a PostgreSQL array literal, which a jsonb column refuses (PGlite takes it),
 * so arrays are JsonArray.
 */
export type JsonObject<T> = T extends readonly unknown[] ? never : ColumnType<T, T, T>;
/** A JSON array column: read as the array, written as its JSON text (see JsonObject). */
export type JsonArray<T extends readonly unknown[]> = ColumnType<T, string, string>;
/** A timestamp that may be empty (deleted_at, claimed_at, …). */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
