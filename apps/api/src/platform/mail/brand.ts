/** Who a message speaks for: Repute, or a white-label partner with its colours, logo and support. */
export type Brand = {
  /** Who signs: Repute, or the white-label partner. */
  productName: string;
  /** The account the message is for or from: its name is the header's mark, in the logo's place when it has none. */
  accountName?: string;
  supportEmail: string | null;
  /** The header's background and text colours and the buttons' colour; Repute's own when absent. */
  colors?: { header: string; headerText: string; accent: string };
  logoUrl?: string | null;
};

export const REPUTE_COLORS = { header: '#1c3d5a', headerText: '#ffffff', accent: '#1971c2' } as const;

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A partner's colour, when it is one: anything else could break out of the template's attribute. */
export const safeColor = (value: string | undefined, fallback: string) =>
  value !== undefined && COLOR.test(value) ? value : fallback;

/** Only absolute http(s) addresses reach an image tag. */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
