import { Image } from '@mantine/core';
import { useMemo } from 'react';
import { qrCodeSource } from '../lib/qr-code';

type QrCodeProps = { value: string; label: string; size?: number };

/** A QR code of a public page's address, to print or show at the counter. */
export function QrCode({ value, label, size = 128 }: QrCodeProps) {
  const source = useMemo(() => qrCodeSource(value), [value]);
  return <Image src={source} alt={label} w={size} h={size} fit="contain" />;
}
