import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { GOOGLE_MEDIA_SOURCE_ID, PHOTO_CATEGORY_RANK, type PhotoCategory } from '@repute/domain';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../platform/db/client';
import { locations, ownerPhotos } from '../platform/db/schema';
import type { FileStorage } from '../platform/storage/file-storage';

/** The demo's photos: each within its category's rule (spec 001 §5), drawn at seed time so no file is shipped. */
const DEMO_PHOTOS: { name: string; category: PhotoCategory; width: number; height: number; colours: string[] }[] = [
  { name: 'Logo.jpg', category: 'LOGO', width: 400, height: 400, colours: ['#1c7ed6', '#0b3d91'] },
  { name: 'Storefront.jpg', category: 'COVER', width: 1200, height: 675, colours: ['#f08c00', '#c2255c'] },
  { name: 'Waiting room.jpg', category: 'PROFILE', width: 900, height: 600, colours: ['#2f9e44', '#087f5b'] },
];

/** A gradient with a few shapes: enough to tell the photos apart in the gallery and the lightbox. */
function drawing(width: number, height: number, [from, to]: string[]): Buffer {
  const radius = Math.round(Math.min(width, height) / 4);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${Math.round(width * 0.3)}" cy="${Math.round(height * 0.45)}" r="${radius}" fill="#ffffff" fill-opacity="0.35"/>
  <rect x="${Math.round(width * 0.55)}" y="${Math.round(height * 0.3)}" width="${radius * 2}" height="${radius}"
    rx="12" fill="#ffffff" fill-opacity="0.25"/>
</svg>`);
}

async function store(files: FileStorage, key: string, bytes: Buffer) {
  await files.put(key, Readable.from([bytes]), bytes.length, 'image/jpeg');
}

/**
 * Gives the account's first location a logo, a cover and one more photo, published to Google, stored through the
 * storage interface as processed uploads are, so /photos and the location's Photo management show something.
 * An account that has photos already is left as it is.
 */
export async function seedDemoPhotos(db: Database, files: FileStorage, accountId: number): Promise<void> {
  const [had] = await db.select({ value: count() }).from(ownerPhotos).where(eq(ownerPhotos.accountId, accountId));
  if ((had?.value ?? 0) > 0) return;
  const [first] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.accountId, accountId))
    .orderBy(asc(locations.id))
    .limit(1);
  if (!first) return;
  const now = new Date();
  for (const photo of DEMO_PHOTOS) {
    const svg = drawing(photo.width, photo.height, photo.colours);
    const full = await sharp(svg).jpeg({ quality: 85 }).toBuffer();
    const lowRes = await sharp(svg).resize({ width: 320 }).jpeg({ quality: 70 }).toBuffer();
    const name = randomUUID();
    const fileKey = `images/${accountId}/${name}.jpg`;
    const lowResKey = `images/${accountId}/${name}-low.jpg`;
    await store(files, fileKey, full);
    await store(files, lowResKey, lowRes);
    await db.insert(ownerPhotos).values({
      accountId,
      locationId: first.id,
      sourceId: GOOGLE_MEDIA_SOURCE_ID,
      name: photo.name,
      category: photo.category,
      categoryRank: PHOTO_CATEGORY_RANK[photo.category],
      fileKey,
      lowResKey,
      mimeType: 'image/jpeg',
      width: photo.width,
      height: photo.height,
      publishedStatus: 'published',
      publishedAt: now,
    });
  }
}
