import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    // Two cores here and in CI: keep the pool small so heavy suites don't starve each other.
    maxWorkers: 2,
    testTimeout: 30_000,
    // beforeAll hooks compile whole projects (controller-runtime and the std packages) cold: on a busy
    // 2-core machine that passes vitest's 10 s default for hooks.
    hookTimeout: 120_000,
  },
});
