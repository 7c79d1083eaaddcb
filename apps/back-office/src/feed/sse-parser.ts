// Server-sent events (the HTML standard's "event stream" format) from text chunks: lines split
// on \n (or \r\n), `event:` and `data:` fields, a blank line ends an event, `:` lines are
// comments (the feed's keep-alive). Pure, so the reader's tests feed it any chunking.

export interface FeedEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** The events completed by this chunk. */
  push(chunk: string): FeedEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return {
    push(chunk) {
      buffer += chunk;
      const events: FeedEvent[] = [];
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (line === '') {
          if (data.length > 0) events.push({ event: event || 'message', data: data.join('\n') });
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      return events;
    },
  };
}
