// spec/chat-widget.md §3 File, §7 …filedownloadurlgeneration: a signed, short-lived URL of a
// file of the visitor's inquiry, and the file behind such a URL.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { ChatError } from '../chat/chat-error';
import { contentDisposition, fileByKey, fileForDownload } from '../chat/chat-files';
import { ownInquiry } from '../chat/chat-service';
import type { FileLinks } from '../chat/file-links';
import { FILE_ROUTE_PREFIX } from '../chat/file-links';
import type { FileStorage } from '../chat/file-storage';
import type { Db } from '../db/create-database';
import type { ChatCall } from './chat-call';

export function registerFileRoutes(
  app: FastifyInstance,
  call: ChatCall,
  { db, links, storage }: { db: Db; links: FileLinks; storage: FileStorage },
): void {
  call(
    CHAT_PATHS.fileDownloadUrl,
    'A signed, short-lived download URL of a file of the inquiry',
    async (d, who) => {
      await ownInquiry(db, who, d.chat_inquiry_number);
      const file = await fileForDownload(db, d.chat_inquiry_number, d.file_number);
      return { url: links.urlFor(file.fileKey, 'attachment') };
    },
  );

  // The file behind a signed URL (a GET: an <img> or a download fetches it). The signature is
  // the permission: it was handed out only to the inquiry's visitor and operators.
  app.get(
    `${FILE_ROUTE_PREFIX}:fileKey`,
    {
      schema: {
        summary: 'A file of a chat message, through a signed URL',
        params: z.object({ fileKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) }),
        querystring: z.object({
          expires: z.string().optional(),
          disposition: z.string().optional(),
          signature: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { fileKey } = request.params as { fileKey: string };
      const disposition = links.verify(
        fileKey,
        request.query as Record<string, string | undefined>,
      );
      const file = await fileByKey(db, fileKey);
      const stream = await storage.open(fileKey);
      if (!stream) throw new ChatError('E001000002', `file ${fileKey} is missing from storage`);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(disposition, file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(stream);
    },
  );
}
