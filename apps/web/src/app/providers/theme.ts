import { createTheme } from '@mantine/core';

const FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  // People who ask their system for less motion get dialogs and menus without animation.
  respectReducedMotion: true,
  components: {
    // The eye button must not be named after the field: "Password" then names exactly one control.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' } } },
  },
});
