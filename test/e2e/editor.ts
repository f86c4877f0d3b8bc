// The exercise workspace's editor (Monaco) loads on the learner's intent (src/workspace/workspace.ts
// loadEditorOnIntent); until then the code is a plain text view. Tests open it as a learner would.
import { expect, type Locator } from '@playwright/test';

/**
 * Clicks into the code, as a learner starting to work does, and waits for the editor to be up. The
 * editor may come up on its own meanwhile (intent seen before the click: a lesson's workspace scrolled
 * near, the pointer over its toolbar), and then the plain view it replaces is gone: a click waiting for
 * it would wait out the test (seen on CI, session 33), so the click is tried in short attempts.
 */
export async function openEditor(ws: Locator, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await ws.getAttribute('data-editor')) !== 'ready' && Date.now() < deadline) {
    try {
      await ws.locator('[data-static-text]').click({ timeout: 2_000 });
      break;
    } catch {
      // replaced by the editor meanwhile, or not clickable yet: look again
    }
  }
  await expect(ws).toHaveAttribute('data-editor', 'ready', {
    timeout: Math.max(1_000, deadline - Date.now()),
  });
}
