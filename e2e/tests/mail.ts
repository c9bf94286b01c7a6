import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Without SMTP_URL the product writes each e-mail to <data dir>/outbox/*.eml: the latest one to an address
 * that contains the given text.
 */
export async function latestMailTo(address: string, containing: string, timeout = 40_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
        for (const name of names) {
          const raw = await readFile(path.join(outbox, name), 'utf8');
          if (raw.includes(`To: ${address}`) && decode(raw).includes(containing)) {
            found = raw;
            return true;
          }
        }
        return false;
      },
      // Mail is a pg-boss job polled every 0.5 s; on a loaded 2-core CI machine with two browsers and the
      // demo's review syncs running, 15 s proved too tight once.
      { timeout },
    )
    .toBe(true);
  return decode(found);
}

/** Undoes quoted-printable soft line breaks so links can be read. */
function decode(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

export function linkIn(mail: string, pathname: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"]+${pathname}[^\\s"]*`));
  if (!match) throw new Error(`no ${pathname} link in mail`);
  return match[0];
}
