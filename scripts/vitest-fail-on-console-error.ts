import { afterEach, vi } from 'vitest';

// A console.error a test did not expect is a bug it would otherwise hide.
// A test that expects one spies on console.error itself (vi.spyOn), which replaces this.
let unexpected: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  unexpected.push(args);
  original(...args);
};

afterEach(() => {
  const errors = unexpected;
  unexpected = [];
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
