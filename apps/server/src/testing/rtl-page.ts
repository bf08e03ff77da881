import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const family = GlobalFonts.families.some((f) => f.family === 'DejaVu Sans') ? 'DejaVu Sans' : 'sans-serif';

/**
 * A page of right-to-left lines as a scan at 200 dpi has them (11 pt is about 30 px), each line
 * drawn right-aligned; a line given as [text, px, bold] is drawn larger (a name). For the OCR's tests.
 */
export async function rtlPage(lines: Array<string | [string, number, boolean]>): Promise<Buffer> {
  const width = 1654;
  const canvas = createCanvas(width, 140 + lines.length * 70);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, canvas.height);
  ctx.fillStyle = '#000';
  ctx.textAlign = 'right';
  ctx.direction = 'rtl';
  lines.forEach((line, i) => {
    const [text, px, bold] = typeof line === 'string' ? [line, 30, false] : line;
    ctx.font = `${bold ? 'bold ' : ''}${px}px "${family}"`;
    ctx.fillText(text, width - 160, 130 + i * 70);
  });
  return canvas.encode('png');
}
