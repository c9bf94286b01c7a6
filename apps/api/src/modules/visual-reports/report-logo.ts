import sharp from 'sharp';

const DATA_IMAGE = /^data:image\/(png|jpeg|svg\+xml)(;base64)?(?:;[^,]*)?,(.*)$/s;
const LOGO_HEIGHT_PX = 96;

/**
 * The brand's logo as a PNG for the PDF's header, when it is an image written into the setting (a data: URL, as
 * white-label logos are stored); null otherwise, and the header shows the name instead. Addresses on other
 * hosts are not fetched: the server must not be made to call wherever a setting points (decision 0140).
 */
export async function logoPng(logoUrl: string | null | undefined): Promise<Buffer | null> {
  const match = logoUrl ? DATA_IMAGE.exec(logoUrl) : null;
  if (!match) return null;
  const [, , base64, data = ''] = match;
  try {
    const bytes = base64 ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'utf8');
    return await sharp(bytes).resize({ height: LOGO_HEIGHT_PX }).png().toBuffer();
  } catch {
    // A logo that does not decode leaves the name in its place rather than failing the report.
    return null;
  }
}
