import { createTheme, type Theme } from '@mui/material/styles';
import { theme } from '../theme';

/**
 * The device a first screen sent in the page is drawn for: a phone, as Lighthouse's mobile
 * profile (412 px wide). Wider screens get the app's own first render instead (first-screen-gate).
 */
export const PHONE_WIDTH = 412;

const widthCondition = /^\((max|min)-width:\s*([\d.]+)px\)$/;

/**
 * The answer a phone's browser gives to the media queries the layout asks while the first screen
 * is rendered on the server. Only width queries are understood; any other is a mistake to fix
 * here, not a guess.
 */
export function phoneMatchMedia(query: string): { matches: boolean } {
  const conditions = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  const matches = conditions.every((condition) => {
    const found = widthCondition.exec(condition.trim());
    if (!found) throw new Error(`The first screen cannot answer the media query "${query}" on the server`);
    const limit = Number(found[2]);
    return found[1] === 'max' ? PHONE_WIDTH <= limit : PHONE_WIDTH >= limit;
  });
  return { matches };
}

/**
 * The app's theme as the first screen is drawn with: the layout's media queries get a phone's
 * answers while the screen is rendered on the server and while the browser hydrates it, so both
 * draw the same markup; after hydration the browser's own answers apply (a first screen is only
 * kept on a phone, first-screen-start.ts).
 */
export const phoneTheme: Theme = createTheme(theme, { components: { MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: phoneMatchMedia } } } });
