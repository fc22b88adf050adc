import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files and parse results live: a local directory (default) or S3-compatible storage. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
}

/** Keys are relative paths of letters, digits, dots, dashes, underscores and slashes; nothing climbs out. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._/-]{0,400}$/.test(key) ||
    key.split('/').some((p) => p === '..' || p === '.' || p === '')
  )
    throw new Error(`Unsafe storage key: ${key}`);
}

export function localStorage(root: string): Storage {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await stat(file(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
