import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';

/**
 * Page images made to look like real scans (`EVAL_SCAN_VARIANT`, a comma list): a clean render is
 * not what a scanner or a phone gives. Deterministic (a fixed seed), so two runs read the same
 * pixels.
 *
 *   rotateN   the page turned by N degrees (rotate2, rotate0.5, rotate-1)
 *   noise     a grey, uneven background with grain
 *   dpi150    the page scanned at 150 dpi instead of 200 (then drawn at the server's dpi)
 *   jpeg      saved as a JPEG of middling quality (its blocks and ringing)
 *   phone     a phone's photo: the page narrower at the top than at the bottom (held at a slant),
 *             light falling off towards its edges
 *   blur      out of focus (a small Gaussian blur)
 *   faded     faded grey ink on greyish paper (a copy of a copy, a printer low on toner)
 *   crop      cut tight: one side's and the top's margin cut off to a few pixels from the ink
 *
 * Applied in that order of nature (resolution, turn, photo, focus, ink and paper, cut, file),
 * whatever the list's order.
 */
export type ScanVariant = string;

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The resolution the eval's scanner gives its pages at (dpi150 makes them coarser). */
export const SCANNER_DPI = 200;

export function scannedDpi(variants: ScanVariant[]): number {
  return variants.includes('dpi150') ? 150 : SCANNER_DPI;
}

/**
 * A page image drawn `scale` times larger, as pdf.js draws a scanned PDF's image at the server's
 * dpi (a 150 dpi scan at 200 dpi); the same image at scale 1.
 */
export async function drawnAt(png: Buffer, scale: number): Promise<Buffer> {
  if (Math.abs(scale - 1) < 1e-6) return png;
  const picture = await loadImage(png);
  const canvas = createCanvas(Math.round(picture.width * scale), Math.round(picture.height * scale));
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  return canvas.encode('png');
}

export function parseScanVariants(value: string | undefined): ScanVariant[] {
  const variants = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const v of variants)
    if (!/^(?:rotate-?\d+(?:\.\d+)?|noise|dpi150|jpeg|phone|blur|faded|crop)$/.test(v))
      throw new Error(`EVAL_SCAN_VARIANT: unknown variant "${v}"`);
  return variants;
}

/** Each pixel's grey level (0–255), row by row. */
function grayLevels(data: Uint8ClampedArray): Float32Array {
  const gray = new Float32Array(data.length / 4);
  for (let i = 0, p = 0; i < gray.length; i++, p += 4)
    gray[i] = (data[p]! * 3 + data[p + 1]! * 6 + data[p + 2]!) / 10;
  return gray;
}

/** A separable blur of radius 2 (weights 1 4 6 4 1), about a 1 px sigma. */
function blurred(gray: Float32Array, width: number, height: number): Float32Array {
  const w = [1, 4, 6, 4, 1];
  const pass = (src: Float32Array, dx: number, dy: number) => {
    const out = new Float32Array(src.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let k = -2; k <= 2; k++) {
          const xx = Math.min(width - 1, Math.max(0, x + k * dx));
          const yy = Math.min(height - 1, Math.max(0, y + k * dy));
          sum += w[k + 2]! * src[yy * width + xx]!;
        }
        out[y * width + x] = sum / 16;
      }
    return out;
  };
  return pass(pass(gray, 1, 0), 0, 1);
}

export async function degradePage(png: Buffer, variants: ScanVariant[], seed: number): Promise<Buffer> {
  if (variants.length === 0) return png;
  const picture = await loadImage(png);
  let width = picture.width;
  let height = picture.height;
  if (variants.includes('dpi150')) {
    width = Math.round((width * 150) / 200);
    height = Math.round((height * 150) / 200);
  }
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const turn = variants.find((v) => v.startsWith('rotate'));
  if (turn) {
    context.translate(width / 2, height / 2);
    context.rotate((Number(turn.slice('rotate'.length)) * Math.PI) / 180);
    context.translate(-width / 2, -height / 2);
  }
  if (variants.includes('phone')) {
    // Held at a slant: the top of the page farther off, so narrower; drawn a band of rows at a time.
    const band = 4;
    for (let y = 0; y < height; y += band) {
      const shrink = 0.06 * (1 - y / height);
      const rowWidth = width * (1 - shrink);
      context.drawImage(
        picture,
        0,
        (y * picture.height) / height,
        picture.width,
        (band * picture.height) / height,
        (width - rowWidth) / 2,
        y,
        rowWidth,
        band,
      );
    }
  } else context.drawImage(picture, 0, 0, width, height);
  context.setTransform(1, 0, 0, 1, 0, 0);
  if (variants.some((v) => v === 'phone' || v === 'blur' || v === 'faded')) {
    const image = context.getImageData(0, 0, width, height);
    const { data } = image;
    let gray = grayLevels(data);
    if (variants.includes('blur')) gray = blurred(gray, width, height);
    for (let y = 0, i = 0; y < height; y++)
      for (let x = 0; x < width; x++, i++) {
        let level = gray[i]!;
        // Faded: ink no darker than mid grey, paper a little grey.
        if (variants.includes('faded')) level = 150 + (level / 255) * 85;
        if (variants.includes('phone')) {
          // Light falls off from the middle towards the corners (a lamp, the phone's own shadow).
          const dx = x / width - 0.5;
          const dy = y / height - 0.4;
          level *= 1 - 0.45 * Math.min(1, 2 * (dx * dx + dy * dy));
        }
        data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = Math.max(0, Math.min(255, level));
      }
    context.putImageData(image, 0, 0);
  }
  if (variants.includes('noise')) {
    const next = random(seed);
    const image = context.getImageData(0, 0, width, height);
    const { data } = image;
    for (let y = 0, p = 0; y < height; y++)
      for (let x = 0; x < width; x++, p += 4) {
        // Paper greyer towards one corner (uneven light), ink a little lighter, and grain.
        const paper = 205 + 25 * (1 - (x / width + y / height) / 2);
        const grain = (next() + next() + next() - 1.5) * 40;
        const ink = data[p]! / 255;
        const level = Math.max(0, Math.min(255, ink * paper + (1 - ink) * 40 + grain));
        data[p] = data[p + 1] = data[p + 2] = level;
      }
    context.putImageData(image, 0, 0);
  }
  const out = variants.includes('crop') ? await croppedTight(canvas, seed) : canvas;
  return variants.includes('jpeg') ? out.encode('jpeg', 55) : out.encode('png');
}

/**
 * The page cut a few pixels from its ink at the top and on one side (left or right by the seed),
 * as a scanner's auto-crop or a careless photo does.
 */
async function croppedTight(canvas: Canvas, seed: number): Promise<Canvas> {
  const { width, height } = canvas;
  const { data } = canvas.getContext('2d').getImageData(0, 0, width, height);
  let top = height;
  let left = width;
  let right = -1;
  for (let y = 0, p = 0; y < height; y++)
    for (let x = 0; x < width; x++, p += 4)
      if (data[p]! < 128) {
        top = Math.min(top, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  if (right < 0) return canvas;
  const pad = 3;
  const cutLeft = random(seed)() < 0.5;
  const x0 = cutLeft ? Math.max(0, left - pad) : 0;
  const x1 = cutLeft ? width : Math.min(width, right + 1 + pad);
  const y0 = Math.max(0, top - pad);
  const out = createCanvas(x1 - x0, height - y0);
  out.getContext('2d').drawImage(canvas, x0, y0, x1 - x0, height - y0, 0, 0, x1 - x0, height - y0);
  return out;
}
