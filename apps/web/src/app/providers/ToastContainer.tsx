import { Notifications } from '@mantine/notifications';
import { TOAST_FADE_MS } from '../../shared/ui/toast-rules';

/** Where toasts appear: top right, fading in and out in 120 ms (spec 000 §2). */
export function ToastContainer() {
  return <Notifications position="top-right" transitionDuration={TOAST_FADE_MS} zIndex={1000} />;
}
