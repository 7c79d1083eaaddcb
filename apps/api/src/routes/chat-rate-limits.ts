// The visitor's calls of CHAT_RATE_LIMITS, counted per visitor and per client address through
// @fastify/rate-limit (in Redis with REDIS_URL, so every instance shares the counts). Past
// either count a call answers spec/chat-widget.md §8 CE000300009 "try again shortly" (429) with
// Retry-After in seconds, before its body is read: it writes nothing.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { CHAT_RATE_LIMITS, CHAT_TOKEN_HEADER } from '../chat/chat-constants';
import type {
  ChatCallRateLimits,
  ChatRateLimit,
  ChatRateLimitedCall,
  ChatRateLimits,
} from '../chat/chat-constants';
import { ChatError } from '../chat/chat-error';
import type { ChatTokens } from '../chat/chat-token';
import type { RateLimitStore } from '../plugins/rate-limit-store';

export interface ChatRateLimitOptions {
  /** Where the counts live (plugins/rate-limit-store.ts); in this process's memory if empty. */
  store?: RateLimitStore;
  tokens: ChatTokens;
  /** CHAT_RATE_LIMITS unless given (the hostile-input test raises them). */
  limits?: ChatRateLimits;
}

export type ChatRateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What a call's route options get: its counts (none if unlimited), its limits in words. */
export interface ChatRouteLimits {
  onRequest: ChatRateLimitHook[];
  description: string | undefined;
}

/** The limited call a path is, if it is one. */
function rateLimitedCallOf(path: string): ChatRateLimitedCall | undefined {
  return (Object.keys(CHAT_RATE_LIMITS) as ChatRateLimitedCall[]).find(
    (call) => CHAT_PATHS[call] === path,
  );
}

/** "10 a minute", "5 per 10 minutes". */
function inWords({ max, timeWindowMs }: ChatRateLimit): string {
  if (timeWindowMs === 60_000) return `${max} a minute`;
  if (timeWindowMs % 60_000 === 0) return `${max} per ${timeWindowMs / 60_000} minutes`;
  return `${max} per ${timeWindowMs / 1000} s`;
}

/** The limits of a call, for its OpenAPI description. */
function describeLimits({ visitor, address }: ChatCallRateLimits): string {
  return (
    `Rate-limited per visitor (the token's subject), ${inWords(visitor)}, and per client ` +
    `address, ${inWords(address)}, refused requests included; ` +
    'past either, 429 CE000300009 with Retry-After (seconds), and nothing is written.'
  );
}

/**
 * Registers the counter on `app` (an encapsulated plugin's instance); answers, for a call's
 * path, what its route options get.
 */
export async function registerChatRateLimits(
  app: FastifyInstance,
  { store, tokens, limits = CHAT_RATE_LIMITS }: ChatRateLimitOptions,
): Promise<(path: string) => ChatRouteLimits> {
  await app.register(rateLimit, { ...store, global: false });
  const visitorKeys = new WeakMap<FastifyRequest, string>();

  /** The subject of a valid chat token: a forged one must not spend another visitor's count. */
  async function visitorKeyOf(request: FastifyRequest): Promise<string | undefined> {
    const token = request.headers[CHAT_TOKEN_HEADER];
    if (typeof token !== 'string' || token === '') return undefined;
    try {
      return (await tokens.verify(token)).visitorKey;
    } catch {
      // No visitor yet (crtfica without a token) or a token the call itself will refuse: the
      // address count still applies.
      return undefined;
    }
  }

  function hookOf(call: ChatRateLimitedCall): ChatRateLimitHook {
    const { visitor, address } = limits[call];
    const counter = (limit: ChatRateLimit, keyOf: (request: FastifyRequest) => string) =>
      app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: keyOf });
    // The call's name in the key: the counters share one Redis namespace (where createRateLimit
    // writes `undefinedundefined-`, the method and path it has for a route's own limit).
    const countAddress = counter(
      address,
      (request) => `chat:${call}:address:${normalizeIP(request.ip)}`,
    );
    const countVisitor = counter(
      visitor,
      (request) => `chat:${call}:visitor:${visitorKeys.get(request)}`,
    );
    return async (request, reply) => {
      const visitorKey = await visitorKeyOf(request);
      if (visitorKey) visitorKeys.set(request, visitorKey);
      const [byAddress, byVisitor] = await Promise.all([
        countAddress(request),
        visitorKey ? countVisitor(request) : undefined,
      ]);
      const exceeded = [
        { count: byAddress, what: `per address (${inWords(address)})` },
        { count: byVisitor, what: `per visitor (${inWords(visitor)})` },
      ].flatMap(({ count, what }) =>
        count && !count.isAllowed && count.isExceeded
          ? [{ seconds: count.ttlInSeconds, what }]
          : [],
      );
      if (exceeded.length === 0) return;
      // The visitor may try again once every exceeded count has its new window.
      void reply.header('retry-after', Math.max(1, ...exceeded.map(({ seconds }) => seconds)));
      throw new ChatError(
        'CE000300009',
        `${call}: over the limit ${exceeded.map(({ what }) => what).join(' and ')}`,
      );
    };
  }

  return (path) => {
    const call = rateLimitedCallOf(path);
    if (!call) return { onRequest: [], description: undefined };
    return { onRequest: [hookOf(call)], description: describeLimits(limits[call]) };
  };
}
