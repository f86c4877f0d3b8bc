// What the runner reads from a Go project before running it: the module, the main package's
// directory, and the names kubebuilder's kustomize config gives the deployed manager.

import type { SourceFile } from '../../go/build/load.ts';

export type ProjectInfo = {
  module: string;
  /** package main's directory ('.' for the root) */
  mainDir: string;
  /** kubebuilder's project name: the module path's last element */
  name: string;
  /** the manager's namespace and ServiceAccount (config/default: namePrefix `<name>-`) */
  namespace: string;
  serviceAccount: string;
};

export type ProjectError = { error: string };

function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '.' : path.slice(0, i);
}

/** The package clause of a Go file (comments before it skipped), or undefined. */
export function packageName(src: string): string | undefined {
  const m = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*package\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(src);
  return m?.[1];
}

/** Module, main directory and manager names; go command-style errors for a project that cannot run. */
export function projectInfo(files: readonly SourceFile[], main?: string): ProjectInfo | ProjectError {
  const gomod = files.find((f) => f.name === 'go.mod');
  if (gomod === undefined)
    return {
      error:
        "go: go.mod file not found in current directory or any parent directory; see 'go help modules'\n",
    };
  const mod = /^\s*module\s+("?)([^\s"]+)\1/m.exec(gomod.src);
  if (mod === null)
    return {
      error:
        'go: error reading go.mod: missing module declaration. To specify the module path:\n\tgo mod edit -module=example.com/mod\n',
    };
  const module = mod[2];
  let mainDir = main?.replace(/^\.\//, '').replace(/\/$/, '') || undefined;
  if (mainDir === undefined) {
    const dirs = new Set<string>();
    for (const f of files)
      if (f.name.endsWith('.go') && !f.name.endsWith('_test.go') && packageName(f.src) === 'main')
        dirs.add(dirOf(f.name));
    const sorted = [...dirs].sort();
    mainDir = dirs.has('cmd') ? 'cmd' : dirs.has('.') ? '.' : sorted[0];
    if (mainDir === undefined)
      return { error: `no main package in module ${module}: add cmd/main.go (package main)\n` };
  }
  const name = module.slice(module.lastIndexOf('/') + 1);
  return {
    module,
    mainDir,
    name,
    namespace: `${name}-system`,
    serviceAccount: `${name}-controller-manager`,
  };
}
