// The project's name for a download: the module path's last element (kubebuilder's project name).
import type { PlaygroundProject } from './project.ts';

export function newProjectName(project: PlaygroundProject): string {
  const gomod = project.files.find((f) => f.path === 'go.mod')?.content ?? '';
  const m = /^\s*module\s+"?([^\s"]+)"?/m.exec(gomod);
  const last = m?.[1]?.split('/').at(-1) ?? 'operator';
  return last.replace(/[^A-Za-z0-9._-]/g, '-') || 'operator';
}
