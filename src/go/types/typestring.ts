// Type strings as gc prints them (types2 typestring.go). The qualifier decides how a package prefix
// is written: nothing for the package being checked, its name otherwise, or its quoted import path
// when two packages with that name occur in the import graph (Checker.qualifier / markImports).

import { goQuote } from './constant.ts';
import type { Package, Signature, SrcPos, Tuple, Type, TypeParam } from './types.ts';
import { anyType, universe } from './universe.ts';
import { isHidden } from './visibility.ts';

export type Qualifier = ((pkg: Package) => string) & {
  /**
   * Names of type parameters where they are not the declared ones: a method's receiver may rename its
   * type's parameters (`func (s *Stack[E]) Top() E` on `Stack[T any]`), and types2 then prints E.
   * The checker binds E to the type's own parameter (the interpreter relies on that identity), so
   * the rename is applied when printing.
   */
  tparamNames?: ReadonlyMap<TypeParam, string>;
  /**
   * A method's generic receiver base type: the checker gives the receiver the type's origin, which
   * types2 instantiates with the receiver's type parameters, so it prints as `Stack[E]`, not as the
   * declaration `Stack[T any]`.
   */
  recvBase?: Type;
  /** Where a method's receiver declares its type parameters (they print as the type's own). */
  tparamPos?: ReadonlyMap<TypeParam, SrcPos>;
  /**
   * How a checker's messages write a position: set, a type parameter named like a predeclared
   * object says where it is declared (types2 typestring.go: a comment `with int declared at` its position).
   */
  posString?: (p: SrcPos) => string;
};

/** qf inside a method whose receiver's base type is generic (see Qualifier). */
export function methodQualifier(
  qf: Qualifier,
  recvBase: Type | undefined,
  names: ReadonlyMap<TypeParam, string> | undefined,
  positions?: ReadonlyMap<TypeParam, SrcPos>,
): Qualifier {
  const q: Qualifier = (p) => qf(p);
  q.tparamNames = names;
  q.recvBase = recvBase;
  q.tparamPos = positions;
  q.posString = qf.posString;
  return q;
}

/** Qualify every package by its path (go/types default when no qualifier is given). */
export const pathQualifier: Qualifier = (p) => p.path;

/** gc's qualifier for messages produced while checking `current` (types2 Checker.qualifier). */
export function gcQualifier(current: Package | undefined): Qualifier {
  let byName: Map<string, Set<string>> | undefined;
  return (pkg) => {
    if (pkg === current) return '';
    if (!byName) {
      byName = new Map();
      const seen = new Set<Package>();
      const mark = (p: Package) => {
        if (seen.has(p)) return;
        seen.add(p);
        let s = byName!.get(p.name);
        if (!s) byName!.set(p.name, (s = new Set()));
        s.add(p.path);
        for (const i of p.imports) mark(i);
        for (const path of p.graphImports) {
          const elem = path.slice(path.lastIndexOf('/') + 1);
          let t = byName!.get(elem);
          if (!t) byName!.set(elem, (t = new Set()));
          t.add(path);
        }
      };
      if (current) mark(current);
    }
    if ((byName.get(pkg.name)?.size ?? 0) > 1) return JSON.stringify(pkg.path);
    return pkg.name;
  };
}

export function typeString(t: Type | undefined, qf?: Qualifier): string {
  const w = new TypeWriter(qf);
  w.typ(t);
  return w.out;
}

class TypeWriter {
  out = '';
  private seen = new Set<Type>();
  private qf: Qualifier | undefined;
  paramNames = true;
  constructor(qf: Qualifier | undefined) {
    this.qf = qf;
  }

  private qualified(pkg: Package | undefined, name: string): void {
    if (pkg) {
      const q = this.qf ? this.qf(pkg) : pkg.path;
      if (q !== '') this.out += q + '.';
    }
    this.out += name;
  }

