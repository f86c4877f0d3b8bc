// The built site's files (dist/), which the e2e static server sends as they are: what a page fetched
// is read from here by its path. The response bodies Playwright keeps can be gone by the time a test
// reads them (one CI run counted 3.8 KB for the exercise page from them), and a body read as '' would
// let a test that looks for something in it pass without having looked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The bytes of the built file a request for `url` was served from. */
export function builtFile(url: string): Buffer {
  return readFileSync(join('dist', decodeURIComponent(new URL(url, 'http://x').pathname)));
}
