// The instantiation-cycle check (go/types mono.go, Go 1.23): a graph whose vertices are the
// package's type parameters and whose edges record "P is instantiated with a type mentioning Q".
// An edge carries weight 1 when the type argument is more than Q itself (`[]Q`, `map[K]Q`, …);
// a cycle of positive weight means unboundedly many instantiations (`f[T]` calling `f[[]T]`),
// which gc refuses with "instantiation cycle" and the edges of the cycle on continuation lines.
// Simplification: generic types declared inside generic functions (mono.go's localNamedVertex) and
// receiver type parameters of methods (recordCanon) get no vertices, so such cycles go unreported.

import type { Checker } from './checker.ts';
import { type Package, type SrcPos, type Type, type TypeName, type TypeParam, unalias } from './types.ts';
import { typeString } from './typestring.ts';

interface Edge {
  dst: number;
  src: number;
  weight: number;
  pos: SrcPos;
  typ: Type;
}

interface Vertex {
  /** Weight of the heaviest known path to this vertex, the edge it came by, and its length. */
  weight: number;
  pre: number;
  len: number;
  obj: TypeName;
}

export class MonoGraph {
  readonly vertices: Vertex[] = [];
  readonly edges: Edge[] = [];
  private readonly index = new Map<TypeName, number>();

  /** Type parameters `tparams` of a generic function or type instantiated with `targs` at `pos`. */
  recordInstance(pkg: Package, pos: (i: number) => SrcPos, tparams: TypeParam[], targs: Type[]): void {
    for (let i = 0; i < tparams.length && i < targs.length; i++)
      this.assign(pkg, pos(i), tparams[i], targs[i]);
  }

  private assign(pkg: Package, pos: SrcPos, tpar: TypeParam, targ: Type): void {
    if (tpar.obj.pkg !== pkg) return;
    const seen = new Set<Type>();
    const stack: Type[] = [targ];
    while (stack.length > 0) {
      const t = unalias(stack.pop()!);
      if (seen.has(t)) continue;
      seen.add(t);
      switch (t.kind) {
        case 'typeparam':
          if (t.obj.pkg === pkg)
            this.edges.push({
              dst: this.vertex(tpar),
              src: this.vertex(t),
              weight: t === targ ? 0 : 1,
              pos,
              typ: targ,
            });
          break;
        case 'named':
          for (const a of t.typeArgs ?? []) stack.push(a);
          break;
        case 'array':
        case 'slice':
        case 'pointer':
        case 'chan':
          stack.push(t.elem);
          break;
        case 'map':
          stack.push(t.key, t.elem);
          break;
        case 'interface':
          for (const m of t.methods) stack.push(m.type);
          break;
        case 'signature':
          for (const v of t.params.vars) stack.push(v.type);
          for (const v of t.results.vars) stack.push(v.type);
          break;
        case 'struct':
          for (const f of t.fields) stack.push(f.type);
          break;
      }
    }
  }

  private vertex(tpar: TypeParam): number {
    let i = this.index.get(tpar.obj);
    if (i === undefined) {
      i = this.vertices.length;
      this.vertices.push({ weight: 0, pre: -1, len: 0, obj: tpar.obj });
      this.index.set(tpar.obj, i);
    }
    return i;
  }
}

/** go/types Checker.monomorph: report the first instantiation cycle of positive weight. */
export function monomorph(c: Checker, g: MonoGraph): void {
  const V = g.vertices;
  for (let again = true; again; ) {
    again = false;
    for (let i = 0; i < g.edges.length; i++) {
      const e = g.edges[i];
      const src = V[e.src];
      const dst = V[e.dst];
      const w = src.weight + e.weight;
      if (w <= dst.weight) continue;
      dst.pre = i;
      dst.len = src.len + 1;
      if (dst.len === V.length) {
        reportInstanceLoop(c, g, e.dst);
        return;
      }
      dst.weight = w;
      again = true;
    }
  }
}

function reportInstanceLoop(c: Checker, g: MonoGraph, v0: number): void {
  const V = g.vertices;
  let stack: number[] = [];
  const seen = new Array<boolean>(V.length).fill(false);
  let v = v0;
  while (!seen[v]) {
    stack.push(v);
    seen[v] = true;
    v = g.edges[V[v].pre].src;
  }
  // Trim any vertices leading into the cycle.
  while (stack[0] !== v) stack = stack.slice(1);
  let msg = 'instantiation cycle:';
  for (const u of stack) {
    const e = g.edges[V[u].pre];
    msg += `\n\t${c.posString(e.pos)}: ${V[e.dst].obj.name} instantiated as ${typeString(e.typ, c.qf)}`;
  }
  c.errorAt(V[v].obj.pos, msg);
}
