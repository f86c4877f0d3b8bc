// One module for the RBAC rule algebra that two real callers share with one difference:
// the API server's CompactRules (kubernetes pkg/registry/rbac/validation/policy_compact.go) appends
// every verb of a merged rule, duplicates included, so an escalation message can read
// Verbs:["get" "get" "list"]; kubectl's copy (k8s.io/kubectl pkg/util/rbac/rbac.go) skips verbs the
// merged rule already has, so `kubectl describe role` prints [get list]. BreakdownRule and Covers
// follow k8s.io/component-helpers auth/rbac/validation/policy_comparator.go, CompactString
// pkg/apis/rbac/v1/evaluation_helpers.go, PolicyRule.String() k8s.io/api rbac/v1/generated.pb.go.

import { describe, expect, it } from 'vitest';
import { checkEscalation } from '../../src/kube/apiserver/escalation.ts';
import type { RbacReader } from '../../src/kube/apiserver/rbac.ts';
import {
  breakdownRule,
  compactRules,
  compactString,
  covers,
  type PolicyRule,
  policyRuleString,
} from '../../src/kube/apiserver/rbac-rules.ts';
import type { KubeObject } from '../../src/kube/apiserver/types.ts';
import { ShellSession } from '../../src/shell/session.ts';

const rule = (p: Partial<PolicyRule>): PolicyRule => ({
  verbs: [],
  apiGroups: [],
  resources: [],
  resourceNames: [],
  nonResourceURLs: [],
  ...p,
});

// Rules that name the same resource twice with overlapping verbs: where the two callers differ.
const DUPLICATED = [
  { apiGroups: [''], resources: ['pods'], verbs: ['get'] },
  { apiGroups: [''], resources: ['pods'], verbs: ['get', 'list'] },
];

describe('BreakdownRule', () => {
  it('walks groups, resources, verbs, then names; non-resource URLs pair with verbs only', () => {
    expect(
      breakdownRule(
        rule({
          apiGroups: ['', 'apps'],
          resources: ['pods'],
          verbs: ['get', 'list'],
          resourceNames: ['a', 'b'],
        }),
      ).map(compactString),
    ).toEqual([
      '{APIGroups:[""], Resources:["pods"], ResourceNames:["a"], Verbs:["get"]}',
      '{APIGroups:[""], Resources:["pods"], ResourceNames:["b"], Verbs:["get"]}',
      '{APIGroups:[""], Resources:["pods"], ResourceNames:["a"], Verbs:["list"]}',
      '{APIGroups:[""], Resources:["pods"], ResourceNames:["b"], Verbs:["list"]}',
      '{APIGroups:["apps"], Resources:["pods"], ResourceNames:["a"], Verbs:["get"]}',
      '{APIGroups:["apps"], Resources:["pods"], ResourceNames:["b"], Verbs:["get"]}',
      '{APIGroups:["apps"], Resources:["pods"], ResourceNames:["a"], Verbs:["list"]}',
      '{APIGroups:["apps"], Resources:["pods"], ResourceNames:["b"], Verbs:["list"]}',
    ]);
    expect(
      breakdownRule(rule({ nonResourceURLs: ['/healthz', '/livez'], verbs: ['get'] })).map(compactString),
    ).toEqual([
      '{NonResourceURLs:["/healthz"], Verbs:["get"]}',
      '{NonResourceURLs:["/livez"], Verbs:["get"]}',
    ]);
  });
});

describe('CompactRules', () => {
  const broken = DUPLICATED.map((r) => rule(r)).flatMap(breakdownRule);

  it('the API server keeps a verb each time it is requested (policy_compact.go appends)', () => {
    expect(compactRules(broken, { dedupeVerbs: false }).map(compactString)).toEqual([
      '{APIGroups:[""], Resources:["pods"], Verbs:["get" "get" "list"]}',
    ]);
  });

  it('kubectl skips verbs the merged rule already has (pkg/util/rbac/rbac.go)', () => {
    expect(compactRules(broken, { dedupeVerbs: true }).map(compactString)).toEqual([
      '{APIGroups:[""], Resources:["pods"], Verbs:["get" "list"]}',
    ]);
  });

  it('merges per resource name; non-resource URL rules are never simple and stay apart', () => {
    const rules = [
      ...breakdownRule(
        rule({
          apiGroups: [''],
          resources: ['secrets'],
          resourceNames: ['a', 'b'],
          verbs: ['get', 'update'],
        }),
      ),
      ...breakdownRule(rule({ apiGroups: [''], resources: ['secrets'], verbs: ['list'] })),
      ...breakdownRule(rule({ nonResourceURLs: ['/healthz'], verbs: ['get', 'get'] })),
    ];
    for (const dedupeVerbs of [false, true])
      expect(compactRules(rules, { dedupeVerbs }).map(compactString)).toEqual([
        '{NonResourceURLs:["/healthz"], Verbs:["get"]}',
        '{NonResourceURLs:["/healthz"], Verbs:["get"]}',
        '{APIGroups:[""], Resources:["secrets"], ResourceNames:["a"], Verbs:["get" "update"]}',
        '{APIGroups:[""], Resources:["secrets"], ResourceNames:["b"], Verbs:["get" "update"]}',
        '{APIGroups:[""], Resources:["secrets"], Verbs:["list"]}',
      ]);
  });
});

