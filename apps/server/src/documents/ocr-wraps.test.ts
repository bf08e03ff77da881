import { describe, expect, it } from 'vitest';
import { usualLineGap, withWrapsJoined, wrappedPairs } from './ocr-wraps.ts';

/** A line's box at 200 dpi: lines 28 pixels high; a paragraph's lines 6 apart, paragraphs 22. */
const line = (text: string, x0: number, x1: number, y0: number) => ({
  text,
  bbox: { x0, x1, y0, y1: y0 + 28 },
});
const extent = { x0: 168, x1: 1487 };
const GAP = 22;

describe('a long line wrapped onto the next read as two lines', () => {
  it('joins a line that fills the width to the next, closer, line of its paragraph', () => {
    const first = line(
      '- Receiving emergency calls in Hebrew and English and dispatching volunteer medics through the',
      169,
      1487,
      730,
    );
    const tail = line('NowForce app', 170, 365, 764);
    const pairs = wrappedPairs([first, tail], extent, GAP);
    expect(pairs).toHaveLength(1);
    expect(withWrapsJoined(`Emergency Dispatcher\n${first.text}\n${tail.text}\n- Logging`, pairs)).toBe(
      `Emergency Dispatcher\n${first.text} ${tail.text}\n- Logging`,
    );
  });

  it('joins a right-to-left line that reaches the left end', () => {
    const first = line('• אחריות על צוות של 6 אחיות במשמרות ערב ולילה ביחידה לטיפול נמרץ', 170, 1480, 100);
    const tail = line('לב', 1400, 1480, 134);
    expect(wrappedPairs([first, tail], extent, GAP)).toHaveLength(1);
  });

  it('leaves short lines, a next item, a line of the other script and a line at the usual distance', () => {
    expect(
      wrappedPairs(
        [line('Shift Supervisor (Jan 2023 – present)', 169, 672, 100), line('Emergency', 170, 400, 134)],
        extent,
        GAP,
      ),
    ).toEqual([]);
    const full = line(
      '- Logging incidents in the CAD system and coordinating with MDA and the police ok',
      169,
      1480,
      100,
    );
    expect(wrappedPairs([full, line('- Supervising a shift', 169, 900, 134)], extent, GAP)).toEqual([]);
    expect(wrappedPairs([full, line('2019 – 2021', 169, 400, 134)], extent, GAP)).toEqual([]);
    expect(wrappedPairs([full, line('ניהול משמרת', 1200, 1480, 134)], extent, GAP)).toEqual([]);
    // A bullet that ends near the far end by chance, and the next job's head line below it.
    const bullet = line('* בניית סידור עבודה, ראיונות וקליטת עובדים, דוחות מכירות יומיים', 170, 1480, 100);
    const head = line('קסטרו | סגנית מנהלת סניף, עזריאלי חולון | 2018 - 2021', 700, 1480, 150);
    expect(wrappedPairs([bullet, head], extent, GAP)).toEqual([]);
  });

  it('leaves a line of contacts and the line under it as two: a header is no paragraph', () => {
    const header = (first: string, next: string) =>
      wrappedPairs([line(first, 169, 1487, 100), line(next, 170, 500, 134)], extent, GAP);
    expect(
      header('dana.levi.design.portfolio@example-studio.co.il | linkedin.com/in/dana-levi-design', 'Haifa'),
    ).toEqual([]);
    expect(
      header(
        'Professional summary of the candidate written at length over the whole width of',
        '+972 54 712 6630',
      ),
    ).toEqual([]);
  });

  it("takes the part's usual gap between lines as their median gap", () => {
    expect(
      usualLineGap(
        [line('a', 0, 9, 100), line('b', 0, 9, 150), line('c', 0, 9, 184), line('d', 0, 9, 234)].map(
          (l) => l.bbox,
        ),
      ),
    ).toBe(22);
  });
});
