// Which symbols are hidden from a program's own packages (hidden.ts marks them). Kept apart from
// hidden.ts so that lookup.ts, which asks, and hidden.ts, which needs lookup's ensureMethods, do not
// import each other.
import type { Func, Obj, Package, Var } from './types.ts';

const hidden = new WeakSet<object>();

export function markHidden(o: object): void {
  hidden.add(o);
}

/**
 * Whether `o` is hidden from programs: a struct type's printed form leaves such fields out, as the
 * minor the program pins has no such field (its gc message prints the struct without it).
 */
export function isHidden(o: object): boolean {
  return hidden.has(o);
}

/** Whether `obj` may be named from package `from` (undefined: no package context, visible). */
export function visibleIn(obj: Obj | Func | Var, from: Package | undefined): boolean {
  if (from === undefined || from.registry) return true;
  let o: object | undefined = obj;
  // A method or field of an instance of a generic type: its generic original carries the mark.
  while (o !== undefined) {
    if (hidden.has(o)) return false;
    o = 'origin' in o ? (o.origin as object | undefined) : undefined;
  }
  return true;
}
