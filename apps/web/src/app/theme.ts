import { type CSSVariablesResolver, createTheme, darken } from '@mantine/core';

/**
 * Darker primary shades than Mantine's defaults so white-on-primary buttons and primary links pass WCAG AA
 * contrast (blue.6 on white is 3.6:1; blue.8 is 5.4:1).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
});

/**
 * Colours of text that Mantine's defaults leave under WCAG AA's 4.5:1 (light scheme):
 * - field errors (the message and the invalid input's text) use `--mantine-color-error`, red.6 on white is 3.3:1;
 *   red.9 is 5.5:1;
 * - the text of "light" variants (badges, alert titles, the active navigation link) is shade 9 on shade 1, or on
 *   shade 2 when hovered: 3.4 to 4.3:1 for teal, green, red and blue. Shade 9 darkened by 30% is 4.7:1 or more
 *   for every palette (yellow included) on both;
 * - disabled controls' text is gray.5 on gray.2, 1.75:1 ("Marcar todas como lidas" unreadable); gray.7 is 6.8:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)',
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    const darkest = shades[9];
    if (darkest) light[`--mantine-color-${name}-light-color`] = darken(darkest, 0.3);
  }
  return { variables: {}, light, dark: {} };
};
