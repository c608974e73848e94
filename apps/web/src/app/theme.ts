import { createTheme, type ThemeOptions } from '@mui/material/styles';

/**
 * The keyboard focus ring (WCAG 2.2 2.4.7, 2.4.11): a 3 px outline 2 px off the element, shown only
 * for `:focus-visible`, so a mouse click leaves no ring behind. Its colour comes from `--focus-ring`:
 * the primary blue (8.6:1 on white, 8:1 on the page grey) unless a dark area (the top bar, the
 * sidebar) sets a light one.
 */
export const focusRingColors = { onLight: '#0b5394', onDark: '#ffd54f' } as const;
const ring = (offset: number) => ({ outline: `3px solid var(--focus-ring, ${focusRingColors.onLight})`, outlineOffset: offset });
const focusVisible = (offset = 2) => ({ '&:focus-visible, &.Mui-focusVisible': ring(offset) });

/**
 * The 'belsoft' default theme. Breakpoints are MUI's defaults (the spec's, stated to keep
 * them so); colours meet WCAG 2.2 AA contrast on white.
 */
const options: ThemeOptions = {
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: '#0b5394', contrastText: '#ffffff' },
    secondary: { main: '#b3261e', contrastText: '#ffffff' },
    // MUI's default warning and info are too light for white text (3.1:1, 3.9:1) in filled toasts.
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0277bd', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4a5563' },
  },
  typography: {
    // 'Roboto Fallback' (app/layout/font-fallback.css) has Roboto's metrics: the font swap moves nothing.
    fontFamily: 'Roboto, "Roboto Fallback", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 500 },
    h2: { fontSize: '1.35rem', fontWeight: 500 },
    h3: { fontSize: '1.1rem', fontWeight: 500 },
  },
  shape: { borderRadius: 8 },
  components: {
    // MUI's pulsing focus ripple stays on a button after a dialog hands focus back: the ring alone shows focus.
    MuiButtonBase: { styleOverrides: { root: focusVisible() } },
    MuiButton: { defaultProps: { disableElevation: true, disableFocusRipple: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    MuiCheckbox: { defaultProps: { disableFocusRipple: true } },
    MuiRadio: { defaultProps: { disableFocusRipple: true } },
    MuiSwitch: { styleOverrides: { switchBase: focusVisible(0) } },
    MuiToggleButton: { defaultProps: { disableFocusRipple: true } },
    // Tabs, menu items and list rows sit in scrolling boxes that would clip an outer ring: theirs is inside.
    MuiTab: { defaultProps: { disableFocusRipple: true }, styleOverrides: { root: focusVisible(-3) } },
    MuiMenuItem: { styleOverrides: { root: focusVisible(-3) } },
    MuiListItemButton: { styleOverrides: { root: focusVisible(-3) } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { ...focusVisible(), borderRadius: 2 } } },
    // A text field is focused to type in, by mouse or keyboard alike: the browser counts both as focus-visible.
    MuiOutlinedInput: { styleOverrides: { root: { '&.Mui-focused': ring(2) } } },
    MuiFilledInput: { styleOverrides: { root: { '&.Mui-focused': ring(2) } } },
    // Plain links and anything else made focusable outside MUI (the skip link, native summaries, the human check).
    MuiCssBaseline: { styleOverrides: { 'a, summary, [tabindex], altcha-widget': { '&:focus-visible': ring(2) } } },
    // Screen-reader-only text in a header cell is absolutely positioned: without a positioned
    // container it lands at the table's far right outside the scroller and widens a phone's page.
    MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
  },
};

export const theme = createTheme(options);

const noTime = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * For a device set to reduce motion (WCAG 2.3.3): dialogs, menus and drawers appear and go at
 * once, buttons make no ripple, and nothing moves on its own (a skeleton stays still, a spinner
 * turns once).
 */
const reducedMotionTheme = () =>
  createTheme(options, {
    transitions: { duration: noTime },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiCssBaseline: {
        styleOverrides: {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  });

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
// The first screen rendered on the server has the ordinary theme; no device is asked there.
const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;

/** The theme for this device: `prefers-reduced-motion` is read once, when the portal starts. */
export const themeForThisDevice = () => (prefersReducedMotion() ? reducedMotionTheme() : theme);

export const sidebarTheme = { background: '#0d2c4f', text: '#e8eef6', muted: '#b9c7d8', active: '#1d4f86' } as const;

/** What a dark area (top bar, sidebar) sets so the focus ring stands out on it (5.6:1 on the top bar's blue). */
export const darkAreaFocusRing = { '--focus-ring': focusRingColors.onDark } as const;
