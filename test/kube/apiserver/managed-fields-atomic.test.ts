/**
 * Atomic structs and maps in managedFields and server-side apply. A Go type marked
 * `+structType=atomic` or `+mapType=atomic` (kubernetes/api core/v1 types.go: ObjectReference,
 * ConfigMapKeySelector, NodeSelector…, ServiceSpec.Selector, PodSpec.NodeSelector; kubernetes/
 * apimachinery meta/v1 types.go: OwnerReference, LabelSelector) is one leaf for
 * structured-merge-diff: owned as a whole (`f:selector: {}`, `f:involvedObject: {}`, an owner
 * reference `k:{"uid":…}: {}`, as a real API server lists them) and replaced whole by an apply.
 * The simulator used to list their fields one by one and merge them.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectOk, meta, newServer, ns } from '../helpers.ts';
// the REST layer's type layout, bound as the CLI's and the terminal's hosts bind it (typed-decode.ts)
import '../../../src/kube/rest/bind-transport.ts';

const deployments = ns({ group: 'apps', version: 'v1', resource: 'deployments' }, 'default');
const events = ns({ group: '', version: 'v1', resource: 'events' }, 'default');
const services = ns({ group: '', version: 'v1', resource: 'services' }, 'default');
const configmaps = ns({ group: '', version: 'v1', resource: 'configmaps' }, 'default');

const fieldsOf = (o: JsonObject, manager: string) =>
  (meta(o).managedFields as JsonObject[]).find((e) => e.manager === manager)?.fieldsV1 as JsonObject;

describe('atomic structs and maps are one field each', () => {
  it('a Deployment’s selector, an env var’s configMapKeyRef, an Event’s involvedObject, an owner reference', () => {
    const { server } = newServer();
    const dep: KubeObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web', namespace: 'default' },
      spec: {
        selector: { matchLabels: { app: 'web' } },
        template: {
          metadata: { labels: { app: 'web' } },
          spec: {
            nodeSelector: { disk: 'ssd' },
            containers: [
              {
                name: 'c',
                image: 'nginx',
                env: [{ name: 'A', valueFrom: { configMapKeyRef: { name: 'cm', key: 'k' } } }],
              },
            ],
          },
        },
      },
    };
    const d = expectOk(server.create(admin, deployments, dep, { fieldManager: 'kubectl' }));
    const spec = fieldsOf(d, 'kubectl')['f:spec'] as JsonObject;
    expect(spec['f:selector']).toEqual({});
    const podSpec = ((spec['f:template'] as JsonObject)['f:spec'] ?? {}) as JsonObject;
    expect(podSpec['f:nodeSelector']).toEqual({});
    const env = (((podSpec['f:containers'] as JsonObject)['k:{"name":"c"}'] as JsonObject)['f:env'] ??
      {}) as JsonObject;
    expect(env['k:{"name":"A"}']).toEqual({
      '.': {},
      'f:name': {},
      // a node the zero object lacks is Added, so owned (`.`); the atomic configMapKeyRef is one leaf
      'f:valueFrom': { '.': {}, 'f:configMapKeyRef': {} },
    });

    const ev = expectOk(
      server.create(
        admin,
        events,
        {
          apiVersion: 'v1',
          kind: 'Event',
          metadata: { name: 'web.1', namespace: 'default' },
          involvedObject: { kind: 'Deployment', namespace: 'default', name: 'web', uid: String(meta(d).uid) },
          reason: 'Scaled',
          message: 'm',
          type: 'Normal',
          source: { component: 'x' },
        },
        { fieldManager: 'kubectl' },
      ),
    );
    expect(fieldsOf(ev, 'kubectl')['f:involvedObject']).toEqual({});

    const uid = String(meta(d).uid);
    const cm = expectOk(
      server.create(
        admin,
        configmaps,
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: {
            name: 'child',
            namespace: 'default',
            ownerReferences: [
              { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web', uid, controller: true },
            ],
          },
        },
        { fieldManager: 'manager' },
      ),
    );
    const owners = (fieldsOf(cm, 'manager')['f:metadata'] as JsonObject)['f:ownerReferences'] as JsonObject;
    expect(owners[`k:{"uid":"${uid}"}`]).toEqual({});
  });

  it('an apply replaces an atomic map whole: a forced Service selector drops the other manager’s key', () => {
    const { server } = newServer();
    expectOk(
      server.create(
        admin,
        services,
        {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: { name: 'web', namespace: 'default' },
          spec: { selector: { app: 'web', tier: 'front' }, ports: [{ port: 80 }] },
        },
        { fieldManager: 'kubectl' },
      ),
    );
    const applied = expectOk(
      server.patch(
        admin,
        services,
        'web',
        'apply',
        {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: { name: 'web', namespace: 'default' },
          spec: { selector: { app: 'api' } },
        },
        { fieldManager: 'op', force: true },
      ),
    );
    expect((applied.spec as JsonObject).selector).toEqual({ app: 'api' });
    expect((fieldsOf(applied, 'op')['f:spec'] as JsonObject)['f:selector']).toEqual({});
    // the creator lost the selector as a whole (its ports stay its own)
    expect(JSON.stringify(fieldsOf(applied, 'kubectl') ?? {})).not.toContain('f:selector');
  });
});
