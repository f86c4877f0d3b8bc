import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../src/kube/apiserver/types.ts';
import { clusterViews, objectKey, parseObjects } from '../../src/sandbox/cluster-views.ts';

const yaml = `# leading comment only
---
apiVersion: v1
kind: Namespace
metadata:
  name: team-a
---
apiVersion: lab.example.com/v1
kind: App
metadata:
  name: shop
  namespace: team-a
spec:
  secretName: db-creds
`;

describe('cluster objects for the Cluster panel', () => {
  it('parses multi-document YAML, skipping empty documents', () => {
    const objs = parseObjects(yaml, 'cluster.yaml');
    expect(objs.map(objectKey)).toEqual(['Namespace team-a', 'App team-a/shop']);
  });

  it('names the file when a document is not an object', () => {
    expect(() => parseObjects('- a\n- b\n', 'scope-get/cluster.yaml')).toThrow(
      /scope-get\/cluster.yaml: each document/,
    );
    expect(() => parseObjects('a: [\n', 'x.yaml')).toThrow(/^x.yaml: /);
  });

  it('marks what the run changed (status), added and removed; metadata alone is not a change', () => {
    const before = parseObjects(yaml, 'c');
    const after: KubeObject[] = [
      { ...before[0], metadata: { name: 'team-a', resourceVersion: '1', uid: 'u' } },
      { ...before[1], status: { credentialsFound: false, message: 'secret db-creds not found' } },
      {
        apiVersion: 'v1',
        kind: 'Event',
        metadata: { name: 'e', namespace: 'team-a' },
        type: 'Warning',
        reason: 'Failed',
        involvedObject: { kind: 'App', namespace: 'team-a', name: 'shop' },
        message: 'boom',
      },
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'new', namespace: 'team-a' } },
    ];
    const v = clusterViews(before, after.slice(1));
    expect(v.after.map((o) => `${o.key}:${o.change}`)).toEqual([
      'App team-a/shop:changed',
      'ConfigMap team-a/new:added',
      'Namespace team-a:removed',
    ]);
    expect(v.after[0]?.yaml).toContain('credentialsFound: false');
    expect(v.events).toEqual(['Warning Failed App team-a/shop: boom']);
    expect(clusterViews(before, [after[0] as KubeObject]).after[0]?.change).toBe('unchanged');
  });

  it('does not call server-filled fields a change (Namespace phase, Secret stringData stored as data)', () => {
    const before = parseObjects(
      'apiVersion: v1\nkind: Namespace\nmetadata: {name: a}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: s, namespace: a}\nstringData: {password: s3cr3t}\n',
      'c',
    );
    const after: KubeObject[] = [
      { ...before[0], spec: { finalizers: ['kubernetes'] }, status: { phase: 'Active' } } as KubeObject,
      {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 's', namespace: 'a' },
        data: { password: btoa('s3cr3t') },
      },
    ];
    expect(clusterViews(before, after).after.map((o) => o.change)).toEqual(['unchanged', 'unchanged']);
    const rotated = [after[0] as KubeObject, { ...after[1], data: { password: btoa('new') } } as KubeObject];
    expect(clusterViews(before, rotated).after.map((o) => `${o.key}:${o.change}`)).toEqual([
      'Secret a/s:changed',
      'Namespace a:unchanged',
    ]);
  });
});
