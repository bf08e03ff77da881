import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  darkenedInk,
  flattened,
  grayPage,
  inkLevel,
  needsFlattening,
  preparedPage,
  skewAngle,
  withMargin,
} from './ocr-page.ts';

/** A page of ten lines of text (Hebrew, English and Arabic), maybe turned, grey or grainy. */
async function page(
  options: {
    degrees?: number;
    paper?: number;
    grain?: number;
    font?: number;
    shaded?: boolean;
    ink?: number;
  } = {},
) {
  const { degrees = 0, paper = 255, grain = 0, font = 36, shaded = false, ink = 17 } = options;
  const width = 1400;
  const height = 1100;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  // A shaded sidebar, as some resume templates have.
  if (shaded) {
    context.fillStyle = '#555555';
    context.fillRect(1100, 0, 300, 1100);
  }
  context.fillStyle = '#111111';
  context.font = `${font}px sans-serif`;
  const lines = [
    'Dana Levi · Backend Developer · Tel Aviv',
    'Experience 2019 – 2024 Wix, Node.js, PostgreSQL',
    'ניסיון תעסוקתי: מפתחת Backend בחברת Wix',
    'المهارات: إدارة المستودع، الجرد، التخطيط',
    'Education: B.Sc. Computer Science, 2015 – 2019',
  ];
  for (let i = 0; i < 10; i++) context.fillText(lines[i % lines.length]!, 120, 120 + i * font * 2.4);
  const image = context.getImageData(0, 0, width, height);
  // A fixed sequence for the grain, so the test reads the same pixels each run.
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
  for (let p = 0; p < image.data.length; p += 4) {
    const level = (image.data[p]! / 255) * paper + (1 - image.data[p]! / 255) * ink + next() * grain;
    image.data[p] = image.data[p + 1] = image.data[p + 2] = Math.max(0, Math.min(255, level));
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.putImageData(image, 0, 0);
  return canvas.encode('png');
}

describe('skewAngle', () => {
  it('finds how far the lines of a page are turned, either way', async () => {
    expect(skewAngle(await grayPage(await page()))).toBe(0);
    expect(skewAngle(await grayPage(await page({ degrees: 2 })))).toBeCloseTo(2, 0);
    expect(skewAngle(await grayPage(await page({ degrees: -1.5 })))).toBeCloseTo(-1.5, 0);
    expect(Math.abs(skewAngle(await grayPage(await page({ degrees: 0.7 })))) - 0.7).toBeLessThan(0.15);
  });

  it('a shaded block, alike at any angle, does not hide the turn', async () => {
    expect(skewAngle(await grayPage(await page({ shaded: true })))).toBe(0);
    expect(skewAngle(await grayPage(await page({ shaded: true, degrees: 1.5 })))).toBeCloseTo(1.5, 0);
  });

  it('turned back, a page comes out upright', async () => {
    const upright = await preparedPage(await page({ degrees: 2.5 }));
    expect(Math.abs(skewAngle(await grayPage(upright)))).toBeLessThan(0.15);
  });
});

describe('flattening', () => {
  it('a clean page is left as it is', async () => {
    const clean = await page();
    expect(needsFlattening(await grayPage(clean))).toBe(false);
    expect(await preparedPage(clean)).toBe(clean);
  });

  it('grey and grainy paper is made white, and the ink stays ink', async () => {
    const grainy = await grayPage(await page({ paper: 200, grain: 35 }));
    expect(needsFlattening(grainy)).toBe(true);
    const flat = flattened(grainy);
    const share = (p: typeof flat, test: (g: number) => boolean) =>
      p.gray.filter(test).length / p.gray.length;
    // Paper: nearly every pixel is white now; grain no longer looks like ink to the column split.
    expect(share(flat, (g) => g === 255)).toBeGreaterThan(0.85);
    const clean = await grayPage(await page());
    const inkShare = (p: typeof flat) => share(p, (g) => g < 160);
    expect(Math.abs(inkShare(flat) - inkShare(clean))).toBeLessThan(0.3 * inkShare(clean));
  });
});

describe('faded ink', () => {
  it('is made dark, and paper stays paper', async () => {
    const faded = await grayPage(await page({ ink: 160, paper: 250 }));
    expect(inkLevel(faded)).toBeGreaterThan(120);
    const darkened = darkenedInk(faded)!;
    expect(inkLevel(darkened)).toBeLessThan(60);
    let paper = 0;
    for (const g of darkened.gray) if (g >= 240) paper++;
    expect(paper / darkened.gray.length).toBeGreaterThan(0.8);
  });

  it('dark ink, or a page with no ink, is left as it is', async () => {
    expect(darkenedInk(await grayPage(await page()))).toBeNull();
    const blank = { gray: new Uint8Array(400 * 400).fill(250), width: 400, height: 400 };
    expect(darkenedInk(blank)).toBeNull();
  });
});

describe('a page cut close to its ink', () => {
  it('is given a white margin, its ink kept where it was relative to the margin', () => {
    const width = 300;
    const height = 200;
    const gray = new Uint8Array(width * height).fill(250);
    // A stroke touching the left side.
    for (let y = 50; y < 60; y++) for (let x = 0; x < 30; x++) gray[y * width + x] = 20;
    const padded = withMargin({ gray, width, height })!;
    expect(padded.width).toBeGreaterThan(width);
    const margin = (padded.width - width) / 2;
    expect(padded.gray[(55 + margin) * padded.width + margin]).toBe(20);
    expect(padded.gray[(55 + margin) * padded.width + margin - 1]).toBe(255);
  });

  it('a page with paper on every side is left as it is', () => {
    const gray = new Uint8Array(300 * 200).fill(250);
    for (let y = 50; y < 60; y++) for (let x = 40; x < 90; x++) gray[y * 300 + x] = 20;
    expect(withMargin({ gray, width: 300, height: 200 })).toBeNull();
  });
});
