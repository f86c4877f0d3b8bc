// Generated-deepcopy stand-ins. Real API packages carry deepcopy-gen output (zz_generated.deepcopy.go):
// DeepCopyInto/DeepCopy for every struct and DeepCopyObject for every root kind. Here the methods are
// declared body-less in Go and implemented once, generically, over the runtime type descriptors.
// The interpreter has no "synthesise DeepCopy for any struct" hook yet (go-contract.md); until it
// does, the learner's api package must keep its generated deepcopy file (which these methods serve).

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { ptrTo, type RType } from '../../go/interp/rtype.ts';
import { Cell, copyInto, GoMap, Iface, type Pointer, Slice } from '../../go/interp/values.ts';

/** Is `t` declared in a standard package (time.Location, ...)? Pointers to those are shared, as deepcopy-gen does for non-API types it cannot see into. */
function isStdType(t: RType): boolean {
  if (t.pkgPath === '') return false;
  const first = t.pkgPath.split('/')[0];
  return !first.includes('.');
}

/** A deep copy of `v` (of type `t`): slices, maps and pointed-to values are duplicated. */
export function deepClone(t: RType, v: any): any {
  switch (t.kind) {
    case 'struct': {
      const o: any = { ...v };
      for (const f of t.fields) o[f.key] = deepClone(f.type, v[f.key]);
      return o;
    }
    case 'array':
      return (v as any[]).map((x) => deepClone(t.elem!, x));
    case 'slice': {
      if (v === null) return null;
      const s = v as Slice;
      const arr = new Array(s.len);
      for (let i = 0; i < s.len; i++) arr[i] = deepClone(t.elem!, s.arr[s.off + i]);
      return new Slice(arr, 0, s.len, s.len);
    }
    case 'map': {
      if (v === null) return null;
      const m = v as GoMap;
      const out = new GoMap(t.key!);
      for (const [k, x] of m.entries()) out.set(k, deepClone(t.elem!, x));
      return out;
    }
    case 'ptr': {
      if (v === null || isStdType(t.elem!)) return v;
      const e = t.elem!;
      // A pointer to a struct/array is the object itself; to anything else, a Pointer.
      if (e.kind === 'struct' || e.kind === 'array') return deepClone(e, v);
      return new Cell(deepClone(e, (v as Pointer).load()));
    }
    case 'interface': {
      if (v === null) return null;
      const iv = v as Iface;
      return new Iface(iv.t, deepClone(iv.t, iv.v));
    }
    default:
      return v;
  }
}

/** Go declarations of the deepcopy methods for `types` (DeepCopyObject too for `roots`). */
export function deepCopyDecls(
  types: readonly string[],
  roots: readonly string[],
  runtimePkg = 'runtime',
): string {
  const lines: string[] = [];
  for (const t of types) {
    lines.push(`func (in *${t}) DeepCopyInto(out *${t})`, `func (in *${t}) DeepCopy() *${t}`);
    if (roots.includes(t)) lines.push(`func (in *${t}) DeepCopyObject() ${runtimePkg}.Object`);
  }
  return `\n// deepcopy-gen equivalents (natives, see src/kube/gopkg/deepcopy.ts)\n${lines.join('\n')}\n`;
}

/** Native implementations of the methods `deepCopyDecls` declares, for package `path`. */
export function deepCopyNatives(
  path: string,
  types: readonly string[],
  roots: readonly string[],
): NativeTable {
  const table: Record<string, (ctx: NativeContext, ...args: any[]) => any> = {};
  for (const name of types) {
    // Type descriptors belong to one program run (one NativeContext): never cache them past it.
    const types = new WeakMap<NativeContext, RType>();
    const typeOf = (ctx: NativeContext): RType => {
      let rt = types.get(ctx);
      if (rt === undefined) {
        rt = ctx.typeOf(path, name);
        types.set(ctx, rt);
      }
      return rt;
    };
    table[`*${name}.DeepCopyInto`] = (ctx, in_, out) => {
      const t = typeOf(ctx);
      copyInto(t, out, deepClone(t, in_));
    };
    table[`*${name}.DeepCopy`] = (ctx, in_) => (in_ === null ? null : deepClone(typeOf(ctx), in_));
    if (roots.includes(name)) {
      table[`*${name}.DeepCopyObject`] = (ctx, in_) => {
        if (in_ === null) return null;
        const t = typeOf(ctx);
        return new Iface(ptrTo(t), deepClone(t, in_));
      };
    }
  }
  return table;
}
