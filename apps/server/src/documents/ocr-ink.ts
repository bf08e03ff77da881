import { INK_LEVEL } from './ocr-columns.ts';

/** A page drawn in grey, one byte a pixel. */
export interface GrayPage {
  gray: Uint8Array;
  width: number;
  height: number;
}

/** A piece of ink: its box on the page (edges included) and how many pixels it holds. */
export interface InkPiece {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number;
}

/**
 * The connected pieces of ink in a region of the page (`x0`, `y0`, `w` × `h`, inside the page), row
 * by row: pixels joined by their sides only (4) or by their corners too (8). A flood fill with a stack
 * of its own, so a large piece cannot overflow the call stack; the work is the region's area.
 */
export function inkPieces(
  page: GrayPage,
  region: { x0: number; y0: number; w: number; h: number },
  neighbours: 4 | 8,
): InkPiece[] {
  const { x0, y0, w, h } = region;
  const seen = new Uint8Array(w * h);
  const ink = (x: number, y: number) => page.gray[(y0 + y) * page.width + x0 + x]! < INK_LEVEL;
  const steps =
    neighbours === 8
      ? [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => [dx, dy] as const))
      : ([
          [-1, 0],
          [1, 0],
          [0, -1],
          [0, 1],
        ] as const);
  const pieces: InkPiece[] = [];
  const stack: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (seen[y * w + x] || !ink(x, y)) continue;
      const piece = { x0: x, y0: y, x1: x, y1: y, pixels: 0 };
      seen[y * w + x] = 1;
      stack.push(y * w + x);
      while (stack.length) {
        const at = stack.pop()!;
        const px = at % w;
        const py = (at - px) / w;
        piece.pixels++;
        piece.x0 = Math.min(piece.x0, px);
        piece.x1 = Math.max(piece.x1, px);
        piece.y0 = Math.min(piece.y0, py);
        piece.y1 = Math.max(piece.y1, py);
        for (const [dx, dy] of steps) {
          const nx = px + dx;
          const ny = py + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || seen[ny * w + nx] || !ink(nx, ny)) continue;
          seen[ny * w + nx] = 1;
          stack.push(ny * w + nx);
        }
      }
      pieces.push({ ...piece, x0: piece.x0 + x0, x1: piece.x1 + x0, y0: piece.y0 + y0, y1: piece.y1 + y0 });
    }
  return pieces;
}
