import { describe, expect, it } from 'vitest';

import { xmlProblems } from '../test/xml';
import {
  badgePicture,
  crestPicture,
  landscapePicture,
  logoPicture,
  portraitPicture,
} from './compositions';
import { esc, fitFontSize, textWidthEm } from './svg';

describe('svg helpers', () => {
  it('escapes text for XML', () => {
    expect(esc(`Baccarat & <Roulette> "VIP" 'club'`)).toBe(
      'Baccarat &amp; &lt;Roulette&gt; &quot;VIP&quot; &apos;club&apos;',
    );
  });

  it('counts Chinese characters wider than Latin letters', () => {
    expect(textWidthEm('金莲娱乐')).toBeGreaterThan(textWidthEm('lotus'));
    // Vietnamese combining accents and Devanagari vowel signs take (almost) no width.
    expect(textWidthEm('a\u0301')).toBe(textWidthEm('a'));
    expect(textWidthEm('कि')).toBeLessThan(textWidthEm('कक'));
  });

  it('shrinks a headline to fit its box and never grows it past the maximum', () => {
    expect(fitFontSize('VIP', 600, 84)).toBe(84);
    const size = fitFontSize('Thưởng chào mừng 100% cho thành viên mới', 700, 84);
    expect(size).toBeLessThan(84);
    expect(size * textWidthEm('Thưởng chào mừng 100% cho thành viên mới')).toBeLessThanOrEqual(700);
  });
});

describe('pictures', () => {
  const words = {
    eyebrow: 'R&D <beta>',
    headline: 'Baccarat & Roulette',
    subline: '"Real" dealers',
    cta: 'Play',
  };

  it('escapes the words they print and stay well-formed', () => {
    const svg = landscapePicture(
      'desktop',
      { palette: 'royal', motifs: ['cards', 'chips'] },
      words,
      'en_US',
      'x',
    );
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('Baccarat &amp; Roulette');
    expect(svg).toContain('R&amp;D &lt;beta&gt;');
    expect(svg).toContain('width="1920" height="500"');
  });

  it('are the same bytes every time, so their ETags are stable', () => {
    const scene = { palette: 'crimson', motifs: ['envelope', 'coins'] } as const;
    expect(portraitPicture('popup', scene, words, 'zh_CN', 'y')).toBe(
      portraitPicture('popup', scene, words, 'zh_CN', 'y'),
    );
  });

  it('draw every motif and format without breaking the markup', () => {
    const motifs = [
      'cards',
      'chips',
      'football',
      'trophy',
      'dice',
      'lotus',
      'slot',
      'coins',
      'crown',
      'phone',
      'shield',
      'gift',
      'lottery',
      'roulette',
      'envelope',
      'headset',
    ] as const;
    for (const motif of motifs) {
      for (const format of ['desktop', 'small', 'mobile', 'promo', 'card'] as const) {
        const svg = landscapePicture(
          format,
          { palette: 'jade', motifs: [motif] },
          words,
          'hi_IN',
          motif,
        );
        expect(xmlProblems(svg), `${motif} ${format}`).toEqual([]);
      }
    }
    const club = {
      name: 'A & B United',
      initials: 'AB',
      founded: '1900',
      primary: '#123456',
      secondary: '#ffffff',
      number: '9',
    };
    for (const svg of [
      crestPicture(club),
      badgePicture('lock', 'SSL & TLS'),
      ...(['desktop', 'mobile', 'footer', 'favicon', 'app'] as const).map(logoPicture),
    ]) {
      expect(xmlProblems(svg)).toEqual([]);
    }
  });

  it('use no filter effects, which a phone paints again on its main thread at every repaint', () => {
    const scenes = [
      { palette: 'lotus', motifs: ['trophy', 'lotus'] },
      { palette: 'sunset', motifs: ['slot', 'coins'] },
    ] as const;
    const pictures = [
      ...scenes.flatMap((scene) =>
        (['desktop', 'small', 'mobile', 'promo', 'card'] as const).map((format) =>
          landscapePicture(format, scene, words, 'vi_VN', format),
        ),
      ),
      ...scenes.map((scene) => portraitPicture('popup', scene, words, 'zh_TW', 'popup')),
      crestPicture({
        name: 'Lotus FC',
        initials: 'LF',
        founded: '1988',
        primary: '#9c2a63',
        secondary: '#ffd98a',
        number: '7',
      }),
      badgePicture('lock', 'SSL'),
      ...(['desktop', 'mobile', 'footer', 'favicon', 'app'] as const).map(logoPicture),
    ];
    for (const svg of pictures) {
      expect(svg).not.toMatch(/<filter|filter="/);
    }
  });

  it('the well-formedness check itself catches broken markup', () => {
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><text>R&D</text></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><rect width=1/></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg/><svg/>')).not.toEqual([]);
    expect(xmlProblems('<svg><text>R&amp;D</text><!-- c --></svg>')).toEqual([]);
  });
});
