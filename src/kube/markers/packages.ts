// The Go packages controller-gen sees: the learner's project (grouped by directory, import paths
// from go.mod's module line) and, for types the API types refer to, the simulated Kubernetes
// packages (src/kube/gopkg, whose declarations are Go source too). Markers are collected and parsed
// per package, as controller-gen's Collector does.

import { goText, goTextFacts } from '../../go/build/go-text.ts';
import { skippedDir } from '../../go/build/mod/imports.ts';
import type { Diagnostic, File, FuncDecl, GenDecl, TypeSpec } from '../../go/syntax/ast.ts';
import { parseGoMod } from '../../go/syntax/gomod.ts';
import { parseFile } from '../../go/syntax/index.ts';
import { packageClauseName } from '../gopkg/deepcopy-names.ts';
import { kubePackage } from '../gopkg/index.ts';
import type { Definition } from './args.ts';
import { lookup, parseMarker } from './args.ts';
import type { MarkerComment } from './collect.ts';
import { collectFileMarkers, extractDoc, typeDoc } from './collect.ts';
import { fieldDefs, packageDefs, typeDefs } from './registry.ts';

export interface SourceFile {
  name: string;
  src: string;
}

/** Parsed marker values by definition name, in source order, with where each came from. */
export class MarkerValues {
  private readonly m = new Map<string, { value: unknown; at: MarkerComment }[]>();
  add(name: string, value: unknown, at: MarkerComment): void {
    let l = this.m.get(name);
    if (l === undefined) this.m.set(name, (l = []));
    l.push({ value, at });
  }
  get(name: string): unknown | undefined {
    return this.m.get(name)?.[0]?.value;
  }
  all(name: string): { value: unknown; at: MarkerComment }[] {
    return this.m.get(name) ?? [];
  }
  has(name: string): boolean {
    return this.m.has(name);
  }
  entries(): [string, { value: unknown; at: MarkerComment }[]][] {
    return [...this.m.entries()];
  }
}

export interface FieldInfo {
  markers: MarkerValues;
  doc: string;
}

export interface TypeInfo {
  name: string;
  spec: TypeSpec;
  decl: GenDecl | undefined;
  file: File;
  pkg: GoPackage;
  markers: MarkerValues;
  doc: string;
  fields: Map<import('../../go/syntax/ast.ts').Field, FieldInfo>;
  /** has a MarshalJSON method (controller-gen then takes the schema from markers only) */
  marshalsJSON: boolean;
}

export interface GoPackage {
  path: string;
  name: string;
  dir: string;
  files: File[];
  /** the project's own package (markers parsed, diagnostics reported) */
  local: boolean;
  types: Map<string, TypeInfo>;
  markers: MarkerValues;
  /** import name → path, per file */
  imports: Map<File, Map<string, string>>;
}

/** All packages, loaded on demand. */
export class Universe {
  readonly diagnostics: Diagnostic[] = [];
  readonly module: string;
  private readonly byPath = new Map<string, GoPackage | null>();
  readonly localPackages: GoPackage[] = [];

  constructor(files: readonly SourceFile[]) {
    const gomod = files.find((f) => f.name === 'go.mod' || f.name.endsWith('/go.mod'));
    let module = '';
    let root = '';
    if (gomod !== undefined) {
      const r = parseGoMod(gomod.name, gomod.src);
      module = r.mod?.module?.path ?? '';
      root = gomod.name.includes('/') ? gomod.name.slice(0, gomod.name.lastIndexOf('/') + 1) : '';
    }
    this.module = module;
    const byDir = new Map<string, SourceFile[]>();
    for (const f of files) {
      if (!f.name.endsWith('.go') || f.name.endsWith('_test.go')) continue;
      if (!f.name.startsWith(root)) continue;
      const rel = f.name.slice(root.length);
      const dir = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
      // `paths="./..."` as the go command expands it: no vendor/, testdata/, _x or .x directories.
      if (dir !== '' && dir.split('/').some(skippedDir)) continue;
      let l = byDir.get(dir);
      if (l === undefined) byDir.set(dir, (l = []));
      l.push(f);
    }
    for (const dir of [...byDir.keys()].sort()) {
      const parsed: File[] = [];
      for (const f of byDir.get(dir)!.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
        const { file } = parseFile(f.name, f.src);
        // files that do not parse are the compiler's to report; controller-gen would stop too
        if (file !== undefined) parsed.push(file);
      }
      if (parsed.length === 0) continue;
      const path = dir === '' ? module : module === '' ? dir : `${module}/${dir}`;
      const pkg = this.build(path, dir, parsed, true);
      this.byPath.set(path, pkg);
      this.localPackages.push(pkg);
    }
  }

