import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

// The spec's palette (spec 01 §9), with the colours of the original Material theme.
declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

// People who ask their system for less motion get none: no fades, slides or ripples (this also
// keeps browser-test screenshots stable with Chromium's reducedMotion).
const reduceMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const noMotion = {
  transitions: {
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#1976D2' },
      secondary: { main: '#424242' },
      accent: { main: '#82B1FF' },
      error: { main: '#E53935' },
      info: { main: '#2196F3' },
      success: { main: '#43A047' },
      warning: { main: '#FFC107' },
      background: { default: '#F5F7FA' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    typography: {
      fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiButtonBase: { defaultProps: { disableRipple: reduceMotion } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiIconButton: { styleOverrides: { sizeSmall: { width: 34, height: 34 } } },
    },
    ...(reduceMotion ? noMotion : {}),
  },
  esES,
);
