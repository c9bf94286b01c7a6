import { z } from 'zod';
import { publicFaceShape } from './public-brand';

/**
 * What a scheduled export's download link offers a recipient outside the account (decision 0129): the one file of
 * one run, until it expires, and whose it is (the page speaks as the business, decision 0117).
 */
export const exportDownloadSchema = z.object({
  /** The export's name, as its e-mail's subject gave it. */
  description: z.string(),
  file_name: z.string(),
  rows: z.number().int(),
  expires_at: z.string(),
  ...publicFaceShape,
});
export type ExportDownload = z.infer<typeof exportDownloadSchema>;

export const exportDownloadParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The API's words for a link that names nothing (404) and one whose file is gone (410). */
export const EXPORT_DOWNLOAD_MESSAGES = {
  invalid: 'This download link is not valid',
  expired: 'This download link has expired',
} as const;
