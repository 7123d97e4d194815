// An unexpected console.error fails the test that caused it; a test that expects one spies on it first.
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
let original: typeof console.error;

beforeEach(() => {
  errors = [];
  original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
  };
});

afterEach(() => {
  const unexpected = vi.isMockFunction(console.error) ? [] : errors;
  console.error = original;
  if (unexpected.length > 0) {
    throw new Error(
      `Unexpected console.error: ${unexpected.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
