import { z } from 'zod';
import { googleAuthorized } from './google-authorized';
import type { PhotoDirectory, PhotoTarget } from './photo-directory';
import { type AccessTokens, ReviewSourceError, type ReviewTarget } from './review-source';
import { createSourceHttp, type ErrorReader, ignoreGone, retryAfterSeconds, unexpectedAnswer } from './source-http';
import { externalLocationOf, trimBase } from './source-target';

export const GOOGLE_MY_BUSINESS_URL = 'https://mybusiness.googleapis.com';
const SOURCE = 'Google Business Profile media';
const GOOGLE_SOURCE_ID = 1;
const LOCATION = /^accounts\/[^/]+\/locations\/[^/]+$/;
const MEDIA_ITEM = /^accounts\/[^/]+\/locations\/[^/]+\/media\/[^/]+$/;

const readError: ErrorReader = (status, body) => {
  const error = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
  return { status, message: error.success ? error.data.error.message : String(body) };
};

const dataRefSchema = z.object({ resourceName: z.string().min(1) });
const mediaItemSchema = z.object({ name: z.string().regex(MEDIA_ITEM), googleUrl: z.string().optional() });

export type GoogleMediaOptions = {
  accessTokens: AccessTokens;
  refreshAccessToken?: (target: ReviewTarget) => Promise<string>;
  baseUrl?: string;
  timeoutMs?: number;
};

const reviewTargetOf = (target: PhotoTarget): ReviewTarget => ({ ...target, sourceId: GOOGLE_SOURCE_ID });

/**
 * Google Business Profile API v4 media (developers.google.com/my-business/reference/rest/v4/accounts.locations.media)
 * with the account's OAuth connection: media.startUpload for a data reference, the photo's bytes to the upload
 * endpoint, then media.create with the reference and the photo's category; media.delete removes it. The bytes are
 * sent rather than a sourceUrl, since a self-hosted install is often not reachable from Google.
 */
export function createGoogleMediaClient({
  accessTokens,
  refreshAccessToken,
  baseUrl = GOOGLE_MY_BUSINESS_URL,
  timeoutMs = 30_000,
}: GoogleMediaOptions): PhotoDirectory {
  const http = createSourceHttp(SOURCE, readError, timeoutMs);
  const base = trimBase(baseUrl);
  const authorized = googleAuthorized(SOURCE, accessTokens, refreshAccessToken);

  /** The bytes go as they are (upload_type=media), not as JSON: the one call source-http does not make. */
  async function sendBytes(url: URL, token: string, bytes: Buffer, mimeType: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': mimeType },
        body: new Uint8Array(bytes),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ReviewSourceError(`${SOURCE} unreachable: ${(error as Error).message}`, 503, true);
    }
    if (response.ok) return;
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    const read = readError(response.status, body, response.headers);
    const retryable = read.status === 429 || read.status >= 500;
    throw new ReviewSourceError(
      `${SOURCE} answered HTTP ${response.status}: ${read.message}`,
      read.status,
      retryable,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }

  return {
    async upload(target, file) {
      const parent = externalLocationOf('Google', reviewTargetOf(target), LOCATION);
      return authorized(reviewTargetOf(target), async (token) => {
        const started = dataRefSchema.safeParse(
          await http({ method: 'POST', url: new URL(`${base}/v4/${parent}/media:startUpload`), token, body: {} }),
        );
        if (!started.success) throw unexpectedAnswer(SOURCE, started.error.message);
        const { resourceName } = started.data;
        const upload = new URL(`${base}/upload/v1/media/${encodeURIComponent(resourceName)}`);
        upload.searchParams.set('upload_type', 'media');
        await sendBytes(upload, token, file.bytes, file.mimeType);
        const created = mediaItemSchema.safeParse(
          await http({
            method: 'POST',
            url: new URL(`${base}/v4/${parent}/media`),
            token,
            body: { mediaFormat: 'PHOTO', locationAssociation: { category: file.category }, dataRef: { resourceName } },
          }),
        );
        if (!created.success) throw unexpectedAnswer(SOURCE, created.error.message);
        return { name: created.data.name, googleUrl: created.data.googleUrl ?? null };
      });
    },

    async remove(target, name) {
      if (!MEDIA_ITEM.test(name)) return;
      await authorized(reviewTargetOf(target), (token) =>
        ignoreGone(http({ method: 'DELETE', url: new URL(`${base}/v4/${name}`), token })),
      );
    },
  };
}
