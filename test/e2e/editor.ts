// The exercise workspace's editor (Monaco) loads on the learner's intent (src/workspace/workspace.ts
// loadEditorOnIntent); until then the code is a plain text view. Tests open it as a learner would.
import { expect, type Locator } from '@playwright/test';

/** Clicks into the code, as a learner starting to work does, and waits for the editor to be up. */
export async function openEditor(ws: Locator, timeout = 30_000): Promise<void> {
  await ws.locator('[data-static-text]').click();
  await expect(ws).toHaveAttribute('data-editor', 'ready', { timeout });
}
