// The standard library we ship, measured against Go's own API list (api/go1*.txt in Go's source
// tree: every exported symbol of every standard package).
//
//   node scripts/std-api.ts --extract [GOROOT/api]   keep the lines of the packages we ship, for
//                                                    linux/amd64, in test/go/std/api/go-api.txt
//                                                    (default: /usr/lib/go-1.23/api, else go-1.19)
//   node scripts/std-api.ts [--write] [--missing PKG]
//                                                    coverage per package from the committed list (no
//                                                    Go needed); --write also updates the README table
//                                                    and test/go/std/api/coverage.json; --missing lists
//                                                    a package's absent symbols
//
// Symbols are compared by name: `func F`, `method T.M` (interface methods too), `field T.F`,
// `type T`, `const C`, `var V`. A symbol counts when one of our package's Go declarations declares it.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Expr, File } from '../src/go/syntax/ast.ts';
// Registered before the engine loads: it imports its Go sources as `.go?raw` text.
import '../src/cli/text-imports.ts';

const { stdPackage, stdPackagePaths } = await import('../src/go/std/index.ts');
const { parseFile } = await import('../src/go/syntax/index.ts');

const ROOT = join(import.meta.dirname, '..');
const LIST = join(ROOT, 'test/go/std/api/go-api.txt');
const COVERAGE = join(ROOT, 'test/go/std/api/coverage.json');
const README = join(ROOT, 'README.md');

/** `pkg bytes, method (*Buffer) Len() int` → `bytes` and `method Buffer.Len`; undefined for other platforms. */
export function apiKey(line: string): { pkg: string; key: string } | undefined {
  const m = /^pkg ([^ ,]+)(?: \(([^)]+)\))?, (.*)$/.exec(line);
  if (m === null) return undefined;
  const [, pkg, platform, rest] = m;
  if (platform !== undefined && !/^linux-amd64(-cgo)?$/.test(platform)) return undefined;
  let k: RegExpExecArray | null;
  if ((k = /^(const|var|func) ([A-Za-z_]\w*)/.exec(rest))) return { pkg, key: `${k[1]} ${k[2]}` };
  if ((k = /^method \(\*?([A-Za-z_]\w*)(?:\[[^\]]*\])?\) ([A-Za-z_]\w*)/.exec(rest)))
    return { pkg, key: `method ${k[1]}.${k[2]}` };
  if ((k = /^type ([A-Za-z_]\w*)(?:\[[^\]]*\])? (struct|interface)[^,]*, (embedded )?(.*)$/.exec(rest))) {
    const [, t, kind, embedded, what] = k;
    if (kind === 'interface') {
      if (embedded) return undefined;
      const name = /^([A-Za-z_]\w*)/.exec(what)?.[1];
      return name === undefined ? undefined : { pkg, key: `method ${t}.${name}` };
    }
    const name = embedded
      ? what.replace(/\[.*$/, '').replace(/^\*/, '').split('.').pop()
      : what.split(' ')[0];
    return { pkg, key: `field ${t}.${name}` };
  }
  if ((k = /^type ([A-Za-z_]\w*)/.exec(rest))) return { pkg, key: `type ${k[1]}` };
  return undefined;
}

const exported = (n: string) => /^[A-Z]/.test(n);

function baseName(e: Expr): string | undefined {
  switch (e.kind) {
    case 'Ident':
      return e.name;
    case 'StarExpr':
      return baseName(e.x);
    case 'SelectorExpr':
      return e.sel.name;
    case 'IndexExpr':
    case 'IndexListExpr':
      return baseName(e.x);
    case 'ParenExpr':
      return baseName(e.x);
    default:
      return undefined;
  }
}

interface Declared {
  keys: Set<string>;
  /** Alias type → the type it names in another package (`type FileMode = fs.FileMode`). */
  aliases: Map<string, { path: string; name: string }>;
  /** Interface type → the interfaces it embeds (import path of another package, or '' for this one). */
  embeds: Map<string, { path: string; name: string }[]>;
  /** Struct type → the types of this package it embeds (their methods are promoted to it). */
  fieldEmbeds: Map<string, string[]>;
}

