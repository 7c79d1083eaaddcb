// Check constraints shared by the schema files: a column may only hold one of our codes.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b')`. The values are inlined as literals because DDL takes no parameters;
 * they come from db/constants.ts, never from input.
 */
export function valueIn(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
