// Brings every workspace on a page to life (an exercise page has one; a lesson may embed one).
// The editor's code is requested first, in parallel with the workspace's own, so the largest
// download starts as early as it can. (Starting the engine worker before it, engine-worker.ts, made
// the editor miss its 15 s in e2e at load 28: the worker's loading competes with Monaco's.)
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
  const { Workspace } = await import('./workspace.ts');
  return roots.map((root) => new Workspace(root, editor));
}
