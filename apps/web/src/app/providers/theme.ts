import { createTheme } from '@mantine/core';

const FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Filled controls and links in indigo 8: white on it, and it on white or the shell's grey, pass WCAG AA.
  primaryShade: { light: 8, dark: 8 },
  // Filled controls of any colour take black or white text, whichever contrasts more: 0.179 is the luminance at
  // which the two are equal, so the one chosen always passes AA on the shade 8 backgrounds (decision 0025).
  autoContrast: true,
  luminanceThreshold: 0.179,
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
