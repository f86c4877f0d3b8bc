// The registry packages' Go source text in a site page's engine worker. The site build leaves the
// texts out of the engine's code (scripts/site-go-texts.ts; src/go/build/go-text.ts): with the site
// snapshot in use, a page never parses them. When a build does need one (a program imports a package
// the snapshot lacks, an older controller-runtime, no snapshot at all), it needs it in the middle of
// that build, which is synchronous: the texts are fetched then, all at once (~200 KB), with a
// synchronous request (allowed in a worker; the page's thread is not blocked).
//
// A page must keep working once loaded, network or not (the texts were in the engine's code before):
// so once the engine has finished its first job and sat idle a while, the compressed texts are
// fetched in the background and kept, and a later build inflates them from memory. The delay keeps
// them out of the page's start (they are needed rarely); a build needing them sooner fetches them.
import { inflateSync } from 'fflate';
import { setGoTextLoader } from '../go/build/go-text.ts';

/** How long the engine sits idle after its first job before the texts are fetched to keep. */
export const PREFETCH_AFTER_IDLE_MS = 5_000;

let sourceUrl: string | undefined;
/** The compressed texts, fetched ahead while the engine was idle (until a build reads them). */
let kept: Uint8Array | undefined;
let loaded = false;
/** Whether the fetch ahead was asked for (cleared when it failed, so a later idle tries again). */
let prefetching = false;

/** Loads the texts from `url` (the page's hashed asset) when one is first read. */
export function loadGoTextsFrom(url: string): void {
  sourceUrl = url;
  setGoTextLoader(() => {
    const bytes = kept ?? fetchNow(url);
    kept = undefined; // parsed once (go-text.ts keeps the texts): the compressed copy is not needed
    loaded = true;
    const texts: unknown = JSON.parse(new TextDecoder().decode(inflateSync(bytes)));
    if (!Array.isArray(texts) || !texts.every((t) => typeof t === 'string'))
      throw new Error('the Go sources of the standard and Kubernetes packages are not a list of texts');
    return texts as string[];
  });
}

function fetchNow(url: string): Uint8Array {
  const req = new XMLHttpRequest();
  req.open('GET', url, false);
  req.responseType = 'arraybuffer';
  try {
    req.send();
  } catch {
    // Offline: a synchronous request throws a NetworkError rather than ending with a status.
  }
  if (req.status !== 200 || !(req.response instanceof ArrayBuffer))
    throw new Error(
      `the Go sources of the standard and Kubernetes packages did not load (HTTP ${req.status})`,
    );
  return new Uint8Array(req.response);
}

/**
 * The engine finished a job. After the first, and once it has been idle for `delayMs` (a timer in
 * the worker runs only between jobs), the texts are fetched and kept unless a build loaded them.
 */
export function engineIdle(delayMs = PREFETCH_AFTER_IDLE_MS): void {
  if (prefetching || sourceUrl === undefined) return;
  prefetching = true;
  const url = sourceUrl;
  setTimeout(() => {
    if (loaded) return;
    fetch(url)
      .then((r) => (r.ok ? r.arrayBuffer() : undefined))
      .then(
        (b) => {
          if (b !== undefined && !loaded) kept = new Uint8Array(b);
        },
        // Not there now (offline already): a build that needs them asks again then.
        () => void (prefetching = false),
      );
  }, delayMs);
}
