// Interface type sets (go/types typeset.go), simplified: the method set is the union of explicit and
// embedded methods sorted by name; the term list is the intersection of the embedded unions/types.

import type { Func, Interface, Term, Type, TypeSet } from './types.ts';
import { unalias, under } from './types.ts';

const computing = new Set<Interface>();

/**
 * Interfaces whose methods and embedded types are still being collected (typexpr.ts interfaceType):
 * `type I1 interface{ m() I2 }; type I2 interface{ I1 }` declares I2 while I1's method list is
 * still empty. A type set met then is not kept (types2 computes type sets once types are set up).
 */
const building = new WeakSet<Interface>();

export function setBuilding(iface: Interface, on: boolean): void {
  if (on) building.add(iface);
  else building.delete(iface);
}

/** Whether the type set being computed has met an interface still being built (not to be kept). */
let metBuilding = false;

export function computeTypeSet(iface: Interface): TypeSet {
  if (iface.tset) return iface.tset;
  if (iface.kind !== 'interface') return { methods: [], terms: undefined, comparable: false };
  if (computing.has(iface)) return { methods: [...iface.methods], terms: undefined, comparable: false };
  computing.add(iface);
  const outerMet = metBuilding;
  metBuilding = building.has(iface);
  try {
    const byName = new Map<string, Func>();
    for (const m of iface.methods) if (!byName.has(m.name)) byName.set(m.name, m);
    let terms: Term[] | undefined;
    let comparable = iface.isComparable;
    for (const e of iface.embeddeds) {
      const u = unalias(e);
      let eterms: Term[] | undefined;
      if (u.kind === 'union') {
        eterms = [];
        for (const t of u.terms) {
          const tu = under(t.type);
          if (!t.tilde && tu.kind === 'interface') {
            const ts = computeTypeSet(tu);
            if (ts.terms === undefined) {
              eterms = undefined;
              break;
            }
            eterms.push(...ts.terms);
          } else eterms.push(t);
        }
      } else {
        const eu = under(e);
        if (eu.kind === 'interface' && unalias(e).kind !== 'typeparam') {
          const ts = computeTypeSet(eu);
          for (const m of ts.methods) if (!byName.has(m.name)) byName.set(m.name, m);
          if (ts.comparable) comparable = true;
          eterms = ts.terms;
        } else {
          eterms = [{ tilde: false, type: e }];
        }
      }
      if (eterms !== undefined) terms = terms === undefined ? eterms : intersect(terms, eterms);
    }
    const methods = [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const ts: TypeSet = { methods, terms, comparable };
    if (!metBuilding) iface.tset = ts;
    return ts;
  } finally {
    computing.delete(iface);
    metBuilding ||= outerMet;
  }
}

function sameType(a: Type, b: Type): boolean {
  // Term intersection only needs identity of the (usually basic) term types.
  const x = unalias(a);
  const y = unalias(b);
  if (x === y) return true;
  if (x.kind === 'basic' && y.kind === 'basic') return x.info === y.info;
  return false;
}

function intersect(a: Term[], b: Term[]): Term[] {
  const out: Term[] = [];
  for (const x of a) {
    for (const y of b) {
      if (x.tilde && y.tilde) {
        if (sameType(under(x.type), under(y.type))) out.push(x);
      } else if (x.tilde) {
        if (sameType(under(x.type), under(y.type))) out.push(y);
      } else if (y.tilde) {
        if (sameType(under(x.type), under(y.type))) out.push(x);
      } else if (sameType(x.type, y.type)) out.push(x);
    }
  }
  return out;
}

/** Whether type t is in the type set described by terms (undefined = all types). */
export function termsInclude(
  terms: Term[] | undefined,
  t: Type,
  ident: (a: Type, b: Type) => boolean,
): boolean {
  if (terms === undefined) return true;
  return terms.some((term) => (term.tilde ? ident(under(t), under(term.type)) : ident(t, term.type)));
}
