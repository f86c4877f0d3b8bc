// Statement completion codes and the pending label, shared by compiled statements (compile/) and
// their generator twins (gen.ts), and the one rule for what a loop does with its body's code.

export const NORMAL = 0;
export const BREAK = 1;
export const CONTINUE = 2;
export const RETURN = 3;
export const GOTO = 4;
export const FALLTHROUGH = 5;

/** Target label of a pending labelled break/continue or goto (null: innermost). */
export const ctl: { label: string | null } = { label: null };

/** loopCtl: go on with the next iteration. */
export const LOOP_NEXT = 0;
/** loopCtl: leave the loop; the loop statement completes normally. */
export const LOOP_EXIT = 1;
/** loopCtl: leave the loop and complete with the body's code (return, goto, an outer label). */
export const LOOP_OUT = 2;

/**
 * What a loop labelled `label` (null: unlabelled) does when its body completes with `c` other than
 * NORMAL. An unlabelled break/continue, or one naming this loop, is consumed here.
 */
export function loopCtl(c: number, label: string | null): number {
  if (c === BREAK) {
    if (ctl.label === null || ctl.label === label) {
      ctl.label = null;
      return LOOP_EXIT;
    }
    return LOOP_OUT;
  }
  if (c === CONTINUE) {
    if (ctl.label !== null && ctl.label !== label) return LOOP_OUT;
    ctl.label = null;
    return LOOP_NEXT;
  }
  return LOOP_OUT;
}

/** A statement labelled `name` completed with `c`: a break naming it ends it here. */
export function labelCtl(c: number, name: string): number {
  if (c === BREAK && ctl.label === name) {
    ctl.label = null;
    return NORMAL;
  }
  return c;
}

/**
 * A block whose statements carry `labels` saw a pending goto: the index of its target (the goto is
 * consumed), or -1 when the target is outside this block.
 */
export function gotoTarget(labels: readonly (string | null)[]): number {
  const j = labels.indexOf(ctl.label);
  if (j >= 0) ctl.label = null;
  return j;
}

/** A switch or select labelled `label` whose chosen arm completed with `c`: break ends it here. */
export function breakCtl(c: number, label: string | null): number {
  if (c === BREAK && (ctl.label === null || ctl.label === label)) {
    ctl.label = null;
    return NORMAL;
  }
  return c;
}
