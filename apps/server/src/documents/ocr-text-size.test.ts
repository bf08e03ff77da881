import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { grayPage, preparedPage } from './ocr-page.ts';
import { bodyLineHeight, textScale, TUNED_LINE_HEIGHTS } from './ocr-text-size.ts';

/**
 * A page of a resume's lines in one script at a type size in pixels (11 pt at 200 dpi is 30.6), a
 * heading in larger type above them; or two columns of them.
 */
async function page(options: { font: number; script: 'en' | 'he' | 'ar'; columns?: 2 }) {
  const { font, script, columns = 1 } = options;
  const width = 1654;
  const height = 2339;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#111111';
  const lines = {
    en: [
      'Warehouse worker, Shufersal logistics',
      'Forklift licence, inventory counts',
      'Picking and packing, 2019 – 2024',
    ],
    he: ['מחסנאי במרכז הלוגיסטי של שופרסל', 'רישיון מלגזה, ספירות מלאי', 'ליקוט ואריזה, 2019 – 2024'],
    ar: [
      'أمين مستودع في مركز لوجستي',
      'رخصة رافعة شوكية، جرد المخزون',
      'تجهيز الطلبيات والتغليف، 2019 – 2024',
    ],
  }[script];
  context.font = `bold ${Math.round(font * 1.5)}px sans-serif`;
  context.fillText(lines[0]!, 150, 150);
  context.font = `${font}px sans-serif`;
  const columnWidth = (width - 300) / columns;
  for (let c = 0; c < columns; c++)
    for (let i = 0; i < 30; i++)
      context.fillText(
        lines[i % lines.length]!.slice(0, columns === 2 ? 24 : undefined),
        150 + c * columnWidth,
        300 + i * font * 1.5,
      );
  return canvas.encode('png');
}

const measured = async (options: Parameters<typeof page>[0]) =>
  bodyLineHeight(await grayPage(await page(options)))!;

describe('bodyLineHeight', () => {
  it('grows with the type size, the larger heading left out', async () => {
    const small = await measured({ font: 24, script: 'en' });
    const large = await measured({ font: 48, script: 'en' });
    expect(large / small).toBeGreaterThan(1.8);
    expect(large / small).toBeLessThan(2.2);
  });

  it('measures Hebrew and Arabic lines, and two columns as one', async () => {
    for (const script of ['he', 'ar'] as const) {
      const small = await measured({ font: 24, script });
      expect((await measured({ font: 48, script })) / small).toBeGreaterThan(1.8);
    }
    const one = await measured({ font: 40, script: 'en' });
    expect(Math.abs((await measured({ font: 40, script: 'en', columns: 2 })) - one)).toBeLessThanOrEqual(2);
  });

  it('a page of a few words, or none, has no measure', () => {
    const blank = { gray: new Uint8Array(800 * 1000).fill(255), width: 800, height: 1000 };
    expect(bodyLineHeight(blank)).toBeNull();
    expect(textScale(blank)).toBe(1);
  });
});

describe('textScale', () => {
  const inBand = (height: number) =>
    height >= TUNED_LINE_HEIGHTS.low / 1.1 && height <= TUNED_LINE_HEIGHTS.high * 1.1;

  it('leaves text of the tuned size as it is', async () => {
    // The type size whose lines fall in the tuned band depends on the face "sans-serif" finds here.
    let tuned: Awaited<ReturnType<typeof grayPage>> | undefined;
    for (let font = 30; font <= 56 && !tuned; font += 2) {
      const gray = await grayPage(await page({ font, script: 'en' }));
      if (inBand(bodyLineHeight(gray)!)) tuned = gray;
    }
    expect(tuned).toBeDefined();
    expect(textScale(tuned!)).toBe(1);
  });

  it('draws small type larger, to the tuned size', async () => {
    const before = await page({ font: 22, script: 'he' });
    expect(bodyLineHeight(await grayPage(before))!).toBeLessThan(TUNED_LINE_HEIGHTS.low / 1.1);
    expect(textScale(await grayPage(before))).toBeGreaterThan(1);
    const after = await grayPage(await preparedPage(before));
    expect(after.width).toBeGreaterThan(1654);
    expect(inBand(bodyLineHeight(after)!)).toBe(true);
  });

  it('leaves large type as it is', async () => {
    const large = await page({ font: 64, script: 'en' });
    expect(bodyLineHeight(await grayPage(large))!).toBeGreaterThan(TUNED_LINE_HEIGHTS.high * 1.1);
    expect(textScale(await grayPage(large))).toBe(1);
  });

  it('never draws a page past its pixel bound', () => {
    // An A4 page at 200 dpi of lines 8 pixels high: drawn three times larger it would be 35 million.
    const width = 1654;
    const height = 2339;
    const gray = new Uint8Array(width * height).fill(255);
    for (let line = 0; line < 60; line++)
      for (let y = 100 + line * 30; y < 108 + line * 30; y++)
        gray.fill(20, y * width + 150, y * width + 1500);
    const tiny = { gray, width, height };
    expect(bodyLineHeight(tiny)).toBe(8);
    const scale = textScale(tiny);
    expect(scale).toBeGreaterThan(1.4);
    expect(width * height * scale * scale).toBeLessThanOrEqual(9_000_000 * 1.001);
  });
});
