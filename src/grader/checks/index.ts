// Every check the grader knows, by id. The `compile` check is the grader's own first step (see
// grade.ts); all others are behaviour checks over the scenarios' runs, with static rules only for
// lines behaviour cannot point at.
import type { CheckDefinition } from './context.ts';
import { outcomeChecks } from './outcome.ts';
import { programChecks } from './program.ts';
import { rbacChecks } from './rbac.ts';
import { scopeChecks } from './scope.ts';
import { statusChecks } from './status.ts';
import { webhookChecks } from './webhook.ts';

const all: CheckDefinition[] = [
  ...scopeChecks,
  ...statusChecks,
  ...rbacChecks,
  ...webhookChecks,
  ...outcomeChecks,
  ...programChecks,
];

export const CHECKS: ReadonlyMap<string, CheckDefinition> = new Map(all.map((c) => [c.id, c]));

/** Ids the grader implements, `compile` included. */
export const KNOWN_CHECK_IDS: readonly string[] = ['compile', ...CHECKS.keys()];
