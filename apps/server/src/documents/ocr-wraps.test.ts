import { describe, expect, it } from 'vitest';
import { withWrapsJoined, wrappedPairs } from './ocr-wraps.ts';

const line = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, x1 } });
const extent = { x0: 168, x1: 1487 };

describe('a long line wrapped onto the next read as two lines', () => {
  it('joins a line that fills the width to the next line of its paragraph', () => {
    const first = line(
      '- Receiving emergency calls in Hebrew and English and dispatching volunteer medics through the',
      169,
      1487,
    );
    const tail = line('NowForce app', 170, 365);
    const pairs = wrappedPairs([first, tail], extent);
    expect(pairs).toHaveLength(1);
    expect(withWrapsJoined(`Emergency Dispatcher\n${first.text}\n${tail.text}\n- Logging`, pairs)).toBe(
      `Emergency Dispatcher\n${first.text} ${tail.text}\n- Logging`,
    );
  });

  it('joins a right-to-left line that reaches the left end', () => {
    const first = line('• אחריות על צוות של 6 אחיות במשמרות ערב ולילה ביחידה לטיפול נמרץ', 170, 1480);
    const tail = line('לב', 1400, 1480);
    expect(wrappedPairs([first, tail], extent)).toHaveLength(1);
  });

  it('leaves short lines, a next item and a line of the other script as read', () => {
    expect(
      wrappedPairs(
        [line('Shift Supervisor (Jan 2023 – present)', 169, 672), line('Emergency', 170, 400)],
        extent,
      ),
    ).toEqual([]);
    const full = line(
      '- Logging incidents in the CAD system and coordinating with MDA and the police ok',
      169,
      1480,
    );
    expect(wrappedPairs([full, line('- Supervising a shift', 169, 900)], extent)).toEqual([]);
    expect(wrappedPairs([full, line('2019 – 2021', 169, 400)], extent)).toEqual([]);
    expect(wrappedPairs([full, line('ניהול משמרת', 1200, 1480)], extent)).toEqual([]);
  });
});
