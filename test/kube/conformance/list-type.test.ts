/**
 * x-kubernetes-list-type map and set: the API server refuses a repeated key with the field error of
 * k8s.io/apiextensions-apiserver pkg/apiserver/schema/listtype/validation.go (one Duplicate value per
 * repeated key, at its second appearance; the bad value JSON-encoded as apimachinery's field.Error
 * renders it), on create, update and /status; an object that already broke the rule may be updated
 * (ratcheting, registry/customresource strategy.go ValidateUpdate).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/index.ts';
import { admin, crds, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const widgets = { group: 'lab.example.com', version: 'v1', resource: 'widgets' };

function widgetCRD(listTypes = true): KubeObject {
  const conditions: JsonObject = {
    type: 'array',
    items: {
      type: 'object',
      required: ['type', 'status'],
      properties: { type: { type: 'string' }, status: { type: 'string' }, reason: { type: 'string' } },
    },
    ...(listTypes ? { 'x-kubernetes-list-type': 'map', 'x-kubernetes-list-map-keys': ['type'] } : {}),
  };
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'widgets.lab.example.com' },
    spec: {
      group: 'lab.example.com',
      names: { kind: 'Widget', listKind: 'WidgetList', plural: 'widgets', singular: 'widget' },
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
                spec: {
                  type: 'object',
                  properties: {
                    tags: {
                      type: 'array',
                      items: { type: 'string' },
                      ...(listTypes ? { 'x-kubernetes-list-type': 'set' } : {}),
                    },
                    ports: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          name: { type: 'string' },
                          protocol: { type: 'string' },
                          port: { type: 'integer' },
                        },
                      },
                      ...(listTypes
                        ? {
                            'x-kubernetes-list-type': 'map',
                            'x-kubernetes-list-map-keys': ['protocol', 'name'],
                          }
                        : {}),
                    },
                  },
                },
                status: { type: 'object', properties: { conditions } },
              },
            },
          },
        },
      ],
    },
  };
}

function setup(listTypes = true) {
  const { server } = newServer();
  expectOk(server.create(admin, crds, widgetCRD(listTypes)));
  const target = ns(widgets, 'default');
  const created = expectOk(
    server.create(admin, target, {
      apiVersion: 'lab.example.com/v1',
      kind: 'Widget',
      metadata: { name: 'w', namespace: 'default' },
      spec: { tags: ['a'] },
    }),
  );
  return { server, target, created };
}

const available = (reason: string) => ({ type: 'Available', status: 'True', reason });

describe('list-type map and set keep their keys unique', () => {
  it('a /status write with two conditions of one type is refused with Duplicate value', () => {
    const { server, target, created } = setup();
    const st = expectErr(
      server.update(
        admin,
        target,
        { ...created, status: { conditions: [available('A'), available('B')] } },
        { subresource: 'status' },
      ),
    );
    expect(st.code).toBe(422);
    expect(st.reason).toBe('Invalid');
    expect(st.message).toBe(
      'Widget.lab.example.com "w" is invalid: status.conditions[1]: Duplicate value: {"type":"Available"}',
    );
    expect(st.details?.causes).toEqual([
      {
        reason: 'FieldValueDuplicate',
        message: 'Duplicate value: {"type":"Available"}',
        field: 'status.conditions[1]',
      },
    ]);
  });

  it('51 Available conditions are one error, at the second (later repeats are not reported)', () => {
    const { server, target, created } = setup();
    const conditions = Array.from({ length: 51 }, (_, i) => available(`R${i}`));
    const st = expectErr(
      server.update(admin, target, { ...created, status: { conditions } }, { subresource: 'status' }),
    );
    expect(st.message).toBe(
      'Widget.lab.example.com "w" is invalid: status.conditions[1]: Duplicate value: {"type":"Available"}',
    );
  });

  it('one condition per type is stored', () => {
    const { server, target, created } = setup();
    const ok = expectOk(
      server.update(
        admin,
        target,
        { ...created, status: { conditions: [available('A'), { type: 'Progressing', status: 'False' }] } },
        { subresource: 'status' },
      ),
    );
    expect((ok.status as JsonObject).conditions).toHaveLength(2);
  });

  it('a set repeats a value; a map with two keys names both, sorted as json.Marshal writes them', () => {
    const { server, target, created } = setup();
    const st = expectErr(
      server.update(admin, target, {
        ...created,
        spec: {
          tags: ['a', 'b', 'a', 'a', 'b'],
          ports: [
            { name: 'http', protocol: 'TCP', port: 80 },
            { name: 'http', protocol: 'TCP', port: 8080 },
            { name: 'http', protocol: 'UDP', port: 80 },
          ],
        },
      }),
    );
    expect(st.message).toBe(
      'Widget.lab.example.com "w" is invalid: [spec.ports[1]: Duplicate value: {"name":"http","protocol":"TCP"}, spec.tags[2]: Duplicate value: "a", spec.tags[4]: Duplicate value: "b"]',
    );
  });

  it('create is refused too', () => {
    const { server, target } = setup();
    const st = expectErr(
      server.create(admin, target, {
        apiVersion: 'lab.example.com/v1',
        kind: 'Widget',
        metadata: { name: 'x', namespace: 'default' },
        spec: { tags: ['z', 'z'] },
      }),
    );
    expect(st.message).toBe('Widget.lab.example.com "x" is invalid: spec.tags[1]: Duplicate value: "z"');
  });

  it('ratcheting: an object stored before the rule existed may still be updated', () => {
    const { server, target, created } = setup(false);
    const dup = expectOk(
      server.update(
        admin,
        target,
        { ...created, status: { conditions: [available('A'), available('B')] } },
        { subresource: 'status' },
      ),
    );
    const crd = expectOk(server.get(admin, crds, 'widgets.lab.example.com'));
    const withRule = widgetCRD(true);
    expectOk(server.update(admin, crds, { ...crd, spec: withRule.spec }));
    expectOk(
      server.update(admin, target, {
        ...dup,
        metadata: { ...(dup.metadata as JsonObject), labels: { x: 'y' } },
      }),
    );
  });
});
