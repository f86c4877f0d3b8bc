// The Kubernetes Go packages we simulate, measured against the real packages' exported API: which
// symbols of apimachinery and controller-runtime that a reconciler plausibly uses are not declared
// by our packages (src/kube/gopkg), so code using them fails to compile here while it builds with Go.
//
//   node scripts/kube-api.ts [--all]
//
// controller-runtime v0.24.1 with its apimachinery v0.36.0 (the simulator's default minor). Reads the real packages from the bare mirrors (/work/.mirror/<owner>+<repo>/repo, `git show
// <tag>:<dir>/<file>.go`), non-test files only, and compares by name: `func F`, `method T.M`,
// `type T`, `const C`, `var V` (struct fields are not compared). Without --all, only the curated
// packages reconcilers import are listed. Needs the mirrors; prints a Markdown table and the gaps.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Expr, File } from '../src/go/syntax/ast.ts';
// Registered before the engine loads: it imports its Go sources as `.go?raw` text.
import '../src/cli/text-imports.ts';

const { parseFile } = await import('../src/go/syntax/index.ts');
const { kubePackage } = await import('../src/kube/gopkg/index.ts');

const MIRROR = '/work/.mirror';

interface Source {
  repo: string;
  tag: string;
  /** import path prefix → directory in the repo */
  prefix: string;
}

const APIMACHINERY: Source = {
  repo: 'kubernetes+apimachinery',
  tag: 'v0.36.0',
  prefix: 'k8s.io/apimachinery/',
};
const CONTROLLER_RUNTIME: Source = {
  repo: 'kubernetes-sigs+controller-runtime',
  tag: 'v0.24.1',
  prefix: 'sigs.k8s.io/controller-runtime',
};

/** Packages a reconciler in the exercises plausibly imports. */
const PACKAGES = [
  'k8s.io/apimachinery/pkg/api/equality',
  'k8s.io/apimachinery/pkg/api/errors',
  'k8s.io/apimachinery/pkg/api/meta',
  'k8s.io/apimachinery/pkg/apis/meta/v1',
  'k8s.io/apimachinery/pkg/apis/meta/v1/unstructured',
  'k8s.io/apimachinery/pkg/fields',
  'k8s.io/apimachinery/pkg/labels',
  'k8s.io/apimachinery/pkg/runtime/schema',
  'k8s.io/apimachinery/pkg/selection',
  'k8s.io/apimachinery/pkg/types',
  'k8s.io/apimachinery/pkg/util/intstr',
  'sigs.k8s.io/controller-runtime',
  'sigs.k8s.io/controller-runtime/pkg/builder',
  'sigs.k8s.io/controller-runtime/pkg/client',
  'sigs.k8s.io/controller-runtime/pkg/controller/controllerutil',
  'sigs.k8s.io/controller-runtime/pkg/event',
  'sigs.k8s.io/controller-runtime/pkg/handler',
  'sigs.k8s.io/controller-runtime/pkg/log',
  'sigs.k8s.io/controller-runtime/pkg/predicate',
  'sigs.k8s.io/controller-runtime/pkg/reconcile',
];

function sourceOf(path: string): { src: Source; dir: string } | undefined {
  for (const src of [APIMACHINERY, CONTROLLER_RUNTIME]) {
    if (path === src.prefix.replace(/\/$/, '')) return { src, dir: '' };
    if (path.startsWith(src.prefix)) return { src, dir: path.slice(src.prefix.length).replace(/^\//, '') };
  }
  return undefined;
}

function git(src: Source, ...args: string[]): string {
  return execFileSync('git', ['-C', `${MIRROR}/${src.repo}/repo`, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

function recvName(t: Expr | undefined): string {
  let x = t;
  while (x !== undefined && (x.kind === 'StarExpr' || x.kind === 'ParenExpr')) x = x.x;
  if (x?.kind === 'IndexExpr' || x?.kind === 'IndexListExpr') x = x.x;
  return x?.kind === 'Ident' ? x.name : '?';
}

/** Exported symbols of one Go file. */
function symbols(file: File, out: Set<string>): void {
  const exported = (n: string) => /^[A-Z]/.test(n);
  for (const d of file.decls) {
    if (d.kind === 'FuncDecl') {
      if (!exported(d.name.name)) continue;
      if (d.recv === undefined) out.add(`func ${d.name.name}`);
      else {
        const r = recvName(d.recv.list[0]?.type);
        if (exported(r)) out.add(`method ${r}.${d.name.name}`);
      }
    } else if (d.kind === 'GenDecl') {
      for (const s of d.specs) {
        if (s.kind === 'TypeSpec') {
          if (!exported(s.name.name)) continue;
          out.add(`type ${s.name.name}`);
          if (s.type.kind === 'InterfaceType')
            for (const m of s.type.methods.list)
              for (const n of m.names) if (exported(n.name)) out.add(`method ${s.name.name}.${n.name}`);
        } else if (s.kind === 'ValueSpec') {
          for (const n of s.names) if (exported(n.name)) out.add(`${d.tok} ${n.name}`);
        }
      }
    }
  }
}

function realSymbols(path: string): Set<string> | undefined {
  const where = sourceOf(path);
  if (where === undefined) return undefined;
  const { src, dir } = where;
  let names: string[];
  try {
    names = git(src, 'ls-tree', '--name-only', `${src.tag}:${dir}`)
      .split('\n')
      .filter(
        (n) =>
          n.endsWith('.go') &&
          !n.endsWith('_test.go') &&
          // generated code: protobuf, swagger docs, deepcopy (our types get deepcopy from deepcopy.ts)
          !n.startsWith('zz_generated') &&
          !n.endsWith('.pb.go') &&
          !n.endsWith('_generated.go'),
      );
  } catch {
    return undefined;
  }
  const out = new Set<string>();
  for (const n of names) {
    const text = git(src, 'show', `${src.tag}:${dir ? `${dir}/` : ''}${n}`);
    if (/^\/\/go:build .*ignore/m.test(text)) continue;
    const f = parseFile(n, text).file;
    if (f !== undefined) symbols(f, out);
  }
  return out;
}

function ourSymbols(path: string): Set<string> {
  const out = new Set<string>();
  const pkg = kubePackage(path);
  for (const f of pkg?.files ?? []) {
    const parsed = parseFile(f.name, f.src).file;
    if (parsed !== undefined) symbols(parsed, out);
  }
  return out;
}

function main(): void {
  if (!existsSync(MIRROR)) {
    console.error(`no mirrors at ${MIRROR}`);
    process.exit(2);
  }
  const rows: string[] = ['| package | real | ours | missing |', '|---|---:|---:|---:|'];
  const gaps: string[] = [];
  for (const path of PACKAGES) {
    const real = realSymbols(path);
    if (real === undefined) {
      rows.push(`| ${path} | ? | | |`);
      continue;
    }
    const ours = ourSymbols(path);
    const missing = [...real].filter((s) => !ours.has(s)).sort();
    rows.push(
      `| ${path} | ${real.size} | ${[...real].filter((s) => ours.has(s)).length} | ${missing.length} |`,
    );
    if (missing.length > 0) gaps.push(`\n## ${path}\n\n${missing.join('\n')}`);
  }
  console.log(rows.join('\n'));
  console.log(gaps.join('\n'));
}

main();
