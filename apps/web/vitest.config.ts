import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    root: './apps/web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
