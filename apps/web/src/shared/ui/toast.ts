import { notifications } from '@mantine/notifications';
import { errorText } from '../api/api-error';
import { TOAST_COLORS, type ToastLevel, toastAutoClose, toastText } from './toast-rules';

export type ToastOptions = {
  /** Milliseconds; 0 or less keeps the toast until it is closed. */
  duration?: number;
  /** A failed call: alert toasts append the server's error text. */
  error?: unknown;
  id?: string;
};

function show(level: ToastLevel, message: string, options: ToastOptions = {}): string {
  return notifications.show({
    id: options.id,
    message: toastText(level, message, level === 'alert' ? errorText(options.error) : undefined),
    color: TOAST_COLORS[level],
    autoClose: toastAutoClose(options.duration),
    withCloseButton: true,
    // Mantine's close button is an icon alone: without a name a screen reader announces an unnamed button.
    closeButtonProps: { 'aria-label': 'Close' },
    'data-toast-level': level,
  });
}

/** The one toast API of the app (spec 000 §2): alert, info and success. */
export const toast = {
  alert: (message: string, options?: ToastOptions) => show('alert', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  close: (id: string) => notifications.hide(id),
};
