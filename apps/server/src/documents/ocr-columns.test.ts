import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { findColumns } from './ocr-columns.ts';
import { ocrImages } from './ocr.ts';

const W = 1654;
const H = 2339;

/** A white page with dark bars where lines of text would be: [x from, x to, y] each. */
function page(bars: Array<[number, number, number]>): Uint8Array {
  const gray = new Uint8Array(W * H).fill(255);
  for (const [from, to, y] of bars)
    for (let row = y; row < y + 28; row++) gray.fill(20, row * W + from, row * W + to);
  return gray;
}

const rows = (n: number, y0: number, step = 58) => Array.from({ length: n }, (_, i) => y0 + i * step);

describe('columns of a scanned page', () => {
  it('finds the gutter of a two-column page below a name and headline that run across it', () => {
    const header: Array<[number, number, number]> = [
      [160, 900, 160],
      [160, 1300, 230],
    ];
    const sidebar = rows(12, 300).map((y, i): [number, number, number] => [160, 400 + (i % 3) * 60, y]);
    const main = rows(9, 300).map((y, i): [number, number, number] => [610, 1400 - (i % 2) * 200, y]);
    const layout = findColumns(page([...header, ...sidebar, ...main]), W, H);
    expect(layout.columns).not.toBeNull();
    const [left, right] = layout.columns!;
    // The split falls in the gap between the sidebar's widest line (520) and the main column (610).
    expect(left.width).toBeGreaterThan(520);
    expect(right.left).toBeLessThan(610);
    expect(right.left + right.width).toBe(W);
    // The name and headline are read first, across the page; the columns start below them.
    expect(layout.top).toEqual({ left: 0, top: 0, width: W, height: expect.any(Number) });
    expect(layout.top!.height).toBeGreaterThan(258);
    expect(layout.top!.height).toBeLessThanOrEqual(300);
    expect(left.top).toBe(layout.top!.height);
  });

  it('reads a one-column page whole, even where words leave gaps at the same place', () => {
    // Lines of prose with short gaps between words, and a few lines with a tab at the same place.
    const prose = rows(20, 200).flatMap((y, i): Array<[number, number, number]> =>
      i % 5 === 0
        ? [
            [160, 500, y],
            [540, 1400, y],
          ]
        : [[160, 1450 - (i % 4) * 100, y]],
    );
    expect(findColumns(page(prose), W, H)).toEqual({ top: null, columns: null });
  });

  it("finds a short right-to-left page whose main column runs up to the sidebar, by the sidebar's aligned edge", () => {
    // The main column (left) is right-aligned up to x 1040 on two wrapped entry lines; the
    // sidebar (right) starts at 1044 on every line; the two columns' lines sit at other heights,
    // so few text rows hold both.
    const main: Array<[number, number, number]> = [
      [160, 520, 300],
      [160, 1040, 380],
      [700, 1000, 440],
      [160, 1040, 520],
      [500, 1000, 600],
      [160, 950, 700],
    ];
    const sidebar = [300, 340, 410, 470, 560, 640, 700, 760].map((y): [number, number, number] => [
      1044,
      1200 + (y % 3) * 40,
      y,
    ]);
    const layout = findColumns(page([[160, 700, 180], ...main, ...sidebar]), W, H);
    expect(layout.columns).not.toBeNull();
    // Cut at the sidebar's edge, so the main column's long lines stay whole.
    expect(layout.columns![1].left).toBeGreaterThanOrEqual(1036);
    expect(layout.columns![1].left).toBeLessThanOrEqual(1044);
  });

  it('finds the gutter when the main column runs on below a short sidebar', () => {
    const sidebar = rows(5, 300).map((y, i): [number, number, number] => [160, 380 + (i % 2) * 90, y]);
    const main = rows(16, 300).map((y, i): [number, number, number] => [610, 1480 - (i % 3) * 150, y]);
    const layout = findColumns(page([[160, 700, 180], ...sidebar, ...main]), W, H);
    expect(layout.columns?.[1].left).toBeGreaterThan(470);
    expect(layout.columns?.[1].left).toBeLessThan(610);
  });

  it('reads a one-column page with right-aligned dates whole', () => {
    // Titles of different lengths on the left, dates of different widths ending at the right margin,
    // short bullets between them: a gap on many lines, but no column edge along it.
    const entries = rows(18, 200).flatMap((y, i): Array<[number, number, number]> =>
      i % 3 === 0
        ? [
            [160, 600 + (i % 4) * 70, y],
            [1490 - 220 - (i % 2) * 130, 1490, y],
          ]
        : [[200, 700 - (i % 5) * 40, y]],
    );
    expect(findColumns(page(entries), W, H).columns).toBeNull();
  });

  it('reads a blank or tiny image whole', () => {
    expect(findColumns(new Uint8Array(W * H).fill(255), W, H).columns).toBeNull();
    expect(findColumns(new Uint8Array(40 * 40), 40, 40).columns).toBeNull();
  });
});

