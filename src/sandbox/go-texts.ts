// The registry packages' Go source text in a site page's engine worker. The site build leaves the
// texts out of the engine's code (scripts/site-go-texts.ts; src/go/build/go-text.ts): with the site
// snapshot in use, a page never parses them. When a build does need one (a program imports a package
// the snapshot lacks, an older controller-runtime, no snapshot at all), it needs it in the middle of
// that build, which is synchronous: the texts are fetched then, all at once (~200 KB), with a
// synchronous request (allowed in a worker; the page's thread is not blocked).
import { inflateSync } from 'fflate';
import { setGoTextLoader } from '../go/build/go-text.ts';

/** Loads the texts from `url` (the page's hashed asset) when one is first read. */
export function loadGoTextsFrom(url: string): void {
  setGoTextLoader(() => {
    const req = new XMLHttpRequest();
    req.open('GET', url, false);
    req.responseType = 'arraybuffer';
    req.send();
    if (req.status !== 200 || !(req.response instanceof ArrayBuffer))
      throw new Error(
        `the Go sources of the standard and Kubernetes packages did not load (HTTP ${req.status})`,
      );
    const texts: unknown = JSON.parse(new TextDecoder().decode(inflateSync(new Uint8Array(req.response))));
    if (!Array.isArray(texts) || !texts.every((t) => typeof t === 'string'))
      throw new Error('the Go sources of the standard and Kubernetes packages are not a list of texts');
    return texts as string[];
  });
}
