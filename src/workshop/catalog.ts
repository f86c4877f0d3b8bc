// The exercises a workshop can list, read at build time (Node) for the workshop pages: id, kind,
// title in each locale and page path. Code exercises come from exercise.yaml, terminal exercises
// from exercise.json; the order is the lessons' order, as in the sidebar.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';

export interface CatalogEntry {
  id: string;
  kind: 'code' | 'terminal';
  title: { en: string; 'zh-cn': string };
  /** Page path without the locale: `/exercises/scope-get/`. */
  path: string;
}

const ORDER = [
  'gomod-proxy',
  'scope-get',
  'scope-list',
  'scope-cluster',
  'scope-cache',
  'status-subresource',
  'status-conflict',
  'status-conditions',
  'webhook-validate',
  'webhook-local',
  'rbac-markers',
  'capstone',
];

// From the working directory: at build time this module runs bundled inside dist/, not from src/.
export function exerciseCatalog(root = join(process.cwd(), 'exercises')): CatalogEntry[] {
  const out: CatalogEntry[] = [];
  for (const d of readdirSync(root, { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    const readers: [string, (text: string) => unknown, 'code' | 'terminal'][] = [
      ['exercise.yaml', (t) => parseYaml(t), 'code'],
      ['exercise.json', (t) => JSON.parse(t), 'terminal'],
    ];
    for (const [file, parse, kind] of readers) {
      let ex: { kind?: string; title?: { en?: string; 'zh-cn'?: string } };
      try {
        ex = parse(readFileSync(join(root, d.name, file), 'utf8')) as typeof ex;
      } catch {
        continue;
      }
      if (ex?.kind !== kind || !ex.title?.en) continue;
      out.push({
        id: d.name,
        kind,
        title: { en: ex.title.en, 'zh-cn': ex.title['zh-cn'] ?? ex.title.en },
        path: `/${kind === 'code' ? 'exercises' : 'terminal'}/${d.name}/`,
      });
    }
  }
  const rank = (id: string) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length);
  return out.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}
