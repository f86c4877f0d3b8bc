// Facts that later phases derive from one checked registry package alone (the interpreter's
// analyses: which variables need a cell, what its function bodies say about parking, whether a file
// starts a goroutine), kept per package (its Info) for the process's later builds. A snapshot
// (build/snapshot.ts) saves them with the package, so that a later process does not walk the
// package's whole syntax tree again to derive them: each walk is a full pass over the standard and
// Kubernetes packages a program imports, on every start.
import type { Info } from './info.ts';

/** The facts, by name: each is derived by one analysis and must hold only graph objects and data. */
export type KeptFacts = Map<string, unknown>;

const kept = new WeakMap<Info, KeptFacts>();
let derivedSinceLoad = false;

/** Fact `name` of the registry package whose Info is `info`: kept, or derived now and kept. */
export function keptFact<T>(info: Info, name: string, derive: () => T): T {
  let facts = kept.get(info);
  if (facts === undefined) kept.set(info, (facts = new Map()));
  if (facts.has(name)) return facts.get(name) as T;
  const v = derive();
  facts.set(name, v);
  derivedSinceLoad = true;
  return v;
}

/**
 * Adds `items` to set fact `name` of a registry package (made empty first when missing): a fact
 * learnt a piece at a time, by the programs that happen to need it. Unlike keptFact's, it does not
 * make the snapshot stale by itself: a snapshot carries what the set holds when it is written (for
 * a package checked, or another fact derived), so that a program which imports nothing new writes
 * no snapshot again only because it called other functions (src/cli/go-snapshot.ts).
 */
export function extendKeptSet(info: Info, name: string, items: Iterable<object>): void {
  let facts = kept.get(info);
  if (facts === undefined) kept.set(info, (facts = new Map()));
  let set = facts.get(name) as Set<object> | undefined;
  if (set === undefined) facts.set(name, (set = new Set()));
  for (const o of items) set.add(o);
}

/** Whether fact `name` of a registry package is kept (keptFact would not derive it). */
export function hasKeptFact(info: Info, name: string): boolean {
  return kept.get(info)?.has(name) === true;
}

/** The facts kept for a package (to save with it), if any. */
export function keptFacts(info: Info): KeptFacts | undefined {
  return kept.get(info);
}

/** Takes saved facts for a package loaded from a snapshot. */
export function restoreKeptFacts(info: Info, facts: KeptFacts): void {
  const have = kept.get(info);
  if (have === undefined) kept.set(info, facts);
  else for (const [k, v] of facts) if (!have.has(k)) have.set(k, v);
}

/** True when a fact was derived since the last call of resetDerived (a snapshot would gain it). */
export function factsDerived(): boolean {
  return derivedSinceLoad;
}

export function resetDerived(): void {
  derivedSinceLoad = false;
}