describe('Covers', () => {
  it('returns the uncovered sub-rules: */subresource and trailing-* URLs cover, names narrow', () => {
    const owner = [
      rule({ apiGroups: ['apps'], resources: ['*/scale', 'deployments'], verbs: ['get'] }),
      rule({ nonResourceURLs: ['/api*'], verbs: ['get'] }),
      rule({ apiGroups: [''], resources: ['secrets'], resourceNames: ['a'], verbs: ['*'] }),
    ];
    const servant = [
      rule({ apiGroups: ['apps'], resources: ['deployments/scale', 'statefulsets'], verbs: ['get'] }),
      rule({ nonResourceURLs: ['/apis/apps', '/healthz'], verbs: ['get'] }),
      rule({ apiGroups: [''], resources: ['secrets'], resourceNames: ['a', 'b'], verbs: ['get'] }),
      rule({ apiGroups: [''], resources: ['secrets'], verbs: ['get'] }),
    ];
    expect(covers(owner, servant).map(compactString)).toEqual([
      '{APIGroups:["apps"], Resources:["statefulsets"], Verbs:["get"]}',
      '{NonResourceURLs:["/healthz"], Verbs:["get"]}',
      '{APIGroups:[""], Resources:["secrets"], ResourceNames:["b"], Verbs:["get"]}',
      '{APIGroups:[""], Resources:["secrets"], Verbs:["get"]}',
    ]);
  });
});

describe('PolicyRule.String, the key kubectl sorts by', () => {
  it('prints %v lists in field order Verbs, APIGroups, Resources, ResourceNames, NonResourceURLs', () => {
    expect(policyRuleString(rule({ apiGroups: [''], resources: ['pods'], verbs: ['get', 'list'] }))).toBe(
      '&PolicyRule{Verbs:[get list],APIGroups:[],Resources:[pods],ResourceNames:[],NonResourceURLs:[],}',
    );
  });
});

describe('the two callers on rules that repeat a resource', () => {
  it('the API server lists the missing rules with every requested verb', () => {
    const reader: RbacReader = { list: () => [], get: () => undefined };
    const role: KubeObject = {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: { name: 'dup', namespace: 'default' },
      rules: [...DUPLICATED, { apiGroups: ['apps'], resources: ['deployments'], verbs: ['get', 'get'] }],
    };
    const err = checkEscalation(
      reader,
      { username: 'alice', groups: ['dev', 'system:authenticated'] },
      'rbac.authorization.k8s.io',
      'roles',
      'default',
      role,
      undefined,
    );
    expect(err?.message).toBe(
      'roles.rbac.authorization.k8s.io "dup" is forbidden: user "alice" (groups=["dev" "system:authenticated"]) is attempting to grant RBAC permissions not currently held:\n' +
        '{APIGroups:[""], Resources:["pods"], Verbs:["get" "get" "list"]}\n' +
        '{APIGroups:["apps"], Resources:["deployments"], Verbs:["get" "get"]}',
    );
  });

  it('kubectl describe clusterrole prints each verb once, rows sorted by PolicyRule.String()', async () => {
    const s = await ShellSession.create({
      files: {
        '/home/user/cr.yaml': `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  name: dup
rules:
- apiGroups: [""]
  resources: [pods]
  verbs: [get]
- apiGroups: [""]
  resources: [pods]
  verbs: [get, list]
- apiGroups: [apps]
  resources: [deployments, deployments/scale]
  verbs: [get, get]
- nonResourceURLs: [/healthz]
  verbs: [get, get]
`,
      },
    });
    expect((await s.run('kubectl apply -f cr.yaml')).stdout).toBe(
      'clusterrole.rbac.authorization.k8s.io/dup created\n',
    );
    const r = await s.run('kubectl describe clusterrole dup');
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'Name:         dup',
        'Labels:       <none>',
        'Annotations:  <none>',
        'PolicyRule:',
        '  Resources               Non-Resource URLs  Resource Names  Verbs',
        '  ---------               -----------------  --------------  -----',
        '  pods                    []                 []              [get list]',
        '                          [/healthz]         []              [get]',
        '                          [/healthz]         []              [get]',
        '  deployments.apps/scale  []                 []              [get]',
        '  deployments.apps        []                 []              [get]',
        '',
      ].join('\n'),
    );
  });
});
