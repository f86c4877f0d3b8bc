/**
 * The RBAC rule algebra shared by the API server's escalation check and `kubectl describe
 * role/clusterrole`: BreakdownRule, Covers, CompactRules, CompactString and PolicyRule.String().
 * [K8S] k8s.io/component-helpers auth/rbac/validation/policy_comparator.go (BreakdownRule, Covers,
 * ruleCovers), pkg/registry/rbac/validation/policy_compact.go (CompactRules, API server),
 * k8s.io/kubectl pkg/util/rbac/rbac.go (BreakdownRule, CompactRules, SortableRuleSlice),
 * pkg/apis/rbac/v1/evaluation_helpers.go (CompactString), k8s.io/api rbac/v1/generated.pb.go
 * (PolicyRule.String).
 */

import { goQuote } from './status.ts';
import { type JsonObject, str } from './types.ts';

export type PolicyRule = {
  verbs: string[];
  apiGroups: string[];
  resources: string[];
  resourceNames: string[];
  nonResourceURLs: string[];
};

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => str(x)) : []);

export function policyRule(o: JsonObject): PolicyRule {
  return {
    verbs: strings(o.verbs),
    apiGroups: strings(o.apiGroups),
    resources: strings(o.resources),
    resourceNames: strings(o.resourceNames),
    nonResourceURLs: strings(o.nonResourceURLs),
  };
}

const rule = (p: Partial<PolicyRule>): PolicyRule => ({
  verbs: [],
  apiGroups: [],
  resources: [],
  resourceNames: [],
  nonResourceURLs: [],
  ...p,
});

/** BreakdownRule: one group, one resource, one verb and at most one name per rule (same in both copies). */
export function breakdownRule(r: PolicyRule): PolicyRule[] {
  const out: PolicyRule[] = [];
  for (const group of r.apiGroups)
    for (const resource of r.resources)
      for (const verb of r.verbs) {
        if (r.resourceNames.length > 0)
          for (const name of r.resourceNames)
            out.push(
              rule({ apiGroups: [group], resources: [resource], verbs: [verb], resourceNames: [name] }),
            );
        else out.push(rule({ apiGroups: [group], resources: [resource], verbs: [verb] }));
      }
  // non-resource URLs are unique because they only combine with verbs
  for (const url of r.nonResourceURLs)
    for (const verb of r.verbs) out.push(rule({ nonResourceURLs: [url], verbs: [verb] }));
  return out;
}

const has = (set: string[], e: string) => set.includes(e);
const hasAll = (set: string[], contains: string[]) => contains.every((c) => set.includes(c));

function resourceCoversAll(owner: string[], servant: string[]): boolean {
  if (has(owner, '*') || hasAll(owner, servant)) return true;
  for (const r of servant) {
    if (has(owner, r)) continue;
    const i = r.indexOf('/');
    if (i < 0 || !has(owner, `*/${r.slice(i + 1)}`)) return false;
  }
  return true;
}

function nonResourceURLCovers(ownerPath: string, subPath: string): boolean {
  if (ownerPath === subPath) return true;
  return ownerPath.endsWith('*') && subPath.startsWith(ownerPath.replace(/\*+$/, ''));
}

function ruleCovers(owner: PolicyRule, sub: PolicyRule): boolean {
  const verbs = has(owner.verbs, '*') || hasAll(owner.verbs, sub.verbs);
  const groups = has(owner.apiGroups, '*') || hasAll(owner.apiGroups, sub.apiGroups);
  const resources = resourceCoversAll(owner.resources, sub.resources);
  const urls = sub.nonResourceURLs.every((p) =>
    owner.nonResourceURLs.some((o) => nonResourceURLCovers(o, p)),
  );
  const names =
    sub.resourceNames.length === 0
      ? owner.resourceNames.length === 0
      : owner.resourceNames.length === 0 || hasAll(owner.resourceNames, sub.resourceNames);
  return verbs && groups && resources && names && urls;
}

/** Covers: the broken-down servant rules no owner rule covers (empty when the owner covers all). */
export function covers(owner: PolicyRule[], servant: PolicyRule[]): PolicyRule[] {
  return servant.flatMap(breakdownRule).filter((sub) => !owner.some((o) => ruleCovers(o, sub)));
}

/**
 * CompactRules: rules with one group, one resource, at most one name and nothing else that differ
 * only by verb become one rule. The API server's copy appends every verb (`dedupeVerbs: false`:
 * an escalation message can read Verbs:["get" "get"]); kubectl's skips verbs the merged rule already
 * has (`dedupeVerbs: true`). The merged rules come out of a Go map in random order: both callers
 * sort afterwards (the API server the CompactStrings, kubectl by PolicyRule.String()), so the
 * insertion order kept here never shows.
 */
export function compactRules(rules: PolicyRule[], opts: { dedupeVerbs: boolean }): PolicyRule[] {
  const compacted: PolicyRule[] = [];
  const simple = new Map<string, PolicyRule>();
  for (const r of rules) {
    const isSimple =
      r.resourceNames.length <= 1 &&
      r.nonResourceURLs.length === 0 &&
      r.apiGroups.length === 1 &&
      r.resources.length === 1;
    if (!isSimple) {
      compacted.push(r);
      continue;
    }
    const key = JSON.stringify([
      r.apiGroups[0],
      r.resources[0],
      r.resourceNames.length > 0,
      r.resourceNames[0] ?? '',
    ]);
    const existing = simple.get(key);
    if (!existing) simple.set(key, { ...r, verbs: [...r.verbs], resourceNames: [...r.resourceNames] });
    else if (!opts.dedupeVerbs) existing.verbs.push(...r.verbs);
    else {
      const had = new Set(existing.verbs);
      for (const v of r.verbs) if (!had.has(v)) existing.verbs.push(v);
    }
  }
  return [...compacted, ...simple.values()];
}

/** Go's %q of a []string: ["a" "b"]. */
export const quoteList = (list: readonly string[]) => `[${list.map(goQuote).join(' ')}]`;

/** CompactString, the line an escalation message gives each missing rule. */
export function compactString(r: PolicyRule): string {
  const parts: string[] = [];
  if (r.apiGroups.length > 0) parts.push(`APIGroups:${quoteList(r.apiGroups)}`);
  if (r.resources.length > 0) parts.push(`Resources:${quoteList(r.resources)}`);
  if (r.nonResourceURLs.length > 0) parts.push(`NonResourceURLs:${quoteList(r.nonResourceURLs)}`);
  if (r.resourceNames.length > 0) parts.push(`ResourceNames:${quoteList(r.resourceNames)}`);
  if (r.verbs.length > 0) parts.push(`Verbs:${quoteList(r.verbs)}`);
  return `{${parts.join(', ')}}`;
}

/** fmt's %v of a []string. */
const vList = (v: string[]) => `[${v.join(' ')}]`;

/** PolicyRule.String(), the key kubectl's SortableRuleSlice sorts by. */
export const policyRuleString = (r: PolicyRule) =>
  `&PolicyRule{Verbs:${vList(r.verbs)},APIGroups:${vList(r.apiGroups)},Resources:${vList(r.resources)},ResourceNames:${vList(r.resourceNames)},NonResourceURLs:${vList(r.nonResourceURLs)},}`;
