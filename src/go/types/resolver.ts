// Package-level collection (types2 resolver.go): file scopes, imports, and the objects declared at
// package level across all files, checked lazily afterwards in source order.

import type { Expr, File, FuncDecl, GenDecl, Ident, ImportSpec, ValueSpec } from '../syntax/ast.ts';
import type { Checker, DeclInfo, FileInfo } from './checker.ts';
import { makeInt, unquoteString } from './constant.ts';
import { exprString } from './exprstring.ts';
import { isExportedName } from './predicates.ts';
import {
  Const,
  Func,
  invalidType,
  type Obj,
  PkgName,
  Scope,
  Signature,
  Tuple,
  TypeName,
  Var,
} from './types.ts';
import { Typ, unsafePackage } from './universe.ts';

/** Declare obj in scope; reports "x redeclared in this block" when the name is taken. */
export function declare(c: Checker, scope: Scope, id: Ident | undefined, obj: Obj): void {
  if (obj.name !== '_') {
    const alt = scope.insert(obj);
    if (alt) {
      redeclared(c, obj, alt);
      if (id) c.recordDef(id, obj);
      return;
    }
  }
  if (id) c.recordDef(id, obj);
}

export function redeclared(c: Checker, obj: Obj, alt: Obj): void {
  let msg = `${obj.name} redeclared in this block`;
  if (alt.pos.line > 0) msg += `\n\t${c.posString(alt.pos)}: other declaration of ${obj.name}`;
  c.errorAt(obj.pos, msg);
}

function importPath(c: Checker, spec: ImportSpec): string | undefined {
  const p = unquoteString(spec.path.value);
  if (p === undefined || p === '') {
    c.error(spec.path, `invalid import path: ${spec.path.value}`);
    return undefined;
  }
  return p;
}

/** The last element of an import path (gc: what "imported as" is compared against). */
function lastElem(path: string): string {
  const i = path.lastIndexOf('/');
  return i >= 0 ? path.slice(i + 1) : path;
}

export function collectObjects(c: Checker, files: File[]): void {
  const pkg = c.pkg;
  for (const file of files) {
    c.currentFile = file.filename;
    const fscope = new Scope(pkg.scope, `file ${file.filename}`);
    c.info.scopes.set(file, fscope);
    const finfo: FileInfo = { file, scope: fscope };
    c.files.push(finfo);
    for (const decl of file.decls) {
      if (decl.kind === 'BadDecl') continue;
      if (decl.kind === 'FuncDecl') {
        collectFunc(c, finfo, decl);
        continue;
      }
      collectGen(c, finfo, decl);
    }
  }
  // Package-level names must not conflict with file-scope imports.
  for (const f of c.files) {
    for (const [name, obj] of f.scope.elems) {
      const alt = pkg.scope.lookup(name);
      if (!alt) continue;
      if (obj.kind === 'pkgname') {
        c.errorAt(
          alt.pos,
          `${name} already declared through import of ${obj.imported.path}\n\t${c.posString(obj.pos)}: other declaration of ${name}`,
        );
      } else {
        c.errorAt(alt.pos, `${name} already declared through dot-import of ${obj.pkg?.path ?? ''}`);
      }
    }
  }
}

function collectGen(c: Checker, f: FileInfo, d: GenDecl): void {
  const pkg = c.pkg;
  let last: ValueSpec | undefined;
  for (const spec of d.specs) {
    switch (spec.kind) {
      case 'ImportSpec':
        collectImport(c, f, spec);
        break;
      case 'ValueSpec':
        if (d.tok === 'const') {
          let vtype: Expr | undefined = spec.type;
          let values = spec.values;
          let inherited = false;
          if (spec.type || spec.values.length > 0) last = spec;
          else if (last) {
            vtype = last.type;
            values = last.values;
            inherited = true;
          }
          spec.names.forEach((name, i) => {
            const obj = new Const(c.srcPos(name.pos), pkg, name.name, invalidType, makeInt(0));
            const init = values[i];
            const di: DeclInfo = { file: f, vtype, init, inherited, iota: spec.iota, deps: new Set() };
            if (declarePkgObj(c, name, obj, di)) constSpecs.set(obj, { spec, index: i, values });
          });
          checkArity(c, spec, spec.names, values, true, inherited);
        } else {
          const vars = spec.names.map((name) => new Var(c.srcPos(name.pos), pkg, name.name, invalidType));
          const one = spec.values.length === 1 && spec.names.length > 1;
          vars.forEach((v, i) => {
            const di: DeclInfo = {
              file: f,
              vtype: spec.type,
              init: one ? spec.values[0] : spec.values[i],
              lhs: one ? vars : undefined,
              deps: new Set(),
            };
            declarePkgObj(c, spec.names[i], v, di);
          });
          if (!one) checkArity(c, spec, spec.names, spec.values, false, false);
        }
        break;
      case 'TypeSpec': {
        const obj = new TypeName(c.srcPos(spec.name.pos), pkg, spec.name.name, undefined);
        declarePkgObj(c, spec.name, obj, { file: f, tspec: spec, deps: new Set() });
        break;
      }
    }
  }
}

/**
 * A package-level const, var or type. `init`, and `main` in package main, may only be functions: the
 * name is reported and not declared (types2 resolver.go declarePkgObj). Returns whether obj was
 * declared.
 */
function declarePkgObj(c: Checker, id: Ident, obj: Obj, d: DeclInfo): boolean {
  if (id.name === 'init') {
    c.error(id, 'cannot declare init - must be func');
    return false;
  }
  if (id.name === 'main' && c.pkg.name === 'main') {
    c.error(id, 'cannot declare main - must be func');
    return false;
  }
  declare(c, c.pkg.scope, id, obj);
  c.objMap.set(obj, d);
  return true;
}

