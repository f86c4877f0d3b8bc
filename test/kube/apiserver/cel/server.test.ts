/**
 * x-kubernetes-validations enforced by the API server on custom resources, with kube-apiserver 1.34's
 * texts ([AX] pkg/apiserver/schema/cel/validation.go validateExpressions; registry/customresource
 * strategy.go and status_strategy.go): the rule's message or `failed rule: <rule>`, the schema type as the
 * bad value, reason and fieldPath, transition rules only on update, runtime errors as `<err> evaluating
 * rule: <rule>`, the blocking-error notice, /status writes, and ratcheting of unchanged values.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../../src/kube/apiserver/index.ts';
import { admin, crds, expectErr, expectOk, newServer, ns } from '../../helpers.ts';

const apps = ns({ group: 'example.com', version: 'v1', resource: 'apps' }, 'default');

function appCRD(
  specRules: JsonObject[],
  extra: { status?: JsonObject[]; name?: JsonObject[] } = {},
): KubeObject {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'apps.example.com' },
    spec: {
      group: 'example.com',
      names: { kind: 'App', listKind: 'AppList', plural: 'apps', singular: 'app' },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          subresources: { status: {} },
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                apiVersion: { type: 'string' },
                kind: { type: 'string' },
                metadata: { type: 'object' },
                spec: {
                  type: 'object',
                  required: ['min', 'max'],
                  properties: {
                    min: { type: 'integer' },
                    max: { type: 'integer' },
                    name: {
                      type: 'string',
                      ...(extra.name ? { 'x-kubernetes-validations': extra.name } : {}),
                    },
                    tags: { type: 'array', items: { type: 'string' } },
                    ports: {
                      type: 'array',
                      'x-kubernetes-list-type': 'map',
                      'x-kubernetes-list-map-keys': ['name'],
                      items: {
                        type: 'object',
                        properties: { name: { type: 'string' }, port: { type: 'integer' } },
                      },
                    },
                    'app-labels': { type: 'object', additionalProperties: { type: 'string' } },
                  },
                  'x-kubernetes-validations': specRules,
                },
                status: {
                  type: 'object',
                  properties: { ready: { type: 'integer' } },
                  ...(extra.status ? { 'x-kubernetes-validations': extra.status } : {}),
                },
              },
            },
          },
        },
      ],
    },
  };
}

function setup(specRules: JsonObject[], extra: { status?: JsonObject[]; name?: JsonObject[] } = {}) {
  const { server } = newServer();
  expectOk(server.create(admin, crds, appCRD(specRules, extra)));
  return server;
}

function app(spec: JsonObject, name = 'x'): KubeObject {
  return { apiVersion: 'example.com/v1', kind: 'App', metadata: { name, namespace: 'default' }, spec };
}

const minMax = { rule: 'self.min <= self.max', message: 'min must not exceed max' };

describe('x-kubernetes-validations on create', () => {
  it('a failed rule is an Invalid value at the rule node, the schema type as the value', () => {
    const server = setup([minMax]);
    const st = expectErr(server.create(admin, apps, app({ min: 5, max: 3 })));
    expect(st.code).toBe(422);
    expect(st.reason).toBe('Invalid');
    expect(st.message).toBe(
      'App.example.com "x" is invalid: spec: Invalid value: "object": min must not exceed max',
    );
    expect(st.details?.causes).toEqual([
      {
        reason: 'FieldValueInvalid',
        message: 'Invalid value: "object": min must not exceed max',
        field: 'spec',
      },
    ]);
    expectOk(server.create(admin, apps, app({ min: 1, max: 3 })));
  });

  it('without a message: failed rule: <rule>, trimmed', () => {
    const server = setup([{ rule: ' self.min <= self.max ' }]);
    const st = expectErr(server.create(admin, apps, app({ min: 5, max: 3 })));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: spec: Invalid value: "object": failed rule: self.min <= self.max',
    );
  });

  it('several failed rules aggregate, in rule order', () => {
    const server = setup([
      minMax,
      { rule: 'self.max < 10' },
      { rule: "has(self.name) && self.name.startsWith('a')" },
    ]);
    const st = expectErr(server.create(admin, apps, app({ min: 50, max: 30 })));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: [spec: Invalid value: "object": min must not exceed max, spec: Invalid value: "object": failed rule: self.max < 10, spec: Invalid value: "object": failed rule: has(self.name) && self.name.startsWith(\'a\')]',
    );
  });

  it('reason and fieldPath place and type the error', () => {
    const server = setup([
      { rule: 'self.min <= self.max', message: 'too big', reason: 'FieldValueForbidden', fieldPath: '.min' },
      { rule: 'has(self.name)', message: 'name is required', reason: 'FieldValueRequired' },
      { rule: 'self.tags.size() < 2', reason: 'FieldValueDuplicate', fieldPath: '.tags' },
      {
        rule: "!('bad' in self.app__dash__labels)",
        message: 'no bad label',
        fieldPath: ".app-labels['bad']",
      },
    ]);
    const st = expectErr(
      server.create(admin, apps, app({ min: 5, max: 3, tags: ['a', 'b'], 'app-labels': { bad: 'x' } })),
    );
    expect(st.message).toBe(
      'App.example.com "x" is invalid: [spec.min: Forbidden: too big, spec: Required value: name is required, spec.tags: Duplicate value: "object", spec.app-labels[bad]: Invalid value: "object": no bad label]',
    );
  });

  it('messageExpression gives the detail; a failing one falls back to the message', () => {
    const server = setup([
      { rule: 'self.max <= 10', messageExpression: "'max must be at most 10, got ' + string(self.max)" },
      { rule: 'self.min >= 0', message: 'min is negative', messageExpression: 'string(1 / 0)' },
    ]);
    const st = expectErr(server.create(admin, apps, app({ min: -1, max: 12 })));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: [spec: Invalid value: "object": max must be at most 10, got 12, spec: Invalid value: "object": min is negative]',
    );
  });

  it('a runtime error is reported with the rule', () => {
    const server = setup([
      { rule: "self.name == 'a'" },
      { rule: 'self.max / self.min > 0', message: 'ratio' },
    ]);
    const st = expectErr(server.create(admin, apps, app({ min: 0, max: 3 })));
    expect(st.message).toBe(
      `App.example.com "x" is invalid: [spec: Invalid value: "object": no such key: name evaluating rule: self.name == 'a', spec: Invalid value: "object": division by zero evaluating rule: ratio]`,
    );
  });

  it('rules on scalar nodes take the node type; rules run on every item', () => {
    const server = setup([], { name: [{ rule: "self.matches('^[a-z]+$')", message: 'lowercase only' }] });
    const st = expectErr(server.create(admin, apps, app({ min: 1, max: 2, name: 'Abc' })));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: spec.name: Invalid value: "string": lowercase only',
    );
  });

  it('a blocking schema error skips the rules with one notice', () => {
    const server = setup([minMax]);
    const st = expectErr(server.create(admin, apps, app({ min: 5 })));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: [spec.max: Required value, <nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation]',
    );
  });

  it('root rules see apiVersion, kind and metadata.name; the root path prints <nil>', () => {
    const { server } = newServer();
    const crd = appCRD([]);
    const v = ((crd.spec as JsonObject).versions as JsonObject[])[0];
    const root = (v.schema as JsonObject).openAPIV3Schema as JsonObject;
    root['x-kubernetes-validations'] = [
      {
        rule: "self.metadata.name.startsWith('app-') && self.kind == 'App'",
        message: 'name must start with app-',
      },
    ];
    expectOk(server.create(admin, crds, crd));
    const st = expectErr(server.create(admin, apps, app({ min: 1, max: 2 })));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: <nil>: Invalid value: "object": name must start with app-',
    );
    expectOk(server.create(admin, apps, app({ min: 1, max: 2 }, 'app-1')));
  });
});

describe('transition rules and updates', () => {
  const immutable = [{ rule: 'self == oldSelf', message: 'name is immutable' }];

  it('self == oldSelf is not run on create and refuses a change on update', () => {
    const server = setup([], { name: immutable });
    const created = expectOk(server.create(admin, apps, app({ min: 1, max: 2, name: 'a' })));
    const st = expectErr(
      server.update(admin, apps, { ...created, spec: { ...(created.spec as JsonObject), name: 'b' } }),
    );
    expect(st.message).toBe(
      'App.example.com "x" is invalid: spec.name: Invalid value: "string": name is immutable',
    );
    expectOk(server.update(admin, apps, { ...created, spec: { ...(created.spec as JsonObject), max: 5 } }));
  });

  it('a transition rule is skipped where the old value is absent (field newly set)', () => {
    const server = setup([], { name: immutable });
    const created = expectOk(server.create(admin, apps, app({ min: 1, max: 2 })));
    expectOk(
      server.update(admin, apps, { ...created, spec: { ...(created.spec as JsonObject), name: 'b' } }),
    );
  });

  it('merge patch is checked too', () => {
    const server = setup([minMax]);
    expectOk(server.create(admin, apps, app({ min: 1, max: 2 })));
    const st = expectErr(server.patch(admin, apps, 'x', 'merge', { spec: { min: 9 } }));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: spec: Invalid value: "object": min must not exceed max',
    );
  });

  it('oldSelf comparisons: a value may only grow', () => {
    const server = setup([{ rule: 'self.max >= oldSelf.max', message: 'max may not decrease' }]);
    const created = expectOk(server.create(admin, apps, app({ min: 1, max: 5 })));
    const st = expectErr(server.update(admin, apps, { ...created, spec: { min: 1, max: 4 } }));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: spec: Invalid value: "object": max may not decrease',
    );
  });
});

describe('ratcheting on update', () => {
  it('a spec whose only change is the order of a map list is still its old value', () => {
    const { server } = newServer();
    expectOk(server.create(admin, crds, appCRD([])));
    const ports = [
      { name: 'a', port: 1 },
      { name: 'b', port: 2 },
    ];
    const created = expectOk(server.create(admin, apps, app({ min: 5, max: 3, ports })));
    const crd = expectOk(server.get(admin, crds, 'apps.example.com'));
    expectOk(server.update(admin, crds, { ...crd, spec: appCRD([minMax]).spec }));
    const r = server.update(admin, apps, {
      ...created,
      spec: { min: 5, max: 3, ports: [ports[1], ports[0]] },
    });
    expectOk(r);
    expect(r.ok && r.warnings).toEqual(['spec: Invalid value: "object": min must not exceed max']);
  });
});

describe('optionalOldSelf', () => {
  it('the rule runs on create with oldSelf empty, and on update with the old value', () => {
    const server = setup([
      { rule: 'oldSelf.hasValue() || self.max <= 5', optionalOldSelf: true, message: 'max starts at most 5' },
    ]);
    const st = expectErr(server.create(admin, apps, app({ min: 1, max: 7 })));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: spec: Invalid value: "object": max starts at most 5',
    );
    const created = expectOk(server.create(admin, apps, app({ min: 1, max: 3 })));
    expectOk(server.update(admin, apps, { ...created, spec: { min: 1, max: 7 } }));
  });
});

describe('status subresource', () => {
  it('rules under status are checked on /status writes', () => {
    const server = setup([], { status: [{ rule: 'self.ready <= 3', message: 'at most 3 ready' }] });
    const created = expectOk(server.create(admin, apps, app({ min: 1, max: 2 })));
    const st = expectErr(
      server.update(admin, apps, { ...created, status: { ready: 4 } }, { subresource: 'status' }),
    );
    expect(st.message).toBe(
      'App.example.com "x" is invalid: status: Invalid value: "object": at most 3 ready',
    );
    expectOk(server.update(admin, apps, { ...created, status: { ready: 3 } }, { subresource: 'status' }));
  });

  it('ratcheting: a spec stored before its rule existed does not block a /status write', () => {
    const { server } = newServer();
    expectOk(server.create(admin, crds, appCRD([])));
    const created = expectOk(server.create(admin, apps, app({ min: 5, max: 3 })));
    const crd = expectOk(server.get(admin, crds, 'apps.example.com'));
    expectOk(server.update(admin, crds, { ...crd, spec: appCRD([minMax]).spec }));
    const r = server.update(admin, apps, { ...created, status: { ready: 1 } }, { subresource: 'status' });
    const updated = expectOk(r);
    expect(r.ok && r.warnings).toEqual(['spec: Invalid value: "object": min must not exceed max']);
    // a spec write that changes the broken values is refused
    const st = expectErr(server.update(admin, apps, { ...updated, spec: { min: 6, max: 3 } }));
    expect(st.message).toBe(
      'App.example.com "x" is invalid: spec: Invalid value: "object": min must not exceed max',
    );
  });
});

describe("rules with Kubernetes' URL and IP libraries", () => {
  it('isURL and url(): a rule on a string field refuses a bad value; a failed conversion is the error text', () => {
    const server = setup([], {
      name: [
        { rule: "isURL(self) && url(self).getScheme() == 'https'", message: 'name must be an HTTPS URL' },
        { rule: "url(self).getHostname() != ''" },
      ],
    });
    expectOk(
      server.create(admin, apps, app({ min: 1, max: 2, name: 'https://issuer.example.com/realms/a' })),
    );
    const st = expectErr(
      server.create(admin, apps, app({ min: 1, max: 2, name: 'issuer.example.com' }, 'y')),
    );
    expect(st.message).toBe(
      'App.example.com "y" is invalid: [spec.name: Invalid value: "string": name must be an HTTPS URL, spec.name: Invalid value: "string": URL parse error during conversion from string: parse "issuer.example.com": invalid URI for request evaluating rule: url(self).getHostname() != \'\']',
    );
  });

  it('cidr() and ip(): a subnet rule holds or fails', () => {
    const server = setup([], {
      name: [
        {
          rule: "isCIDR(self) && cidr('10.0.0.0/8').containsCIDR(self)",
          message: 'must be inside 10.0.0.0/8',
        },
      ],
    });
    expectOk(server.create(admin, apps, app({ min: 1, max: 2, name: '10.1.0.0/16' })));
    const st = expectErr(server.create(admin, apps, app({ min: 1, max: 2, name: '192.168.0.0/16' }, 'y')));
    expect(st.message).toBe(
      'App.example.com "y" is invalid: spec.name: Invalid value: "string": must be inside 10.0.0.0/8',
    );
  });
});
