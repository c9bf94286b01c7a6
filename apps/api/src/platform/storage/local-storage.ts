import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Files in a folder (<dataDir>/files by default): one machine, or a folder every process shares. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const sizeOf = async (file: string) => {
    try {
      return (await stat(file)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  return {
    async put(key, body: Readable) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside it, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      try {
        await pipeline(body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = pathOf(key);
      const size = await sizeOf(file);
      return size === undefined ? undefined : { body: createReadStream(file), size };
    },

    async exists(key) {
      return (await sizeOf(pathOf(key))) !== undefined;
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
