// The disk as the Go loader's ModuleFS (src/go/build/mod/fs.ts): the module cache, vendor/ and
// `replace` directories beside a project are read lazily, file by file, as the go command reads them.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path/posix';
import type { ModuleFS } from '../go/index.ts';

/**
 * `mount` maps a virtual project root (the runner's /home/gopher/app) onto the real one; its parent
 * maps onto the real parent, so `replace x => ../lib` finds the directory beside the project.
 */
export function diskModuleFS(mount?: { virtual: string; real: string }): ModuleFS {
  const real = (p: string): string => {
    if (mount === undefined) return p;
    if (p === mount.virtual || p.startsWith(`${mount.virtual}/`))
      return mount.real + p.slice(mount.virtual.length);
    const vp = dirname(mount.virtual);
    if (p.startsWith(`${vp}/`)) return dirname(mount.real) + p.slice(vp.length);
    return p;
  };
  return {
    list(dir) {
      try {
        const entries = readdirSync(real(dir), { withFileTypes: true });
        const files: string[] = [];
        const dirs: string[] = [];
        for (const e of entries) {
          if (e.isDirectory()) dirs.push(e.name);
          else if (e.isFile() || (e.isSymbolicLink() && statSync(`${real(dir)}/${e.name}`).isFile()))
            files.push(e.name);
        }
        return { files: files.sort(), dirs: dirs.sort() };
      } catch {
        return undefined;
      }
    },
    read(path) {
      try {
        return readFileSync(real(path), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}
