import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each test file builds its own app on its own database (test/app.ts), so files need no fresh
    // module graph: a worker imports the app's modules once, not once per file, which was half of
    // the suite's time (docs/architecture.md §14).
    isolate: false,
  },
});
