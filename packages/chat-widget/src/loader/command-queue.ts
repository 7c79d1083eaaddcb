// The queueing stub behind `window.LawfirmChat(command, ...args)`: calls made before the
// widget is ready are recorded and replayed in order once it is (the embed-snippet pattern).

export type CommandHandler = (command: string, args: unknown[]) => void;

/** The global function; `q` holds calls made before a handler is connected. */
export interface CommandStub {
  (command: string, ...args: unknown[]): void;
  q?: ArrayLike<unknown>[];
}

export interface CommandQueue {
  stub: CommandStub;
  /** Sets the handler and replays every queued call through it, oldest first. */
  connect(handler: CommandHandler): void;
}

/**
 * @param earlier calls recorded by a stub the host page defined itself before the async
 *   loader arrived (`(LawfirmChat.q = LawfirmChat.q || []).push(arguments)`).
 */
export function createCommandQueue(earlier: ArrayLike<unknown>[] = []): CommandQueue {
  let handler: CommandHandler | undefined;
  const queued: ArrayLike<unknown>[] = [...earlier];
  const stub: CommandStub = (...call: unknown[]) => {
    if (handler) dispatch(handler, call);
    else queued.push(call);
  };
  stub.q = queued;
  return {
    stub,
    connect(next) {
      handler = next;
      for (const call of queued.splice(0)) dispatch(next, call);
    },
  };
}

function dispatch(handler: CommandHandler, call: ArrayLike<unknown>): void {
  const [command, ...args] = Array.from(call);
  if (typeof command === 'string') handler(command, args);
}