describe('OCR of a two-column page', () => {
  it("keeps each column's lines apart (tesseract alone joins the sidebar and the main column on one line)", async () => {
    const family = GlobalFonts.families.some((f) => f.family === 'DejaVu Sans')
      ? 'DejaVu Sans'
      : 'sans-serif';
    const canvas = createCanvas(1654, 1200);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 1654, 1200);
    ctx.fillStyle = '#000';
    ctx.font = `bold 44px "${family}"`;
    ctx.fillText('Anna Kogan', 160, 180);
    ctx.font = `32px "${family}"`;
    const sidebar = ['SKILLS', 'Patient assessment', 'Wound care', 'IV therapy', 'LANGUAGES', 'Russian'];
    const main = [
      'EXPERIENCE',
      'Registered Nurse, Rambam',
      'Jan 2019 - Present',
      'Practical Nurse, Maccabi',
      'Sep 2016 - Dec 2018',
      'EDUCATION',
    ];
    sidebar.forEach((t, i) => ctx.fillText(t, 160, 300 + i * 58));
    main.forEach((t, i) => ctx.fillText(t, 640, 300 + i * 58));
    const text = await ocrImages([await canvas.encode('png')]);
    const lines = text.split('\n').filter((l) => l.trim());
    expect(lines[0]).toContain('Anna Kogan');
    // No line holds words of both columns, and each column reads in its own order.
    for (const line of lines)
      expect(/Patient|Wound|Russian/.test(line) && /Rambam|Maccabi|2019/.test(line)).toBe(false);
    const at = (word: string) => lines.findIndex((l) => l.includes(word));
    expect(at('Patient')).toBeLessThan(at('Wound'));
    expect(at('Rambam')).toBeGreaterThan(at('EXPERIENCE'));
    expect(at('Jan 2019')).toBe(at('Rambam') + 1);
  }, 120_000);
});

describe('OCR of a header laid out as two cells side by side', () => {
  it('reads each cell line apart, the name alone on its line', async () => {
    const family = GlobalFonts.families.some((f) => f.family === 'DejaVu Sans')
      ? 'DejaVu Sans'
      : 'sans-serif';
    const canvas = createCanvas(1654, 1000);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 1654, 1000);
    ctx.fillStyle = '#000';
    ctx.font = `32px "${family}"`;
    ctx.fillText('Yael Ben Ami', 160, 180);
    ctx.fillText('Tel: 054-7712093', 1000, 180);
    ctx.fillText('Payroll Accountant', 160, 240);
    ctx.fillText('yael.benami@mail.com', 1000, 240);
    const body = [
      'EXPERIENCE',
      'Payroll Accountant, Strauss Group, Petah Tikva (2018 - Present)',
      'Bookkeeper, Hilan Payroll Services, Tel Aviv (2014 - 2018)',
    ];
    body.forEach((t, i) => ctx.fillText(t, 160, 360 + i * 58));
    const lines = (await ocrImages([await canvas.encode('png')])).split('\n').filter((l) => l.trim());
    expect(lines[0]).toBe('Yael Ben Ami');
    expect(lines.some((l) => /Payroll Accountant.*@|Ami.*Tel/.test(l))).toBe(false);
    expect(lines.find((l) => l.includes('Strauss'))).toContain('2018 - Present');
  }, 120_000);
});
