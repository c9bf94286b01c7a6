import type { Readable } from 'node:stream';

/**
 * Where files live (export files; uploads later): a folder on this machine or an S3-compatible bucket, the same
 * for every server and worker of an install. Keys are relative paths such as `exports/12/34.csv`.
 */
export type FileStorage = {
  /** Stores `body` (`size` bytes) under `key`, replacing what was there. */
  put(key: string, body: Readable, size: number, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(key: string): Promise<{ body: Readable; size: number } | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** Keys are ours, never a user's text; anything else (.., absolute paths) is a bug to stop at once. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
