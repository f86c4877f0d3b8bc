// What a page requested, and the built site's files (dist/) those requests were served from: the e2e
// static server sends them as they are. The response bodies Playwright keeps can be gone by the time a
// test reads them (one CI run counted 3.8 KB for the exercise page from them), and a body read as ''
// would let a test that looks for something in it pass without having looked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';

/**
 * Every request the page's context made (its workers' included) while `path` loaded to network idle,
 * then, if given, while `settled` ran and the network was idle again; in the order first made.
 */
export async function requestedBy(
  page: Page,
  path: string,
  settled?: () => Promise<void>,
): Promise<{ url: string; type: string }[]> {
  const seen = new Map<string, string>();
  const onRequest = (r: Request) => {
    if (!seen.has(r.url())) seen.set(r.url(), r.resourceType());
  };
  page.context().on('request', onRequest);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    if (settled !== undefined) {
      await settled();
      await page.waitForLoadState('networkidle');
    }
  } finally {
    // A later page's measure must not also land in this one's list.
    page.context().off('request', onRequest);
  }
  return [...seen].map(([url, type]) => ({ url, type }));
}

/** The bytes of the built file a request for `url` (or a path) was served from. */
export function builtFile(url: string): Buffer {
  return readFileSync(join('dist', decodeURIComponent(new URL(url, 'http://x').pathname)));
}
