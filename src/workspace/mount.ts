// Brings every workspace on a page to life (an exercise page has one; a lesson may embed one).
// The editor (Monaco) is not loaded here: each workspace loads it on the learner's intent
// (workspace.ts loadEditorOnIntent) and shows the code as text until then. On an exercise page the
// engine worker starts at once: it fetches the engine's code and its package snapshot and reads it
// on its own thread, and the workspace asks for the warm-up (the first build) at once, so Run and
// Check are ready whether or not the editor has been loaded (src/sandbox/worker.ts).
import { startEngineWorker } from './engine-worker.ts';
import type { Workspace } from './workspace.ts';

export async function mountAll(doc: Document): Promise<Workspace[]> {
  const roots = [...doc.querySelectorAll<HTMLElement>('[data-workspace]')].filter(
    (r) => r.dataset.ready !== 'true',
  );
  if (roots.length === 0) return [];
  if (roots.some((r) => r.dataset.embedded !== 'true')) startEngineWorker();
  const { Workspace } = await import('./workspace.ts');
  return roots.map((root) => new Workspace(root));
}
