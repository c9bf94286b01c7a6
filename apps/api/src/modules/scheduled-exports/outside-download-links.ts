import { exportDownloadPath } from '@repute/domain';
import type { LinkSigner } from '../../platform/mail/link-signer';

/** What a download link names: one kept file, the outside recipient it was sent to, and when it stops working. */
export type DownloadLink = { fileId: number; recipientId: number; expiresAt: Date };

const TOKEN = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Decision 0129: recipients outside the account have no login, so their e-mail links the run's file with a token
 * that names the file, the recipient and the expiry, signed with the install's links key. A token is good for that
 * one file only: changing any number breaks the signature.
 */
export function createOutsideDownloadLinks(signer: Pick<LinkSigner, 'sign' | 'verify'>, publicUrl: string) {
  const fields = ({ fileId, recipientId, expiresAt }: DownloadLink) =>
    `${fileId}.${recipientId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const payload = (link: DownloadLink) => `scheduled-export-download:${fields(link)}`;
  const tokenFor = async (link: DownloadLink) => `${fields(link)}.${await signer.sign(payload(link))}`;

  return {
    tokenFor,

    /** The page the e-mail's button opens. */
    urlFor: async (link: DownloadLink): Promise<string> => `${publicUrl}${exportDownloadPath(await tokenFor(link))}`,

    /** What a token names when its signature holds, expired or not; undefined for anything else. */
    async read(token: string): Promise<DownloadLink | undefined> {
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const [, fileId, recipientId, expires, signature] = match;
      const link = {
        fileId: Number(fileId),
        recipientId: Number(recipientId),
        expiresAt: new Date(Number(expires) * 1000),
      };
      return (await signer.verify(payload(link), signature ?? '')) ? link : undefined;
    },
  };
}

export type OutsideDownloadLinks = ReturnType<typeof createOutsideDownloadLinks>;