/** The API keys our Go declarations of a package provide (embedded interfaces not yet expanded). */
export function declaredKeys(files: readonly File[]): Declared {
  const out = new Set<string>();
  const embeds = new Map<string, { path: string; name: string }[]>();
  const aliases = new Map<string, { path: string; name: string }>();
  const fieldEmbeds = new Map<string, string[]>();
  for (const f of files) {
    const imports = new Map<string, string>();
    for (const spec of f.imports) {
      const p = spec.path.value.slice(1, -1);
      imports.set(spec.name?.name ?? p.slice(p.lastIndexOf('/') + 1), p);
    }
    for (const d of f.decls) {
      if (d.kind === 'FuncDecl') {
        if (!exported(d.name.name)) continue;
        const recv = d.recv?.list[0]?.type;
        if (recv === undefined) out.add(`func ${d.name.name}`);
        else {
          const t = baseName(recv);
          if (t !== undefined) out.add(`method ${t}.${d.name.name}`);
        }
        continue;
      }
      if (d.kind !== 'GenDecl') continue;
      for (const s of d.specs) {
        if (s.kind === 'ValueSpec') {
          for (const n of s.names) if (exported(n.name)) out.add(`${d.tok} ${n.name}`);
        } else if (s.kind === 'TypeSpec' && exported(s.name.name)) {
          const t = s.name.name;
          out.add(`type ${t}`);
          if (s.assign !== undefined && s.type.kind === 'SelectorExpr' && s.type.x.kind === 'Ident')
            aliases.set(t, { path: imports.get(s.type.x.name) ?? s.type.x.name, name: s.type.sel.name });
          if (s.type.kind === 'StructType') {
            for (const fld of s.type.fields.list) {
              if (fld.names.length === 0) {
                const n = baseName(fld.type);
                if (n !== undefined && exported(n)) out.add(`field ${t}.${n}`);
                const local = fld.type.kind === 'StarExpr' ? fld.type.x : fld.type;
                if (n !== undefined && local.kind === 'Ident')
                  fieldEmbeds.set(t, [...(fieldEmbeds.get(t) ?? []), n]);
              } else for (const n of fld.names) if (exported(n.name)) out.add(`field ${t}.${n.name}`);
            }
          } else if (s.type.kind === 'InterfaceType') {
            for (const m of s.type.methods.list) {
              for (const n of m.names) if (exported(n.name)) out.add(`method ${t}.${n.name}`);
              if (m.names.length > 0) continue;
              const e = m.type;
              const list = embeds.get(t) ?? [];
              if (e.kind === 'Ident' && e.name !== 'error') list.push({ path: '', name: e.name });
              else if (e.kind === 'SelectorExpr' && e.x.kind === 'Ident')
                list.push({ path: imports.get(e.x.name) ?? e.x.name, name: e.sel.name });
              embeds.set(t, list);
            }
          }
        }
      }
    }
  }
  return { keys: out, embeds, aliases, fieldEmbeds };
}

const declaredCache = new Map<string, Declared>();

function declared(path: string): Declared {
  let d = declaredCache.get(path);
  if (d !== undefined) return d;
  const files: File[] = [];
  for (const f of stdPackage(path)?.files ?? []) {
    const r = parseFile(`${path}/${f.name}`, f.src);
    if (r.file !== undefined) files.push(r.file);
  }
  d = declaredKeys(files);
  declaredCache.set(path, d);
  return d;
}

/** The methods of interface `name` of package `path`, embedded ones included (as Go's list has them). */
function interfaceMethods(path: string, name: string, seen = new Set<string>()): string[] {
  if (seen.has(`${path}.${name}`)) return [];
  seen.add(`${path}.${name}`);
  const d = declared(path);
  const prefix = `method ${name}.`;
  const own = [...d.keys].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  for (const e of d.embeds.get(name) ?? []) own.push(...interfaceMethods(e.path || path, e.name, seen));
  return own;
}

function ourKeys(path: string): Set<string> {
  const d = declared(path);
  const keys = new Set(d.keys);
  for (const t of d.embeds.keys()) for (const m of interfaceMethods(path, t)) keys.add(`method ${t}.${m}`);
  // A struct has the methods of the types it embeds (bufio.ReadWriter's *Reader and *Writer): Go's
  // list names them as the struct's own.
  const promoted = (t: string, seen: Set<string>): string[] => {
    if (seen.has(t)) return [];
    seen.add(t);
    const out: string[] = [];
    for (const e of d.fieldEmbeds.get(t) ?? []) {
      const prefix = `method ${e}.`;
      for (const k of keys) if (k.startsWith(prefix)) out.push(k.slice(prefix.length));
      out.push(...promoted(e, seen));
    }
    return out;
  };
  for (const t of d.fieldEmbeds.keys()) for (const m of promoted(t, new Set())) keys.add(`method ${t}.${m}`);
  // An alias has the methods and fields of the type it names (Go's list repeats them under the alias).
  for (const [t, target] of d.aliases) {
    if (target.path === path) continue;
    for (const k of ourKeys(target.path)) {
      const m = /^(method|field) ([A-Za-z_]\w*)\.(.*)$/.exec(k);
      if (m !== null && m[2] === target.name) keys.add(`${m[1]} ${t}.${m[3]}`);
    }
  }
  return keys;
}

export interface PackageCoverage {
  pkg: string;
  have: number;
  total: number;
  missing: string[];
}

