// The engine worker's stand-in for src/kube/apiserver/cel/validate.ts as the API server imports it
// (scripts/site-lazy-parts.ts): CEL (its parser, evaluator and libraries, ~13 KB gzip) is a chunk
// of its own, loaded only for a CRD whose schema has x-kubernetes-validations, which no exercise's
// CRD has unless the learner adds an XValidation marker. Without rules the real validateRules
// returns no errors and no warnings, so this answers that itself; with rules it needs the real one.
import type {
  validateRules as real,
  crdRuleErrors as realCrdRuleErrors,
} from '../../kube/apiserver/cel/validate.ts';
import type { JsonObject } from '../../kube/apiserver/types.ts';
import { lazyPart } from '../lazy-parts.ts';

export const celPart = lazyPart('cel', () => import('../../kube/apiserver/cel/validate.ts'));

/**
 * Whether `schema` may have CEL rules: the key anywhere in it. A superset of the real hasRules
 * (which skips default, enum and example values): a false "yes" only loads CEL sooner.
 */
const mayHaveRules = new WeakMap<JsonObject, boolean>();

function mayHave(schema: JsonObject): boolean {
  let may = mayHaveRules.get(schema);
  if (may === undefined) {
    may = JSON.stringify(schema).includes('"x-kubernetes-validations"');
    mayHaveRules.set(schema, may);
  }
  return may;
}

export const validateRules: typeof real = (obj, old, schema, prior) => {
  if (celPart.loaded) return celPart.loaded.validateRules(obj, old, schema, prior);
  if (!schema || !mayHave(schema)) return { errs: [], warnings: [] };
  return celPart.need().validateRules(obj, old, schema, prior);
};

/** The rules' compilation errors when a CRD is written (crdvalidation.ts): none without rules. */
export const crdRuleErrors: typeof realCrdRuleErrors = (schema, path) => {
  if (celPart.loaded) return celPart.loaded.crdRuleErrors(schema, path);
  if (!mayHave(schema)) return [];
  return celPart.need().crdRuleErrors(schema, path);
};