  /** A package by import path: the project's, or a simulated Kubernetes package; null if unknown. */
  pkg(path: string): GoPackage | null {
    const have = this.byPath.get(path);
    if (have !== undefined) return have;
    let pkg: GoPackage | null = null;
    const np = kubePackage(path);
    if (np !== undefined) {
      const files: File[] = [];
      for (const f of np.files) {
        const { file } = parseFile(`${path}/${f.name}`, goText(f.src));
        if (file !== undefined) files.push(file);
      }
      if (files.length > 0) pkg = this.build(path, path, files, false);
    }
    this.byPath.set(path, pkg);
    return pkg;
  }

  private build(path: string, dir: string, files: File[], local: boolean): GoPackage {
    const pkg: GoPackage = {
      path,
      name: files[0].name.name,
      dir,
      files,
      local,
      types: new Map(),
      markers: new MarkerValues(),
      imports: new Map(),
    };
    const marshalers = new Set<string>();
    for (const file of files) {
      const imp = new Map<string, string>();
      for (const s of file.imports) {
        const p = JSON.parse(s.path.value.replace(/^`|`$/g, '"')) as string;
        const name = s.name?.name ?? this.defaultImportName(p);
        imp.set(name, p);
      }
      pkg.imports.set(file, imp);
      for (const d of file.decls) {
        if (d.kind === 'FuncDecl' && d.name.name === 'MarshalJSON') {
          const base = recvBase(d);
          if (base !== undefined) marshalers.add(base);
        }
      }
    }
    for (const file of files) {
      const fm = collectFileMarkers(file);
      if (local) for (const m of fm.pkg) this.parseInto(pkg.markers, m, packageDefs);
      const declOf = new Map<TypeSpec, GenDecl>();
      for (const d of file.decls)
        if (d.kind === 'GenDecl' && d.tok === 'type')
          for (const s of d.specs) if (s.kind === 'TypeSpec') declOf.set(s, d);
      for (const [spec, ms] of fm.types) {
        const markers = new MarkerValues();
        if (local) for (const m of ms) this.parseInto(markers, m, typeDefs);
        const fields = new Map<import('../../go/syntax/ast.ts').Field, FieldInfo>();
        const decl = declOf.get(spec);
        const info: TypeInfo = {
          name: spec.name.name,
          spec,
          decl,
          file,
          pkg,
          markers,
          doc: extractDoc(typeDoc(spec, decl)),
          fields,
          marshalsJSON: marshalers.has(spec.name.name),
        };
        pkg.types.set(spec.name.name, info);
      }
      for (const [field, ms] of fm.fields) {
        const markers = new MarkerValues();
        if (local) for (const m of ms) this.parseInto(markers, m, fieldDefs);
        const owner = ownerOf(fm.types, field);
        if (owner !== undefined)
          pkg.types.get(owner.name.name)?.fields.set(field, { markers, doc: extractDoc(field.doc) });
      }
    }
    return pkg;
  }

  private defaultImportName(path: string): string {
    const known = this.byPath.get(path);
    if (known) return known.name;
    const np = kubePackage(path);
    if (np !== undefined) {
      const src = np.files[0]?.src ?? '';
      const name = goTextFacts(src)?.pkg ?? packageClauseName(src);
      if (name !== '') return name;
    }
    const last = path.slice(path.lastIndexOf('/') + 1);
    return /^v\d+/.test(last) ? last : last.replace(/[^A-Za-z0-9_]/g, '_');
  }

  private parseInto(into: MarkerValues, m: MarkerComment, defs: ReadonlyMap<string, Definition>): void {
    const def = lookup(m.text, defs);
    if (def === undefined) return;
    const { value, errors } = parseMarker(m.text, def);
    for (const e of errors) this.diagnostics.push({ file: m.file, line: m.pos.line, col: m.pos.col, msg: e });
    if (errors.length === 0) into.add(def.name, value, m);
  }

  error(file: string, pos: { line: number; col: number }, msg: string): void {
    this.diagnostics.push({ file, line: pos.line, col: pos.col, msg });
  }
}

function recvBase(d: FuncDecl): string | undefined {
  const r = d.recv?.list[0]?.type;
  const base = r?.kind === 'StarExpr' ? r.x : r;
  return base?.kind === 'Ident' ? base.name : undefined;
}

function ownerOf(
  types: Map<TypeSpec, unknown>,
  field: import('../../go/syntax/ast.ts').Field,
): TypeSpec | undefined {
  for (const spec of types.keys())
    if (spec.pos.offset <= field.pos.offset && field.end.offset <= spec.end.offset) return spec;
  return undefined;
}
