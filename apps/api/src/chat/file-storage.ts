// Where operators' files are kept (DESIGN.md §6): on disk by default, behind a storage
// interface. Files are named by a random key, never by the uploaded name, so a name cannot
// reach outside the folder. Another storage (an object store) implements the same interface.
import { createReadStream } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes; undefined when there is no such file. */
  open(key: string): Promise<Readable | undefined>;
  /** Removes a file (one whose message could not be saved); nothing when it is not there. */
  remove(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{16,128}$/;

function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}

export function createDiskFileStorage(directory: string): FileStorage {
  return {
    async put(key, data) {
      checkKey(key);
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, key), data, { flag: 'wx' });
    },
    async open(key) {
      checkKey(key);
      const path = join(directory, key);
      try {
        await access(path);
      } catch {
        return undefined;
      }
      return createReadStream(path);
    },
    async remove(key) {
      checkKey(key);
      await rm(join(directory, key), { force: true });
    },
  };
}
