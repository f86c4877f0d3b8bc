// The playground's project as data: files by path, the cluster pane's objects, read-only marks.
// Pure (no DOM), so adding, renaming and deleting files are tested without a browser.

export interface ProjectFile {
  path: string;
  content: string;
}

export interface PlaygroundProject {
  files: ProjectFile[];
  /** The cluster pane: objects applied before the manager starts (multi-document YAML). */
  objects: string;
  /** The name `kubectl apply -f` would quote in its errors. */
  objectsName: string;
  /** Paths a template marks read-only (an exercise's project files). */
  readOnly: string[];
}

/** Where a kubebuilder project keeps its sample objects: the cluster pane's file in a zip or a sandbox. */
export const SAMPLES_DIR = 'config/samples/';

export function objectsPath(p: Pick<PlaygroundProject, 'objectsName'>): string {
  return SAMPLES_DIR + p.objectsName;
}

export type PathCheck = { ok: true; path: string } | { ok: false; reason: 'empty' | 'invalid' | 'exists' };

/** A relative '/'-separated path with no '.', '..' or empty elements; leading './' and '/' dropped. */
export function checkPath(raw: string, existing: readonly string[]): PathCheck {
  const path = raw.trim().replace(/^(\.\/|\/)+/, '');
  if (path === '') return { ok: false, reason: 'empty' };
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..') || /[\\\0]/.test(path))
    return { ok: false, reason: 'invalid' };
  if (existing.includes(path)) return { ok: false, reason: 'exists' };
  return { ok: true, path };
}

const byPath = (a: ProjectFile, b: ProjectFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

export function addFile(p: PlaygroundProject, path: string, content = ''): PlaygroundProject {
  return { ...p, files: [...p.files, { path, content }].sort(byPath) };
}

export function renameFile(p: PlaygroundProject, from: string, to: string): PlaygroundProject {
  return {
    ...p,
    files: p.files.map((f) => (f.path === from ? { ...f, path: to } : f)).sort(byPath),
    readOnly: p.readOnly.map((r) => (r === from ? to : r)),
  };
}

export function deleteFile(p: PlaygroundProject, path: string): PlaygroundProject {
  return {
    ...p,
    files: p.files.filter((f) => f.path !== path),
    readOnly: p.readOnly.filter((r) => r !== path),
  };
}

/** What a new Go file starts with: the package clause of its directory's other files, or its directory's name. */
export function newFileContent(p: PlaygroundProject, path: string): string {
  if (!path.endsWith('.go')) return '';
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const sibling = p.files.find(
    (f) =>
      f.path.endsWith('.go') &&
      (f.path.includes('/') ? f.path.slice(0, f.path.lastIndexOf('/')) : '') === dir,
  );
  const m = sibling ? /^package\s+(\w+)/m.exec(sibling.content) : null;
  const name =
    m?.[1] ?? (dir === '' || dir === 'cmd' ? 'main' : (dir.split('/').at(-1) ?? 'main').replace(/\W/g, ''));
  return `package ${name}\n`;
}

/** Folders and files as a tree, folders first, each level sorted: what the file tree shows. */
export interface TreeNode {
  name: string;
  path: string;
  children?: TreeNode[];
}

export function fileTree(paths: readonly string[]): TreeNode[] {
  const root: TreeNode = { name: '', path: '', children: [] };
  for (const path of paths) {
    const parts = path.split('/');
    let node = root;
    parts.forEach((part, i) => {
      const sub = parts.slice(0, i + 1).join('/');
      const leaf = i === parts.length - 1;
      let child = node.children?.find((c) => c.name === part && !!c.children === !leaf);
      if (!child) {
        child = leaf ? { name: part, path: sub } : { name: part, path: sub, children: [] };
        node.children?.push(child);
      }
      node = child;
    });
  }
  const sort = (n: TreeNode) => {
    n.children?.sort((a, b) =>
      !!b.children === !!a.children ? (a.name < b.name ? -1 : 1) : b.children ? 1 : -1,
    );
    n.children?.forEach(sort);
  };
  sort(root);
  return root.children ?? [];
}
