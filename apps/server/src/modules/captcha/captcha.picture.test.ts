import { type Image, createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';

import { captchaPicture } from './captcha.picture';

const decode = async (dataUrl: string): Promise<Image> => {
  expect(dataUrl).toMatch(/^data:image\/webp;base64,/);
  return loadImage(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
};

/** Which pixels carry ink (dark and opaque), as one flag per pixel. */
const inkMask = (image: Image): boolean[] => {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  const mask: boolean[] = [];
  for (let i = 0; i < data.length; i += 4) {
    const light = ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
    mask.push((data[i + 3] ?? 0) > 200 && light < 110);
  }
  return mask;
};

describe('captcha pictures', () => {
  it('are raster images at twice the shown size, with ink across the width', async () => {
    const image = await decode(captchaPicture('K7RM', { background: '#f4f6fa' }));
    expect([image.width, image.height]).toEqual([240, 80]);
    const mask = inkMask(image);
    const share = mask.filter(Boolean).length / mask.length;
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.45);
    // Each quarter of the picture holds part of a character.
    for (let quarter = 0; quarter < 4; quarter += 1) {
      let inked = 0;
      for (let y = 0; y < 80; y += 1) {
        for (let x = quarter * 60; x < (quarter + 1) * 60; x += 1)
          if (mask[y * 240 + x]) inked += 1;
      }
      expect(inked).toBeGreaterThan(100);
    }
  });

  it('never draw the same code the same way, so a stored drawing of it matches nothing', async () => {
    // The attack on outline captchas: keep a drawing of each glyph and compare. Two drawings of
    // the very same code share less than half of their ink.
    const first = inkMask(await decode(captchaPicture('ABCD', { background: '#ffffff' })));
    const second = inkMask(await decode(captchaPicture('ABCD', { background: '#ffffff' })));
    let both = 0;
    let either = 0;
    first.forEach((inked, i) => {
      if (inked && second[i]) both += 1;
      if (inked || second[i]) either += 1;
    });
    expect(both / either).toBeLessThan(0.5);
  });

  it('leave the background transparent when none is given', async () => {
    const image = await decode(captchaPicture('WXYZ'));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let clear = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) === 0) clear += 1;
    expect(clear / (data.length / 4)).toBeGreaterThan(0.3);
  });
});
