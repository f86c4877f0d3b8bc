// Loading example projects from disk for the runner tests.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { withEmbeddable } from '../../../src/cli/embed-files.ts';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import type { RunProjectResult } from '../../../src/kube/run/index.ts';

export const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'examples');

/** A project's go.mod, .go files and config/**.yaml, '/'-separated paths relative to `dir`, sorted. */
export function loadProject(dir: string): { name: string; src: string }[] {
  const out: { name: string; src: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d).sort()) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const name = relative(dir, p).split('\\').join('/');
        if (p.endsWith('.go') || e === 'go.mod' || (name.startsWith('config/') && /\.ya?ml$/.test(name)))
          out.push({ name, src: readFileSync(p, 'utf8') });
      }
    }
  };
  walk(dir);
  // and what //go:embed may name, as oplab run reads it
  return withEmbeddable(dir, out);
}

export function loadYaml(path: string): KubeObject[] {
  return parseAllDocuments(readFileSync(path, 'utf8')).map((d) => d.toJS() as KubeObject);
}

export function find(
  r: RunProjectResult,
  kind: string,
  namespace: string,
  name: string,
): KubeObject | undefined {
  return r.objects.find(
    (o) =>
      o.kind === kind &&
      (o.metadata as { name?: string; namespace?: string }).name === name &&
      ((o.metadata as { namespace?: string }).namespace ?? '') === namespace,
  );
}

/** The result without the live environment, as `oplab run --json` serialises it. */
export function serialisable(r: RunProjectResult): unknown {
  const { env: _env, ...rest } = r;
  return rest;
}