  typ(t: Type | undefined): void {
    if (t === undefined) {
      this.out += '<nil>';
      return;
    }
    if (this.seen.has(t)) {
      this.out += '○';
      return;
    }
    switch (t.kind) {
      case 'basic':
        if (t.info === 'unsafe.Pointer') this.out += 'unsafe.Pointer';
        else this.out += t.name;
        return;
      case 'named':
      case 'alias':
        this.qualified(t.obj.pkg, t.obj.name);
        if (!t.typeArgs && t.typeParams && t.typeParams.length > 0 && t === this.qf?.recvBase) {
          this.out += '[';
          t.typeParams.forEach((a, i) => {
            if (i > 0) this.out += ', ';
            this.typ(a);
          });
          this.out += ']';
        } else if (!t.typeArgs && t.typeParams && t.typeParams.length > 0) {
          // A generic type prints with its type parameter list: List[T any].
          this.tParamList(t.typeParams);
        } else if (t.typeArgs && t.typeArgs.length > 0) {
          this.out += '[';
          t.typeArgs.forEach((a, i) => {
            if (i > 0) this.out += ', ';
            this.typ(a);
          });
          this.out += ']';
        }
        return;
      case 'typeparam': {
        const name = this.qf?.tparamNames?.get(t) ?? t.obj.name;
        this.out += name;
        const posString = this.qf?.posString;
        if (posString !== undefined && universe.lookup(name) !== undefined)
          this.out += ` /* with ${name} declared at ${posString(this.qf?.tparamPos?.get(t) ?? t.obj.pos)} */`;
        return;
      }
    }
    this.seen.add(t);
    try {
      switch (t.kind) {
        case 'pointer':
          this.out += '*';
          this.typ(t.elem);
          return;
        case 'slice':
          this.out += '[]';
          this.typ(t.elem);
          return;
        case 'array':
          this.out += `[${t.len}]`;
          this.typ(t.elem);
          return;
        case 'map':
          this.out += 'map[';
          this.typ(t.key);
          this.out += ']';
          this.typ(t.elem);
          return;
        case 'chan': {
          let parens = false;
          if (t.dir === 'send') this.out += 'chan<- ';
          else if (t.dir === 'recv') this.out += '<-chan ';
          else {
            this.out += 'chan ';
            parens = t.elem.kind === 'chan' && t.elem.dir === 'recv';
          }
          if (parens) this.out += '(';
          this.typ(t.elem);
          if (parens) this.out += ')';
          return;
        }
        case 'struct': {
          this.out += 'struct{';
          let first = true;
          t.fields.forEach((f, i) => {
            // a field of a newer minor than the program's go.mod pins (hidden.ts) is not there
            if (isHidden(f)) return;
            if (!first) this.out += '; ';
            first = false;
            if (!f.embedded) this.out += f.name + ' ';
            this.typ(f.type);
            const tag = t.tag(i);
            if (tag !== '') this.out += ' ' + goQuote(tag);
          });
          this.out += '}';
          return;
        }
        case 'tuple':
          this.tuple(t, false);
          return;
        case 'signature':
          this.out += 'func';
          this.signature(t);
          return;
        case 'union':
          t.terms.forEach((term, i) => {
            if (i > 0) this.out += ' | ';
            if (term.tilde) this.out += '~';
            this.typ(term.type);
          });
          return;
        case 'interface': {
          if (t === anyType) {
            this.out += 'any';
            return;
          }
          if (t.implicit && t.methods.length === 0 && t.embeddeds.length === 1) {
            this.typ(t.embeddeds[0]);
            return;
          }
          this.out += 'interface{';
          let first = true;
          if (t.isComparable && t.embeddeds.length === 0 && t.methods.length === 0) this.out += 'comparable';
          for (const m of t.methods) {
            if (!first) this.out += '; ';
            first = false;
            this.out += m.name;
            this.signature(m.type);
          }
          for (const e of t.embeddeds) {
            if (!first) this.out += '; ';
            first = false;
            this.typ(e);
          }
          this.out += '}';
          return;
        }
      }
    } finally {
      this.seen.delete(t);
    }
  }

  tuple(t: Tuple, variadic: boolean): void {
    this.out += '(';
    t.vars.forEach((v, i) => {
      if (i > 0) this.out += ', ';
      if (v.name !== '' && this.paramNames) this.out += v.name + ' ';
      let ty = v.type;
      if (variadic && i === t.vars.length - 1 && ty.kind === 'slice') {
        this.out += '...';
        ty = ty.elem;
      }
      this.typ(ty);
    });
    this.out += ')';
  }

  typeParams(sig: Signature): void {
    const tps = sig.typeParams;
    if (!tps || tps.length === 0) return;
    this.tParamList(tps);
  }

  /**
   * [K comparable, E, R any]: consecutive type parameters with the same constraint (the same type,
   * as declared together or naming the same type) share it (types2 typestring.go tParamList).
   */
  tParamList(tps: readonly TypeParam[]): void {
    this.out += '[';
    let prev: Type | undefined;
    tps.forEach((tp, i) => {
      if (i > 0) {
        if (tp.constraint !== prev) {
          this.out += ' ';
          this.typ(prev!);
        }
        this.out += ', ';
      }
      prev = tp.constraint;
      this.out += tp.obj.name;
    });
    if (prev !== undefined) {
      this.out += ' ';
      this.typ(prev);
    }
    this.out += ']';
  }

  signature(sig: Signature): void {
    this.typeParams(sig);
    this.tuple(sig.params, sig.variadic);
    const n = sig.results.vars.length;
    if (n === 0) return;
    this.out += ' ';
    if (n === 1 && sig.results.vars[0].name === '') {
      this.typ(sig.results.vars[0].type);
      return;
    }
    this.tuple(sig.results, false);
  }
}

/** A signature without the leading `func` (as in "have M(int) string"). */
export function signatureString(sig: Signature, qf?: Qualifier, paramNames = true): string {
  const w = new TypeWriter(qf);
  w.paramNames = paramNames;
  w.signature(sig);
  return w.out;
}
