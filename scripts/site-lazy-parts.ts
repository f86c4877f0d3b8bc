// Build step: parts of the engine that the exercise page's worker loads only when a job needs them
// (src/sandbox/lazy-parts.ts). In the engine worker's bundle only, a few imports resolve to
// stand-ins instead of the modules they name; the modules themselves are unchanged and become chunks
// of their own, imported by the stand-ins. The CLI, Node and the terminal's worker import them as
// written. A listed import that no longer exists fails the build, so a moved import is noticed.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The worker whose bundle gets the stand-ins. */
const ENGINE_WORKER = join(root, 'src', 'sandbox', 'worker.ts');

/** The grader's list of check families (read for the stand-in's own list). */
export const CHECKS_INDEX = join(root, 'src', 'grader', 'checks', 'index.ts');

const CHECKS_STAND_IN = '\0oplab-lazy-checks.ts';

export interface Substitution {
  /** The importing module (absolute). */
  importer: string;
  /** The module it imports (absolute, or a package's name), which the stand-in replaces for that importer. */
  module: string;
  /** The stand-in: a module's absolute path, or a virtual id this plugin writes. */
  standIn: string;
}

export const SUBSTITUTIONS: readonly Substitution[] = [
  // CEL, for CRDs with x-kubernetes-validations only.
  {
    importer: join(root, 'src', 'kube', 'apiserver', 'server.ts'),
    module: join(root, 'src', 'kube', 'apiserver', 'cel', 'validate.ts'),
    standIn: join(root, 'src', 'sandbox', 'lazy', 'cel-validate.ts'),
  },
  {
    importer: join(root, 'src', 'kube', 'apiserver', 'crdvalidation.ts'),
    module: join(root, 'src', 'kube', 'apiserver', 'cel', 'validate.ts'),
    standIn: join(root, 'src', 'sandbox', 'lazy', 'cel-validate.ts'),
  },
  // text/template, for programs that import it.
  {
    importer: join(root, 'src', 'kube', 'apiserver', 'workloadvalidation.ts'),
    module: join(root, 'src', 'kube', 'apiserver', 'pvcupdate.ts'),
    standIn: join(root, 'src', 'sandbox', 'lazy', 'pvc-update.ts'),
  },
  {
    importer: join(root, 'src', 'go', 'std', 'index.ts'),
    module: join(root, 'src', 'go', 'std', 'text', 'template.ts'),
    standIn: join(root, 'src', 'sandbox', 'lazy', 'text-template.ts'),
  },
  // encoding/binary and crypto/rand, for programs that import them.
  {
    importer: join(root, 'src', 'go', 'std', 'index.ts'),
    module: join(root, 'src', 'go', 'std', 'extra.ts'),
    standIn: join(root, 'src', 'sandbox', 'lazy', 'std-extra.ts'),
  },
  // big.Float's natives, for programs that import math/big (the Kubernetes packages use only Int).
  {
    importer: join(root, 'src', 'go', 'std', 'math', 'big', 'package.ts'),
    module: join(root, 'src', 'go', 'std', 'math', 'big', 'float.ts'),
    standIn: join(root, 'src', 'sandbox', 'lazy', 'big-float.ts'),
  },
  // Third-party API types (cert-manager, prometheus-operator), for programs that import them.
  {
    importer: join(root, 'src', 'kube', 'gopkg', 'index.ts'),
    module: join(root, 'src', 'kube', 'gopkg', 'extapi', 'extapi.ts'),
    standIn: join(root, 'src', 'sandbox', 'lazy', 'extapi.ts'),
  },
  // The YAML parser, for jobs whose files hold YAML (the modules of the engine worker's first chunks
  // that import it; others, loaded later, share its chunk).
  ...[
    ['src', 'kube', 'yamljson.ts'],
    ['src', 'kube', 'gopkg', 'sigsyaml', 'yaml.ts'],
    ['src', 'kube', 'run', 'crds.ts'],
    ['src', 'kube', 'run', 'deployment.ts'],
    ['src', 'kube', 'bind', 'client-envtest.ts'],
    ['src', 'grader', 'cluster-objects.ts'],
    ['src', 'sandbox', 'cluster-views.ts'],
    ['src', 'sandbox', 'objects-yaml.ts'],
  ].map((p) => ({
    importer: join(root, ...p),
    module: 'yaml',
    standIn: join(root, 'src', 'sandbox', 'lazy', 'yaml.ts'),
  })),
  // The grader's check families, for the exercises that use them.
  {
    importer: join(root, 'src', 'grader', 'grade.ts'),
    module: CHECKS_INDEX,
    standIn: CHECKS_STAND_IN,
  },
];

