/** Column types the table files of ./schema.ts share. */
import type { ColumnType } from 'kysely';

/** A timestamp the database fills in when the insert leaves it out. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp every insert gives. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A JSON column read and written as the same type. */
export type JsonObject<T> = ColumnType<T, T, T>;
/** A timestamp that may be empty (deleted_at, claimed_at, …). */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
