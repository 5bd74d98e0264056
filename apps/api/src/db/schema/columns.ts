/** Column types both drivers agree on; the table files build on them. */
import type { ColumnType } from 'kysely';

/** timestamptz: both drivers return a Date; inserts may pass a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric: both drivers return a string (exact decimal); inserts may pass a number. */
export type Numeric = ColumnType<string, number | string, number | string>;
/** bigint: PGlite answers a number or bigint, pg a string; read through Number(). */
export type BigIntColumn = ColumnType<string | number | bigint, number, number>;
