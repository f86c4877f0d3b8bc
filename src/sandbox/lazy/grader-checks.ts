// The engine worker's CHECKS (src/grader/checks/index.ts as the grader imports it; the site build
// writes the module from that file's own list of families: scripts/site-lazy-parts.ts): each family
// of checks (scope, status, rbac, webhook, outcome, program; 35 KB gzip together) is a chunk of its
// own, loaded for the exercises whose checks are in it. The handlers load the families an
// exercise's check ids name before grading (checkPartsFor); a check found in none of the loaded
// families needs the rest (lazy-parts.ts: the grade is run again once they are there).
import type { CheckDefinition } from '../../grader/checks/context.ts';
import { type LazyPart, lazyPart, PartNotLoaded } from '../lazy-parts.ts';

const PREFIX = 'checks:';

/** A map of the checks by id over families loaded when needed; like the real CHECKS once all are. */
export function lazyCheckFamilies(
  families: Record<string, () => Promise<readonly CheckDefinition[]>>,
): ReadonlyMap<string, CheckDefinition> {
  const parts = Object.entries(families).map(([name, load]) =>
    lazyPart(PREFIX + name, () => load().then((defs) => new Map(defs.map((d) => [d.id, d])))),
  );
  const unloaded = () => parts.filter((p) => p.loaded === undefined);
  /** Every check, in the real list's order (the families' order), once every family is here. */
  const all = (): Map<string, CheckDefinition> => {
    needAll(unloaded());
    const m = new Map<string, CheckDefinition>();
    for (const p of parts) for (const [id, d] of p.loaded!) m.set(id, d);
    return m;
  };
  const find = (id: string): CheckDefinition | undefined => {
    for (const p of parts) {
      const d = p.loaded?.get(id);
      if (d !== undefined) return d;
    }
    // The family the id's prefix names first (checkPartsFor), then the rest.
    const named = parts.find((p) => p.name === familyOf(id));
    if (named !== undefined && named.loaded === undefined) named.need();
    needAll(unloaded());
    return undefined;
  };
  return {
    get: find,
    has: (id) => find(id) !== undefined,
    get size() {
      return all().size;
    },
    keys: () => all().keys(),
    values: () => all().values(),
    entries: () => all().entries(),
    forEach: (f, self) => all().forEach(f, self),
    [Symbol.iterator]: () => all()[Symbol.iterator](),
  } as ReadonlyMap<string, CheckDefinition>;
}

/** The part of the family an id's prefix names (`checks:scope` for `scope.get-namespace`). */
function familyOf(id: string): string {
  return PREFIX + id.slice(0, Math.max(0, id.indexOf('.')));
}

/** Records every part of `missing` as missed (so all load before the next run), then throws. */
function needAll(missing: readonly LazyPart<unknown>[]): void {
  if (missing.length === 0) return;
  for (const p of missing) {
    try {
      p.need();
    } catch {
      // recorded
    }
  }
  throw new PartNotLoaded(missing.map((p) => p.name).join(', '));
}

/**
 * The parts to load before grading checks `ids`: the family a check's id is prefixed with (the
 * checks' convention, `scope.get-namespace` in scope.ts), or every family for an id whose prefix
 * names none (`loop.settles`). A check in another family than its prefix says still runs, a run later.
 */
export function checkPartsFor(ids: readonly string[], parts: ReadonlyMap<string, unknown>): string[] {
  const names = new Set<string>();
  for (const id of ids) {
    if (id === 'compile') continue;
    const named = familyOf(id);
    if (parts.has(named)) names.add(named);
    else for (const n of parts.keys()) if (n.startsWith(PREFIX)) names.add(n);
  }
  return [...names];
}
