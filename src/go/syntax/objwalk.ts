// A walk over every object below a syntax tree's root, by field, with a stack of its own: trees are
// as deep as an else-if chain or a long sum is long, deeper than the JavaScript stack allows a
// recursive walk to go. The analyses that look for a kind of node anywhere below a root use it.

/** What `visit` returns: descend into the object's fields, skip them, or end the walk. */
export type WalkStep = boolean | 'stop';

/**
 * Visits every object under `root` (arrays are looked through, not visited) in pre-order and field
 * order. `visit` says whether to descend; `leave`, if given, is called after the fields of an object
 * visit descended into. Fields named in `skip` are not followed.
 */
export function walkObjects(
  root: unknown,
  skip: ReadonlySet<string>,
  visit: (n: any) => WalkStep,
  leave?: (n: any) => void,
): void {
  // Entries are objects to visit, or LEAVE markers followed (below them) by their object.
  const stack: unknown[] = [root];
  const kids: unknown[] = [];
  while (stack.length > 0) {
    const n = stack.pop() as any;
    if (n === LEAVE) {
      leave!(stack.pop());
      continue;
    }
    if (n === null || typeof n !== 'object') continue;
    if (Array.isArray(n)) {
      for (let i = n.length - 1; i >= 0; i--) stack.push(n[i]);
      continue;
    }
    const step = visit(n);
    if (step === 'stop') return;
    if (!step) continue;
    if (leave !== undefined) stack.push(n, LEAVE);
    kids.length = 0;
    for (const k in n) {
      if (skip.has(k)) continue;
      const c = n[k];
      if (c !== null && typeof c === 'object') kids.push(c);
    }
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
}

const LEAVE = { leave: true };

/** Positions only: the fields every walk skips. */
export const SKIP_POS: ReadonlySet<string> = new Set(['pos', 'end']);
