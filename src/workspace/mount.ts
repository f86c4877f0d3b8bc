// Brings every workspace on a page to life (an exercise page has one; a lesson may embed one).
// The editor's code is requested first, in parallel with the workspace's own, so the largest
// download starts as early as it can. On an exercise page the engine worker starts next: it fetches
// the engine's code and its package snapshot and reads it on its own thread, and the workspace asks
// for the warm-up (the first build) at once, so the engine gets ready beside the editor's load
// rather than after it (src/sandbox/worker.ts).
import { startEngineWorker } from './engine-worker.ts';
import type { Workspace } from './workspace.ts';

export async function mountAll(doc: Document): Promise<Workspace[]> {
  const roots = [...doc.querySelectorAll<HTMLElement>('[data-workspace]')].filter(
    (r) => r.dataset.ready !== 'true',
  );
  if (roots.length === 0) return [];
  const editorWanted = roots.some((r) => r.dataset.embedded !== 'true');
  const editor = editorWanted ? import('./editor.ts') : undefined;
  // A failed early load is reported by the workspace when it loads the editor itself.
  editor?.catch(() => {});
  if (editorWanted) startEngineWorker();
  const { Workspace } = await import('./workspace.ts');
  return roots.map((root) => new Workspace(root, editor));
}
