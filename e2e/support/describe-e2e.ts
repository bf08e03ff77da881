import { describe, it } from 'vitest';
import { e2eRequired, findChromium } from './chromium.ts';

/**
 * A browser test suite. Without Chromium it is reported as skipped (with the reason),
 * unless E2E_REQUIRED=1, where the missing browser is a failure.
 */
export function describeE2E(name: string, body: () => void): void {
  if (findChromium()) {
    describe(name, body);
    return;
  }
  if (e2eRequired) {
    describe(name, () => {
      it('needs Chromium', () => {
        throw new Error('E2E_REQUIRED=1 but Chromium was not found (apt-get install chromium)');
      });
    });
    return;
  }
  console.warn(
    `[e2e] skipped "${name}": Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
  describe.skip(`${name} (skipped: Chromium not found)`, body);
}
