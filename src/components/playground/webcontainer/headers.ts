// The sandbox page, and only it, is cross-origin isolated (WebContainers need SharedArrayBuffer):
// the rest of the site keeps working on hosts that send no such headers, and embeds stay frameable.
// https://webcontainers.io/guides/configuring-headers
import type { HeaderRule } from '../../../embed/headers.ts';
import { siteLocales } from '../../../workspace/exercise-data.ts';

export const SANDBOX_CLI_DIR = 'sandbox-cli';

export function sandboxHeaderRules(): HeaderRule[] {
  return siteLocales.map((locale) => ({
    pattern: `/${locale}/playground/sandbox/*`,
    headers: [
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Cross-Origin-Embedder-Policy', 'require-corp'],
    ],
  }));
}
