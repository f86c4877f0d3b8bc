// Field and method lookup (types2 lookup.go): breadth-first search through embedded fields,
// ambiguity at equal depth, pointer-receiver rules, and missing-method reporting.

import { isExportedName } from './predicates.ts';
import type { Func, Named, Package, Type, Var } from './types.ts';
import { unalias, under } from './types.ts';
import { computeTypeSet } from './typeset.ts';
import { visibleIn } from './visibility.ts';

export interface LookupResult {
  /** The field or method found; undefined if not found, ambiguous, or a pointer receiver is required. */
  obj: Var | Func | undefined;
  /** Index path; set (non-empty) with obj undefined means ambiguous selector. */
  index: number[] | undefined;
  /** A pointer was followed; with obj undefined: the method needs a pointer receiver (addressable). */
  indirect: boolean;
}

interface Embedded {
  typ: Type;
  index: number[];
  indirect: boolean;
  multiples: boolean;
}

function deref(t: Type): [Type, boolean] {
  const u = unalias(t);
  if (u.kind === 'pointer') return [u.elem, true];
  return [t, false];
}

/** Whether name in pkg matches object name (unexported names must be from the same package). */
export function sameId(
  objPkg: Package | undefined,
  objName: string,
  pkg: Package | undefined,
  name: string,
  fold: boolean,
): boolean {
  // With case folding, packages are ignored too (types2 object.sameId).
  if (fold) return objName.toLowerCase() === name.toLowerCase();
  if (objName !== name) return false;
  if (isExportedName(name) && isExportedName(objName)) return true;
  return objPkg === pkg || objPkg === undefined || pkg === undefined;
}

/** Hook: the checker makes sure methods of a named type are collected before lookups. */
export let ensureMethods: (n: Named) => void = () => {};
export function setEnsureMethods(f: (n: Named) => void): void {
  ensureMethods = f;
}

function asNamed(t: Type): Named | undefined {
  const u = unalias(t);
  return u.kind === 'named' ? u : undefined;
}

export function hasPtrRecv(f: Func): boolean {
  const r = f.type.recv;
  if (!r) return false;
  // Interface methods have the interface as receiver; never a pointer receiver.
  return unalias(r.type).kind === 'pointer';
}

export function lookupFieldOrMethod(
  T: Type,
  addressable: boolean,
  pkg: Package | undefined,
  name: string,
  foldCase = false,
): LookupResult {
  if (name === '_') return { obj: undefined, index: undefined, indirect: false };
  // A defined pointer type has no methods (types2 lookup.go, go.dev/issue/8590): look in its
  // underlying pointer type, and drop a method found there, as one declared on it is invalid.
  const tn = unalias(T);
  if (tn.kind === 'named' && under(tn).kind === 'pointer') {
    const r = lookupFieldOrMethod(under(tn), false, pkg, name, foldCase);
    return r.obj?.kind === 'func' ? { obj: undefined, index: undefined, indirect: false } : r;
  }
  const [typ, isPtr] = deref(T);
  if (isPtr && under(typ).kind === 'interface' && unalias(typ).kind !== 'typeparam')
    return { obj: undefined, index: undefined, indirect: false };
  if (isPtr && unalias(typ).kind === 'typeparam')
    return { obj: undefined, index: undefined, indirect: false };

  let current: Embedded[] = [{ typ, index: [], indirect: isPtr, multiples: false }];
  const seen = new Set<Named>();
  let obj: Var | Func | undefined;
  let index: number[] | undefined;
  let indirect = false;
  while (current.length > 0) {
    const next: Embedded[] = [];
    for (const e of current) {
      const named = asNamed(e.typ);
      if (named) {
        if (seen.has(named)) continue;
        seen.add(named);
        ensureMethods(named);
        const i = named.methods.findIndex(
          (m) => sameId(m.pkg, m.name, pkg, name, foldCase) && visibleIn(m, pkg),
        );
        if (i >= 0) {
          index = [...e.index, i];
          if (obj !== undefined || e.multiples) return { obj: undefined, index, indirect: false };
          obj = named.methods[i];
          indirect = e.indirect;
          continue;
        }
      }
      const u = under(e.typ);
      if (u.kind === 'struct') {
        for (let i = 0; i < u.fields.length; i++) {
          const f = u.fields[i];
          if (sameId(f.pkg, f.name, pkg, name, foldCase) && visibleIn(f, pkg)) {
            index = [...e.index, i];
            if (obj !== undefined || e.multiples) return { obj: undefined, index, indirect: false };
            obj = f;
            indirect = e.indirect;
            continue;
          }
          if (obj === undefined && f.embedded) {
            const [ft, fptr] = deref(f.type);
            next.push({
              typ: ft,
              index: [...e.index, i],
              indirect: e.indirect || fptr,
              multiples: e.multiples,
            });
          }
        }
      } else if (u.kind === 'interface') {
        const ts = computeTypeSet(u);
        const i = ts.methods.findIndex(
          (m) => sameId(m.pkg, m.name, pkg, name, foldCase) && visibleIn(m, pkg),
        );
        if (i >= 0) {
          index = [...e.index, i];
          if (obj !== undefined || e.multiples) return { obj: undefined, index, indirect: false };
          obj = ts.methods[i];
          indirect = e.indirect;
        }
      }
    }
    if (obj !== undefined) {
      if (obj.kind === 'func' && hasPtrRecv(obj) && !indirect && !addressable)
        return { obj: undefined, index: undefined, indirect: true };
      return { obj, index, indirect };
    }
    current = consolidate(next);
  }
  return { obj: undefined, index: undefined, indirect: false };
}

function consolidate(list: Embedded[]): Embedded[] {
  if (list.length <= 1) return list;
  const out: Embedded[] = [];
  const at = new Map<Type, number>();
  for (const e of list) {
    const key = unalias(e.typ);
    const i = at.get(key);
    if (i !== undefined) out[i].multiples = true;
    else {
      at.set(key, out.length);
      out.push(e);
    }
  }
  return out;
}

/** A type's method set contains a method with that name (value or pointer method set by `ptr`). */
export function methodSetOf(T: Type): Func[] {
  const u = under(T);
  if (u.kind === 'interface') return computeTypeSet(u).methods;
  const n = asNamed(T);
  if (n) {
    ensureMethods(n);
    return n.methods;
  }
  return [];
}
