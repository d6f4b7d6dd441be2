// The Hindi webfont's faces, as text: the site keeps one stylesheet, and these are added to the
// page only when Hindi is its language. In that stylesheet they made a Chinese page the server
// rendered lay out all its text a second time when the stylesheet arrived (new font faces make
// the browser resolve the font of every text run again, whatever their ranges).
// The weight stylesheets, not the `devanagari-*` ones: these give each face its unicode-range, so
// a Chinese character passing 'Noto Sans Devanagari' in the font stack never fetches the font.
import regular from '@fontsource/noto-sans-devanagari/400.css?inline';
import semibold from '@fontsource/noto-sans-devanagari/600.css?inline';
import bold from '@fontsource/noto-sans-devanagari/700.css?inline';

const STYLE_ID = 'devanagari-fonts';

/** Adds the Hindi webfont's faces to the page, once. */
export const addDevanagariFonts = (): void => {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = [regular, semibold, bold].join('\n');
  document.head.append(style);
};