/** Extra/missing init expressions at package level (types2 arity). */
export function checkArity(
  c: Checker,
  spec: ValueSpec,
  names: Ident[],
  values: Expr[],
  isConst: boolean,
  inherited: boolean,
): void {
  const l = names.length;
  const r = values.length;
  if (l < r) {
    const n = values[l];
    if (inherited) c.error(spec, `extra init expr at ${c.posString(c.srcPos(n.pos))}`);
    else c.error(n, `extra init expr ${exprString(n)}`);
  } else if (l > r && (isConst || r !== 1)) {
    if (!isConst && r === 0) return;
    const n = names[r];
    c.error(n, `missing init expr for ${n.name}`);
  }
}

/** Constant spec data for inherited initialisers. */
export const constSpecs = new WeakMap<Obj, { spec: ValueSpec; index: number; values: Expr[] }>();

function collectImport(c: Checker, f: FileInfo, spec: ImportSpec): void {
  const path = importPath(c, spec);
  if (path === undefined) return;
  const imp = path === 'unsafe' ? unsafePackage : c.importer.import(path);
  if (!imp) {
    c.error(spec.path, `could not import ${path} (package not found)`);
    return;
  }
  if (imp === c.pkg) {
    c.error(spec.path, `import cycle not allowed`);
    return;
  }
  if (!c.pkg.imports.includes(imp)) c.pkg.imports.push(imp);
  const name = spec.name?.name ?? imp.name;
  if (name === 'init') {
    c.error(spec.name ?? spec, 'cannot import package as init - init must be a func');
    return;
  }
  if (name === '_') {
    if (spec.name) c.recordDef(spec.name, undefined);
    return;
  }
  const pn = new PkgName(c.srcPos(spec.pos), c.pkg, name, imp);
  c.info.implicits.set(spec, pn);
  if (spec.name) c.recordDef(spec.name, pn);
  if (name === '.') {
    for (const obj of imp.scope.elems.values()) {
      if (!isExportedName(obj.name)) continue;
      const alt = f.scope.lookup(obj.name);
      if (alt) {
        redeclared(c, obj, alt);
        continue;
      }
      f.scope.elems.set(obj.name, obj);
      let byFile = c.dotImports.get(obj);
      if (!byFile) c.dotImports.set(obj, (byFile = new Map()));
      byFile.set(f.scope, pn);
    }
    c.imports.push({ spec, obj: pn, file: f });
    return;
  }
  declare(c, f.scope, undefined, pn);
  c.imports.push({ spec, obj: pn, file: f });
}

/** Report imports that were never used (soft errors; types2 unusedImports). */
export function unusedImports(c: Checker): void {
  for (const { spec, obj } of c.imports) {
    if (obj.used) continue;
    const path = obj.imported.path;
    const name = obj.name;
    c.currentFile = c.files.find((f) => f.file.imports.includes(spec))?.file.filename ?? c.currentFile;
    const q = JSON.stringify(path);
    if (name === '.' || name === lastElem(path))
      c.errorAt(c.srcPos(spec.pos), `${q} imported and not used`, true);
    else c.errorAt(c.srcPos(spec.pos), `${q} imported as ${name} and not used`, true);
  }
}

function collectFunc(c: Checker, f: FileInfo, d: FuncDecl): void {
  const pkg = c.pkg;
  const name = d.name.name;
  const sig = new Signature(undefined, new Tuple([]), new Tuple([]), false);
  const obj = new Func(c.srcPos(d.name.pos), pkg, name, sig);
  obj.decl = d;
  obj.hasBody = d.body !== undefined;
  const di: DeclInfo = { file: f, fdecl: d, deps: new Set() };
  if (!d.recv) {
    if (name === 'init' || (name === 'main' && pkg.name === 'main')) {
      if (d.type.typeParams && d.type.typeParams.list.length > 0) {
        c.error(d.type.typeParams.list[0] ?? d.name, `func ${name} must have no type parameters`);
      }
      if (d.type.params.list.length > 0 || (d.type.results && d.type.results.list.length > 0)) {
        c.error(d.name, `func ${name} must have no arguments and no return values`);
      }
    }
    if (name === 'init') {
      obj.parent = pkg.scope;
      c.recordDef(d.name, obj);
      if (!d.body) c.error(d.name, 'missing function body');
    } else declare(c, pkg.scope, d.name, obj);
  } else {
    c.recordDef(d.name, obj);
    const base = recvBaseName(d.recv.list[0]?.type);
    if (base !== undefined) {
      let list = c.methodDecls.get(base);
      if (!list) c.methodDecls.set(base, (list = []));
      list.push(d);
      methodObjs.set(d, obj);
    }
  }
  // types2 resolver.go collectObjects (not again after `func main must have no type parameters`)
  const tparams = d.type.typeParams?.list ?? [];
  const tparamError = !d.recv && (name === 'init' || (name === 'main' && pkg.name === 'main'));
  if (tparams.length > 0 && !tparamError) c.allowVersion(18, tparams[0], 'type parameter');
  c.objMap.set(obj, di);
}

/** Func objects of method declarations, by declaration. */
export const methodObjs = new WeakMap<FuncDecl, Func>();

/** The receiver base type name: T in `T`, `*T`, `T[P]`, `*T[P, Q]`, `(T)`. */
export function recvBaseName(e: Expr | undefined): string | undefined {
  let x = e;
  while (x) {
    switch (x.kind) {
      case 'ParenExpr':
        x = x.x;
        continue;
      case 'StarExpr':
        x = x.x;
        continue;
      case 'IndexExpr':
      case 'IndexListExpr':
        x = x.x;
        continue;
      case 'Ident':
        return x.name;
      default:
        return undefined;
    }
  }
  return undefined;
}

export { Typ };