/** Coverage of every package we ship that Go's list knows, from the extracted list's text. */
export function coverage(listText: string): PackageCoverage[] {
  const want = new Map<string, Set<string>>();
  for (const line of listText.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const k = apiKey(line);
    if (k === undefined) continue;
    let s = want.get(k.pkg);
    if (s === undefined) want.set(k.pkg, (s = new Set()));
    s.add(k.key);
  }
  const out: PackageCoverage[] = [];
  for (const pkg of [...want.keys()].sort()) {
    const keys = want.get(pkg) as Set<string>;
    const ours = ourKeys(pkg);
    const missing = [...keys].filter((k) => !ours.has(k)).sort();
    out.push({ pkg, have: keys.size - missing.length, total: keys.size, missing });
  }
  return out;
}

function extract(dir: string): void {
  const files = readdirSync(dir)
    .filter((f) => /^go1(\.\d+)?\.txt$/.test(f))
    .sort((a, b) => Number(a.slice(4, -4) || 0) - Number(b.slice(4, -4) || 0));
  const ours = new Set(stdPackagePaths);
  const lines = new Set<string>();
  for (const f of files)
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      const k = apiKey(line);
      if (k !== undefined && ours.has(k.pkg)) lines.add(line);
    }
  const version = existsSync(join(dir, '..', 'VERSION'))
    ? readFileSync(join(dir, '..', 'VERSION'), 'utf8').split('\n')[0]
    : dir;
  const header = `# Go's API list (${files[0]} … ${files[files.length - 1]}, ${version}), the lines of the packages oplab ships,\n# linux/amd64. Generated by scripts/std-api.ts --extract; do not edit.\n`;
  writeFileSync(LIST, header + [...lines].sort().join('\n') + '\n');
  console.log(`${LIST}: ${lines.size} lines from ${files.length} files in ${dir}`);
}

function pct(c: { have: number; total: number }): string {
  return `${((100 * c.have) / c.total).toFixed(1)}%`;
}

/**
 * syscall is shipped for its portable part (Signal, Errno, their constants: what os/signal and
 * operator mains use); its ~2,500 system-call symbols have no meaning in a browser, so the headline
 * figure is given without it as well as with it.
 */
const SYSTEM_CALLS = 'syscall';

function table(cov: PackageCoverage[]): string {
  const sum = (cs: PackageCoverage[]) =>
    cs.reduce((a, c) => ({ have: a.have + c.have, total: a.total + c.total }), { have: 0, total: 0 });
  const total = sum(cov);
  const portable = sum(cov.filter((c) => c.pkg !== SYSTEM_CALLS));
  const rows = cov.map((c) => `| \`${c.pkg}\` | ${c.have} / ${c.total} | ${pct(c)} |`);
  return [
    '| package | symbols | coverage |',
    '| --- | ---: | ---: |',
    ...rows,
    `| **all but \`${SYSTEM_CALLS}\`** | ${portable.have} / ${portable.total} | ${pct(portable)} |`,
    `| **all** | ${total.have} / ${total.total} | ${pct(total)} |`,
  ].join('\n');
}

const args = process.argv.slice(2);
if (import.meta.main) {
  if (args[0] === '--extract') {
    const dir = args[1] ?? ['/usr/lib/go-1.23/api', '/usr/lib/go-1.19/api'].find((d) => existsSync(d)) ?? '';
    if (dir === '' || !existsSync(dir)) {
      console.error(
        'std-api: no Go api/ directory (install golang-1.23-go or golang-1.19-go, or pass GOROOT/api)',
      );
      process.exit(2);
    }
    extract(dir);
  } else {
    const cov = coverage(readFileSync(LIST, 'utf8'));
    const missingFor = args.indexOf('--missing');
    if (missingFor >= 0) {
      const c = cov.find((x) => x.pkg === args[missingFor + 1]);
      console.log(c === undefined ? 'no such package in the list' : c.missing.join('\n'));
    } else {
      for (const c of cov)
        console.log(`${c.pkg.padEnd(24)} ${`${c.have}/${c.total}`.padStart(9)}  ${pct(c).padStart(6)}`);
    }
    if (args.includes('--write')) {
      writeFileSync(
        COVERAGE,
        `${JSON.stringify(Object.fromEntries(cov.map((c) => [c.pkg, { have: c.have, total: c.total }])), null, 2)}\n`,
      );
      const readme = readFileSync(README, 'utf8');
      const start = '<!-- std-api:start -->';
      const end = '<!-- std-api:end -->';
      const i = readme.indexOf(start);
      const j = readme.indexOf(end);
      if (i < 0 || j < 0) throw new Error('README.md lacks the std-api markers');
      writeFileSync(README, `${readme.slice(0, i + start.length)}\n${table(cov)}\n${readme.slice(j)}`);
    }
  }
}
