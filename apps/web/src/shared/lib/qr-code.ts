import { renderSVG } from 'uqr';

/** A QR code of an address as an image source (an inlined SVG): the app's screens and the kiosk page draw it. */
export const qrCodeSource = (value: string): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(value))}`;
