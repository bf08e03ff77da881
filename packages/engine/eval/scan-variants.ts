import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * Page images made to look like real scans (`EVAL_SCAN_VARIANT`, a comma list): a clean render is
 * not what a scanner or a phone gives. Deterministic (a fixed seed), so two runs read the same
 * pixels.
 *
 *   rotateN   the page turned by N degrees (rotate2, rotate0.5, rotate-1)
 *   noise     a grey, uneven background with grain
 *   dpi150    the page at 150 dpi instead of the eval's 200
 *   jpeg      saved as a JPEG of middling quality (its blocks and ringing)
 *
 * Applied in that order of nature (resolution, turn, paper, file), whatever the list's order.
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

export function parseScanVariants(value: string | undefined): ScanVariant[] {
  const variants = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const v of variants)
    if (!/^(?:rotate-?\d+(?:\.\d+)?|noise|dpi150|jpeg)$/.test(v))
      throw new Error(`EVAL_SCAN_VARIANT: unknown variant "${v}"`);
  return variants;
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
  context.drawImage(picture, 0, 0, width, height);
  context.setTransform(1, 0, 0, 1, 0, 0);
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
  return variants.includes('jpeg') ? canvas.encode('jpeg', 55) : canvas.encode('png');
}
