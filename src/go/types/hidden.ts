// Symbols a registry package declares but keeps from the program's own packages. The simulated
// controller-runtime declares the newest API once; a project whose go.mod pins an older minor gets the
// symbols that minor lacks hidden, so using one fails with the message gc prints for a symbol that does
// not exist (`undefined: x.Y`, `has no field or method`, `unknown field`). Other registry packages still
// see them (the simulator's own code may use them).

import { ensureMethods } from './lookup.ts';
import type { Package } from './types.ts';
import { under } from './types.ts';
import { markHidden } from './visibility.ts';

/**
 * Hide the named symbols of a checked package: `Name` (package level) or `Type.Member` (a field of a
 * struct type, a method, or a method of an interface type). Names not found are ignored: a table of
 * API versions may name a symbol the simulator does not model at all.
 */
export function hideSymbols(pkg: Package, names: readonly string[]): void {
  for (const name of names) {
    const dot = name.indexOf('.');
    const top = pkg.scope.lookup(dot < 0 ? name : name.slice(0, dot));
    if (top === undefined) continue;
    if (dot < 0) {
      markHidden(top);
      continue;
    }
    if (top.kind !== 'typename' || top.type === undefined) continue;
    const member = name.slice(dot + 1);
    const t = top.type;
    if (t.kind === 'named') {
      ensureMethods(t);
      for (const m of t.methods) if (m.name === member) markHidden(m);
    }
    const u = under(t);
    if (u.kind === 'struct') for (const f of u.fields) if (f.name === member) markHidden(f);
    if (u.kind === 'interface') for (const m of u.methods) if (m.name === member) markHidden(m);
  }
}
