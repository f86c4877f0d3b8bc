import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './test/e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4329);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  // Serves the built site (`astro build` runs first in `npm run test:e2e`) like any static host would.
  webServer: {
    command: `node test/e2e/static-server.ts dist ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
