import { createTheme, type MantineColorsTuple } from '@mantine/core';

import modalClasses from './modal.module.css';

/** Casino gold: from champagne highlights to old-brass shadows. */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#fcedbf',
  '#f6dd8f',
  '#f0cc5f',
  '#e8bd42',
  '#d9ab33',
  '#b98f27',
  '#95721e',
  '#725615',
  '#4f3b0c',
];

/** Night blues for surfaces; Mantine's dark scheme reads text from 0 and the page from 7. */
const dark: MantineColorsTuple = [
  '#ece8dd',
  '#c9c6bd',
  '#9ea2ad',
  '#737a89',
  '#4b5264',
  '#2c3244',
  '#1e2232',
  '#141826',
  '#0e111b',
  '#090b12',
];

const SANS = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  "'Noto Sans'",
  "'Liberation Sans'",
  'Arial',
  "'Noto Sans Devanagari'",
  "'Nirmala UI'",
  "'Noto Sans CJK SC'",
  "'PingFang SC'",
  "'Microsoft YaHei'",
  'sans-serif',
].join(', ');

export const theme = createTheme({
  primaryColor: 'gold',
  primaryShade: 5,
  colors: { gold, dark },
  black: '#090b12',
  white: '#fffdf6',
  fontFamily: SANS,
  headings: { fontFamily: SANS, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  defaultGradient: { from: 'gold.3', to: 'gold.7', deg: 135 },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Modal: {
      classNames: {
        content: modalClasses.content,
        header: modalClasses.header,
        title: modalClasses.title,
      },
      defaultProps: {
        centered: true,
        radius: 'lg',
        // A plain dark veil, a shade darker than it was with a blur: a blurred page behind a
        // dialog is blurred again for every frame drawn beneath it, about 200 ms a frame for a
        // 1366x768 page where the browser composites without a GPU, a fourfold cost of the
        // lobby's first seconds under its pop-up promotion.
        overlayProps: { backgroundOpacity: 0.8 },
        transitionProps: { transition: 'pop', duration: 200 },
      },
    },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});
