// Counts the statements a database runs, through the driver's own query method (PGlite's, or
// node-postgres's pool), while the statements still run for real: how a test proves that a
// path reads the database once, not once per request. The same hook holds a read's answer
// while a test changes the data, to show what a path does with an answer gone stale.
import type { Database } from '../db/create-database';

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

export interface StatementCount {
  /** Statements run since counting started whose SQL matched. */
  readonly count: number;
  /** Stops counting (the driver is as it was). */
  stop(): void;
}

/** The SQL text of a query call: a string, or a config object with `text`. */
function sqlOf(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** The driver's client: both drizzle drivers keep it as $client (a PGlite, or a pg Pool). */
const clientOf = (database: Database) => (database.db as unknown as { $client: Queryable }).$client;

/** Counts the statements whose SQL matches `pattern` (drizzle quotes names: `from "chat_inquiries"`). */
export function countStatements(database: Database, pattern: RegExp): StatementCount {
  const client = clientOf(database);
  const original = client.query;
  let count = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    if (pattern.test(sqlOf(args[0]))) count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    stop() {
      client.query = original;
    },
  };
}

/**
 * Runs `meanwhile` once the next statement whose SQL matches `pattern` has run, before its
 * answer goes back to the code that asked: what happens between a read and the use of what it
 * read (a change committed in between). The driver is as it was from then on, so `meanwhile`'s
 * own statements run plainly. Resolves when `meanwhile` has ended.
 */
export function betweenReadAndUse(
  database: Database,
  pattern: RegExp,
  meanwhile: () => Promise<void>,
): Promise<void> {
  const client = clientOf(database);
  const original = client.query;
  return new Promise((resolve, reject) => {
    client.query = async function held(this: unknown, ...args: unknown[]) {
      const answer = await original.apply(this, args);
      if (client.query !== held || !pattern.test(sqlOf(args[0]))) return answer;
      client.query = original;
      await meanwhile().then(resolve, reject);
      return answer;
    };
  });
}
