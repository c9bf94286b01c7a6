/** Toast levels and timings of spec 000 §2. */
export type ToastLevel = 'alert' | 'info' | 'success';

export const DEFAULT_TOAST_DURATION_MS = 4000;
export const TOAST_FADE_MS = 120;

/** How long a toast stays: the default when not given; 0 or less means it stays until closed. */
export function toastAutoClose(duration: number = DEFAULT_TOAST_DURATION_MS): number | false {
  return duration > 0 ? duration : false;
}

/**
 * Alert toasts append the server's error text when there is one (and it says something new): after a colon, or
 * after a space when the spec's message already ends its sentence (never '.:').
 */
export function toastText(level: ToastLevel, message: string, serverText?: string): string {
  if (level !== 'alert' || !serverText || serverText === message) return message;
  return /[.!?]$/.test(message) ? `${message} ${serverText}` : `${message}: ${serverText}`;
}

export const TOAST_COLORS: Record<ToastLevel, string> = { alert: 'red', info: 'blue', success: 'teal' };
