// Signed, short-lived file URLs (DESIGN.md §7): a file is served only through a URL whose
// HMAC covers its key, its expiry and how it is to be shown, so a leaked URL stops working after
// CHAT_FILE_LINK_TTL_SECONDS and cannot be turned into another file's. Images are shown inline
// in the chat; other files are downloads.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { deriveKey } from '../auth/keys';
import { CHAT_FILE_LINK_TTL_SECONDS } from './chat-constants';
import { ChatError } from './chat-error';

export const FILE_ROUTE_PREFIX = '/chatctm/files/';

export type FileDisposition = 'inline' | 'attachment';

export interface FileLinks {
  /** An absolute URL under the api's public origin. */
  urlFor(fileKey: string, disposition: FileDisposition): string;
  /** Throws E001000004 unless the signature is right and the link has not expired. */
  verify(
    fileKey: string,
    query: { expires?: unknown; disposition?: unknown; signature?: unknown },
  ): FileDisposition;
}

export function createFileLinks(
  secret: string,
  publicUrl: string,
  now: () => Date = () => new Date(),
): FileLinks {
  const key = deriveKey(secret, 'chat-file-link');
  const sign = (fileKey: string, expires: number, disposition: string) =>
    createHmac('sha256', key).update(`${fileKey}\n${expires}\n${disposition}`).digest();
  return {
    urlFor(fileKey, disposition) {
      const expires = Math.floor(now().getTime() / 1000) + CHAT_FILE_LINK_TTL_SECONDS;
      const url = new URL(`${FILE_ROUTE_PREFIX}${fileKey}`, publicUrl);
      url.searchParams.set('expires', String(expires));
      url.searchParams.set('disposition', disposition);
      url.searchParams.set('signature', sign(fileKey, expires, disposition).toString('base64url'));
      return url.toString();
    },
    verify(fileKey, { expires, disposition, signature }) {
      const refuse = (why: string): never => {
        throw new ChatError('E001000004', why);
      };
      if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) refuse('no expiry');
      if (disposition !== 'inline' && disposition !== 'attachment') refuse('no disposition');
      if (typeof signature !== 'string') refuse('no signature');
      const expected = sign(fileKey, Number(expires), disposition as string);
      const given = Buffer.from(signature as string, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        refuse('the signature does not match');
      }
      if (Number(expires) * 1000 < now().getTime()) refuse('the link has expired');
      return disposition as FileDisposition;
    },
  };
}
