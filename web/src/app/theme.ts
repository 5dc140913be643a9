import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

// The spec's palette, with the colours of the original Material theme.
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

/** Focus outline: the primary blue (≥ 3:1 against white and the page background). */
export const FOCUS_RING = '#1770CA';

const noMotion = {
  transitions: {
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
    // A Collapse or Grow with timeout 'auto' (the menu's groups, the menus) takes its duration from
    // its height, not from the durations above: the menu's group still slid open for ~300 ms, its
    // entries moving under the pointer (a click pressed on 'Auditoría' was released on another
    // entry, and the browser test of AUDITORÍA failed one run in five).
    getAutoHeightDuration: () => 0,
  },
};

export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      // The state colours are a shade darker than the original's (#E53935, #2196F3, #43A047,
      // #FFC107): white 13 px text on them, and they as text on white, reach WCAG AA's 4.5:1
      // (theme.test.ts checks every pair). contrastThreshold 4.5 makes MUI pick dark
      // text on any palette colour where white would not reach it.
      contrastThreshold: 4.5,
      // The original's #1976D2 reaches 4.6:1 on white but 4.3:1 on the page background (a selected
      // tab, a text button): one step darker keeps the look and reads on both.
      primary: { main: '#1770CA' },
      secondary: { main: '#424242' },
      accent: { main: '#82B1FF' },
      error: { main: '#C62828' },
      info: { main: '#1565C0' },
      success: { main: '#2E7D32' },
      warning: { main: '#B45309' },
      background: { default: '#F5F7FA' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    typography: {
      fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // A visible focus ring for keyboard users on every button, menu entry and row action: MUI's
      // own focus cue is a ripple, which is off when motion is reduced.
      MuiButtonBase: {
        defaultProps: { disableRipple: reduceMotion },
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 } } },
      },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      // An unselected toggle's text is action.active (54 % black): 4.49:1 on the page background.
      MuiToggleButton: { styleOverrides: { root: ({ theme: t }) => ({ color: t.palette.text.secondary }) } },
      MuiIconButton: { styleOverrides: { sizeSmall: { width: 34, height: 34 } } },
      // A tooltip only names a button. An interactive one stays open while the pointer moves onto it,
      // and it covers the next row's buttons: a cashier's click on the row below landed on the tooltip.
      MuiTooltip: { defaultProps: { disableInteractive: true } },
    },
    ...(reduceMotion ? noMotion : {}),
  },
  esES,
);