/**
 * The stand-in for src/grader/checks/index.ts, from its text: `CHECKS` over the same families, each
 * imported when needed. Fails unless the file still imports each family it spreads into its list
 * (`import { xChecks } from './x.ts'` … `...xChecks`) and nothing else but types.
 */
export function checksStandIn(indexText: string, indexPath = CHECKS_INDEX): string {
  const imports = new Map<string, string>();
  for (const m of indexText.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/gm)) {
    if (m[1]) continue;
    const names = m[2]!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (names.length !== 1 || !/^\w+$/.test(names[0]!))
      throw new Error(`${indexPath}: cannot defer the import of {${m[2]}} from ${m[3]}`);
    imports.set(names[0]!, m[3]!);
  }
  const spread = [...indexText.matchAll(/^\s*\.\.\.(\w+),?$/gm)].map((m) => m[1]!);
  const missing = spread.filter((s) => !imports.has(s));
  const unused = [...imports.keys()].filter((n) => !spread.includes(n));
  if (spread.length === 0 || missing.length > 0 || unused.length > 0)
    throw new Error(
      `${indexPath}: the check families' list is not "import { xChecks } from './x.ts'" and "...xChecks" ` +
        `(spread without import: ${missing.join(', ') || 'none'}; imported, not spread: ${unused.join(', ') || 'none'})`,
    );
  const runtime = join(root, 'src', 'sandbox', 'lazy', 'grader-checks.ts');
  const lines = spread.map((name) => {
    const file = resolve(dirname(indexPath), imports.get(name)!);
    const family = /([^/\\]+)\.ts$/.exec(file)?.[1] ?? name;
    return `  ${JSON.stringify(family)}: () => import(${JSON.stringify(file)}).then((m) => m.${name}),`;
  });
  return `import { lazyCheckFamilies } from ${JSON.stringify(runtime)};\nexport const CHECKS = lazyCheckFamilies({\n${lines.join('\n')}\n});\n`;
}

/** Vite (Rolldown) plugin for the worker bundles (astro.config.mjs `worker.plugins`). */
export function lazyPartsPlugin() {
  let active = false;
  const used = new Set<Substitution>();
  return {
    name: 'oplab-lazy-parts',
    enforce: 'pre' as const,
    buildStart(options: { input?: unknown }) {
      const input = options.input;
      const entries = Array.isArray(input)
        ? input
        : input !== null && typeof input === 'object'
          ? Object.values(input)
          : [input];
      active = entries.some((e) => typeof e === 'string' && e.split('?')[0] === ENGINE_WORKER);
      used.clear();
    },
    async resolveId(
      this: { resolve(s: string, i?: string, o?: { skipSelf: boolean }): Promise<{ id: string } | null> },
      source: string,
      importer: string | undefined,
    ) {
      if (!active || importer === undefined) return null;
      const from = importer.split('?')[0];
      // A relative import names a file; a bare one (a package) is matched as written.
      const target = source.startsWith('.') ? resolve(dirname(from), source.split('?')[0]!) : source;
      const s = SUBSTITUTIONS.find((x) => x.importer === from && target === x.module);
      if (s === undefined) return null;
      used.add(s);
      return s.standIn;
    },
    load(id: string) {
      if (!active || id !== CHECKS_STAND_IN) return null;
      return checksStandIn(readFileSync(CHECKS_INDEX, 'utf8'));
    },
    buildEnd(this: { error(m: string): never }, err?: unknown) {
      if (!active || err) return;
      const unused = SUBSTITUTIONS.filter((s) => !used.has(s));
      if (unused.length > 0)
        this.error(
          `engine parts loaded on demand: ${unused.map((s) => `${s.importer} no longer imports ${s.module}`).join('; ')} (scripts/site-lazy-parts.ts)`,
        );
    },
  };
}
