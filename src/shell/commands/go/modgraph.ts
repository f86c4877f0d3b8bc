// The module graph as `go mod graph`, `go mod verify`, `go list -m` and `go mod why` load it
// (cmd/go/internal/modload LoadModGraph): the main module's requirements are the roots; since Go 1.17
// the graph is pruned, so only the roots' own go.mod files are read (a module whose go.mod says
// go < 1.17, or a main module below 1.17, pulls in its requirements' go.mod files transitively).
import * as gover from '../../../go/build/mod/gover.ts';
import type { ModFile } from '../../../go/build/mod/modfile.ts';
import * as semver from '../../../go/build/mod/semver.ts';
import { findVersion } from '../../modules/universe.ts';
import { loadModFile, loadRootModFiles, replaced } from './modload.ts';
import type { GoRun } from './run.ts';

export interface ModVersion {
  path: string;
  version: string;
}

export interface ModGraph {
  main: string;
  /** Requirements of each loaded module (`path@version`), in cmd/go's order; pruned modules have none. */
  edges: Map<string, ModVersion[]>;
  /** The selected version of every module path (MVS), the main module and go/toolchain excluded. */
  selected: Map<string, string>;
}

export const key = (m: ModVersion): string => (m.version ? `${m.path}@${m.version}` : m.path);

const isToolchainPath = (p: string) => p === 'go' || p === 'toolchain';

/** gover.ModSort: by path, then by version (go/toolchain versions compared as Go versions). */
function modSort(a: ModVersion, b: ModVersion): number {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  if (isToolchainPath(a.path))
    return gover.compare(a.version.replace(/^go/, ''), b.version.replace(/^go/, ''));
  return semver.compare(a.version, b.version);
}

/** "go 1.21.3 requires toolchain 1.21.3" (modload/modfile.go rawGoModSummary), from 1.21 on. */
function goEdges(version: string): ModVersion[] {
  return gover.compare(version, '1.21') >= 0 ? [{ path: 'toolchain', version: `go${version}` }] : [];
}

/**
 * Loads the graph; a failure is cmd/go's `M@V: <error>` for the first go.mod that could not be
 * read, in the roots' order.
 */
export async function loadModGraph(
  run: GoRun,
  mod: ModFile,
): Promise<{ ok: true; graph: ModGraph } | { ok: false; message: string }> {
  const edges = new Map<string, ModVersion[]>();
  const roots: ModVersion[] = mod.require.map((r) => ({ path: r.path, version: r.version }));
  if (mod.go) roots.push({ path: 'go', version: mod.go });
  if (mod.toolchain) roots.push({ path: 'toolchain', version: mod.toolchain });
  roots.sort(modSort);
  edges.set(mod.module, roots);
  const pruned = mod.go !== undefined && gover.compare(mod.go, '1.17') >= 0;
  const queue = roots.filter((r) => !isToolchainPath(r.path));
  const first = await loadRootModFiles(run, queue, mod);
  if (!first.ok) return { ok: false, message: first.message };
  while (queue.length > 0) {
    const m = queue.shift() as ModVersion;
    if (edges.has(key(m))) continue;
    const used = replaced(mod, m.path) ?? m.version;
    const step = await loadModFile(run, m.path, used);
    if (!step.ok) return { ok: false, message: step.message };
    const info = findVersion(m.path, used);
    const reqs: ModVersion[] = (info?.requires ?? []).map((r) => ({ ...r }));
    if (info && gover.compare(info.go, '1.21') >= 0) reqs.push({ path: 'go', version: info.go });
    edges.set(key(m), reqs);
    // A dependency at go >= 1.17 is pruned: its requirements' go.mod files are not read.
    if (!pruned || (info && gover.compare(info.go, '1.17') < 0))
      for (const r of reqs) if (!isToolchainPath(r.path)) queue.push(r);
  }
  const selected = new Map<string, string>();
  const consider = (m: ModVersion) => {
    if (isToolchainPath(m.path) || m.path === mod.module) return;
    const cur = selected.get(m.path);
    if (!cur || semver.compare(m.version, cur) > 0) selected.set(m.path, m.version);
  };
  for (const reqs of edges.values()) for (const r of reqs) consider(r);
  return { ok: true, graph: { main: mod.module, edges, selected } };
}

/** The edges in `go mod graph` order: breadth first from the main module (mvs Graph.WalkBreadthFirst). */
export function graphLines(g: ModGraph): string[] {
  const out: string[] = [];
  const seen = new Set<string>([g.main]);
  const queue: ModVersion[] = [{ path: g.main, version: '' }];
  while (queue.length > 0) {
    const m = queue.shift() as ModVersion;
    const reqs =
      m.path === 'go' ? goEdges(m.version) : m.path === 'toolchain' ? [] : (g.edges.get(key(m)) ?? []);
    for (const r of reqs) {
      out.push(`${key(m)} ${key(r)}`);
      if (!seen.has(key(r))) {
        seen.add(key(r));
        queue.push(r);
      }
    }
  }
  return out;
}
