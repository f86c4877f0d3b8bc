// Shared by the site benches (a module, not a benchmark): marks when an exercise page's engine is
// ready, seen by an observer installed before the page's own scripts, so it also measures builds
// whose workspace reports no timings of its own.
import type { BrowserContext } from 'playwright-core';

/** Script for a document's start: sets `data-bench-engine-at` (page clock, ms) when data-engine turns "ready". */
export const ENGINE_READY_MARK = `new MutationObserver(() => {
  const ws = document.querySelector('[data-workspace]');
  if (ws?.dataset.engine === 'ready' && ws.dataset.benchEngineAt === undefined)
    ws.dataset.benchEngineAt = String(Math.round(performance.now()));
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-engine'] });`;

/** An expression that is the mark's time once set, else "" (for drivers that poll). */
export const ENGINE_READY_PROBE = `document.querySelector('[data-workspace]')?.dataset.benchEngineAt ?? ''`;

/** Every page of `context` marks its engine's readiness (ENGINE_READY_MARK). */
export async function markEngineReady(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: ENGINE_READY_MARK });
}
