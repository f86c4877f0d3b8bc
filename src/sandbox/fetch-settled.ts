// When a worker that fetched something may close: once the browser has recorded the fetch as complete.
// The snapshot's worker (snapshot-worker.ts) closes itself when its work is done; closing as soon as the
// body's last byte was read cut the fetch's completion notice off from DevTools.

/** How long a worker waits, at most, for its fetch to be recorded as complete. */
export const SETTLE_MS = 3000;
/**
 * Resolves once the browser has recorded the fetch of `url` as complete (its resource-timing entry,
 * added when the response's completion reaches this thread), or after `waitMs`. The body's last
 * byte reaches the reader before that completion does; a worker that closed in between left the
 * request unfinished to DevTools, for good: Playwright keeps a closed worker's unfinished requests in
 * flight (playwright-core's CRNetworkManager.removeSession), so a page's `networkidle` never came
 * (2 cold loads in 30 at load 16, the engine ready in both).
 */
export function fetchSettled(url: string, waitMs = SETTLE_MS): Promise<void> {
  let absolute: string;
  try {
    absolute = new URL(url, (globalThis as { location?: { href: string } }).location?.href).href;
  } catch {
    return Promise.resolve();
  }
  const done = () => performance.getEntriesByName(absolute, 'resource').length > 0;
  if (done() || typeof PerformanceObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (done()) finish();
    });
    const timer = setTimeout(() => finish(), waitMs);
    function finish() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'resource', buffered: true });
  });
}
