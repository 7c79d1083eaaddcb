/**
 * One line for an error and its causes: drizzle wraps driver errors as "Failed query: ...",
 * and only the cause says what went wrong (e.g. connect ECONNREFUSED).
 */
export function describeError(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current !== undefined && messages.length < 5) {
    if (current instanceof Error) {
      messages.push(current.message.replace(/\s+/g, ' ').trim() || current.name);
      current = current.cause;
    } else {
      messages.push(String(current));
      current = undefined;
    }
  }
  return messages.join(' <- ');
}
