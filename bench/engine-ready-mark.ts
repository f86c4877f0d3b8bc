// Shared by the site benches (a module, not a benchmark): marks when an exercise page's engine is
// ready, seen by an observer installed before the page's own scripts, so it also measures builds
// whose workspace reports no timings of its own.
import type { BrowserContext } from 'playwright-core';

/** Every page of `context` sets `data-bench-engine-at` (page clock, ms) when data-engine turns "ready". */
export async function markEngineReady(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new MutationObserver(() => {
      const ws = document.querySelector<HTMLElement>('[data-workspace]');
      if (ws?.dataset.engine === 'ready' && ws.dataset.benchEngineAt === undefined)
        ws.dataset.benchEngineAt = String(Math.round(performance.now()));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-engine'] });
  });
}
