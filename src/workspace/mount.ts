// Brings every workspace on a page to life (an exercise page has one; a lesson may embed one).
// On an exercise page the engine worker starts first, then the editor's code is requested, in
// parallel with the workspace's own, so the largest downloads start as early as they can.
import { startEngineWorker } from './engine-worker.ts';
import type { Workspace } from './workspace.ts';

export async function mountAll(doc: Document): Promise<Workspace[]> {
  const roots = [...doc.querySelectorAll<HTMLElement>('[data-workspace]')].filter(
    (r) => r.dataset.ready !== 'true',
  );
  if (roots.length === 0) return [];
  const editorWanted = roots.some((r) => r.dataset.embedded !== 'true');
  // An exercise page warms the engine at once (workspace.ts): its worker starts first of all.
  if (editorWanted) startEngineWorker();
  const editor = editorWanted ? import('./editor.ts') : undefined;
  // A failed early load is reported by the workspace when it loads the editor itself.
  editor?.catch(() => {});
  const { Workspace } = await import('./workspace.ts');
  return roots.map((root) => new Workspace(root, editor));
}
