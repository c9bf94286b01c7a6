import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '../messages';

/** Puts text on the clipboard (the Clipboard API, else a hidden selection as older browsers need). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Copy Link: 'Link copied' for 2 seconds after copying (spec 001 §2, §9). */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return {
    copied,
    copy: async (text: string) => {
      const done = await writeClipboard(text);
      setCopied(done);
      return done;
    },
  };
}
