// The bytes of the served cluster's JSON bodies, as a raw reader (curl, `kubectl get --raw`, a Go
// program printing resp.Body) sees them. kube-apiserver encodes with encoding/json over the Go value
// ([AM] pkg/runtime/serializer/json/json.go): a built-in object in its struct's field order with
// TypeMeta first, map keys sorted, non-omitempty zero fields written; a custom resource as a sorted
// map ([AM] apis/meta/v1/unstructured/helpers.go); built-in list items without TypeMeta ([AM]
// serializer/json/collections.go); HTML-safe strings; a trailing newline.
import { describe, expect, test } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../src/kube/apiserver/index.ts';
import { handleRest, type RestResult } from '../../src/kube/rest/handler.ts';

function cluster() {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const call = (
    method: string,
    path: string,
    body?: unknown,
    query = '',
  ): { status: number; text: string } => {
    const r: RestResult = handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(query),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      bodyBytes: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.kind !== 'response') throw new Error('not a response');
    return { status: r.status, text: r.body };
  };
  const watch = (path: string, query: string): string[] => {
    const r = handleRest(ctx, {
      method: 'GET',
      path,
      query: new URLSearchParams(query),
      headers: { accept: 'application/json' },
    });
    if (r.kind !== 'watch') throw new Error('not a watch');
    const lines: string[] = [];
    const w = r.start((l) => lines.push(l));
    if ('error' in w) throw new Error('watch refused');
    w.bookmark();
    w.stop();
    return lines;
  };
  return { call, watch };
}

const deployment = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { labels: { z: '1', a: '2' }, name: 'web' },
  spec: {
    template: {
      spec: {
        containers: [{ image: 'nginx', name: 'c', resources: { limits: { memory: '1Gi', cpu: '1' } } }],
      },
      metadata: { labels: { app: 'web' } },
    },
    selector: { matchLabels: { app: 'web' } },
  },
};

describe('built-in objects in Go struct order', () => {
  test('a created Deployment: kind, apiVersion, metadata, spec, status; fields in struct order', () => {
    const { call } = cluster();
    const r = call('POST', '/apis/apps/v1/namespaces/default/deployments', deployment);
    expect(r.status).toBe(201);
    expect(r.text.endsWith('}\n')).toBe(true);
    expect(r.text).toMatch(
      /^\{"kind":"Deployment","apiVersion":"apps\/v1","metadata":\{"name":"web","namespace":"default","uid":"[^"]+","resourceVersion":"\d+","generation":1,"creationTimestamp":"2026-01-01T00:00:00Z","labels":\{"a":"2","z":"1"\},"managedFields":/,
    );
    const spec = r.text.slice(r.text.indexOf('},"spec":') + 2);
    expect(spec).toBe(
      '"spec":{"replicas":1,"selector":{"matchLabels":{"app":"web"}},"template":{"metadata":{"labels":{"app":"web"}},' +
        '"spec":{"containers":[{"name":"c","image":"nginx","resources":{"limits":{"cpu":"1","memory":"1Gi"}},' +
        '"terminationMessagePath":"/dev/termination-log","terminationMessagePolicy":"File","imagePullPolicy":"Always"}],' +
        '"restartPolicy":"Always","terminationGracePeriodSeconds":30,"dnsPolicy":"ClusterFirst","securityContext":{},' +
        '"schedulerName":"default-scheduler"}},"strategy":{"type":"RollingUpdate","rollingUpdate":{"maxUnavailable":"25%",' +
        '"maxSurge":"25%"}},"revisionHistoryLimit":10,"progressDeadlineSeconds":600},"status":{}}\n',
    );
  });

  test('zero values of fields without omitempty are written, empty omitempty ones are not', () => {
    const { call } = cluster();
    // Container.resources is a struct (never omitted): `"resources":{}`; Role.rules has no omitempty:
    // `"rules":null`; an empty labels map is omitempty and left out.
    const pod = call('POST', '/api/v1/namespaces/default/pods', {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p', labels: {} },
      spec: { containers: [{ name: 'c', image: 'nginx' }] },
    });
    expect(pod.text).toContain('"containers":[{"name":"c","image":"nginx","resources":{},');
    expect(pod.text).not.toContain('"labels"');
    const role = call('POST', '/apis/rbac.authorization.k8s.io/v1/namespaces/default/roles', {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: { name: 'r' },
    });
    expect(role.status).toBe(201);
    expect(role.text).toMatch(/"creationTimestamp":"2026-01-01T00:00:00Z"\},"rules":null\}\n$/);
  });

  test('a list of built-ins: kind, apiVersion, metadata, then items without their TypeMeta', () => {
    const { call } = cluster();
    const r = call('GET', '/api/v1/namespaces/default/services');
    expect(r.text).toMatch(
      /^\{"kind":"ServiceList","apiVersion":"v1","metadata":\{"resourceVersion":"\d+"\},"items":\[\{"metadata":\{"name":"kubernetes",/,
    );
    expect(r.text).toContain(
      '"spec":{"ports":[{"name":"https","protocol":"TCP","port":443,"targetPort":6443}],"clusterIP":"10.96.0.1","clusterIPs":["10.96.0.1"],"type":"ClusterIP","sessionAffinity":"None","ipFamilies":["IPv4"],"ipFamilyPolicy":"SingleStack","internalTrafficPolicy":"Cluster"},"status":{"loadBalancer":{}}}]}\n',
    );
    const empty = call('GET', '/api/v1/namespaces/default/configmaps');
    expect(empty.text).toMatch(
      /^\{"kind":"ConfigMapList","apiVersion":"v1","metadata":\{"resourceVersion":"\d+"\},"items":\[\]\}\n$/,
    );
  });

  test('a Status error in its struct order, with encoding/json HTML escaping', () => {
    const { call } = cluster();
    const r = call('POST', '/api/v1/namespaces/default/configmaps', {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'a&b' },
    });
    expect(r.status).toBe(422);
    expect(r.text).toMatch(
      /^\{"kind":"Status","apiVersion":"v1","metadata":\{\},"status":"Failure","message":"ConfigMap \\"a\\u0026b\\" is invalid: /,
    );
    expect(r.text).toMatch(
      /"details":\{"name":"a\\u0026b","kind":"ConfigMap","causes":\[\{"reason":"FieldValueInvalid",/,
    );
    expect(r.text.endsWith(',"code":422}\n')).toBe(true);
  });

  test('watch events carry the object with its TypeMeta; a bookmark is the zero object', () => {
    const { call, watch } = cluster();
    call('POST', '/api/v1/namespaces/default/pods', {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p' },
      spec: { containers: [{ name: 'c', image: 'nginx' }] },
    });
    const lines = watch('/api/v1/namespaces/default/pods', 'watch=true&allowWatchBookmarks=true');
    expect(lines[0]).toMatch(
      /^\{"type":"ADDED","object":\{"kind":"Pod","apiVersion":"v1","metadata":\{"name":"p",/,
    );
    expect(lines.at(-1)).toMatch(
      /^\{"type":"BOOKMARK","object":\{"kind":"Pod","apiVersion":"v1","metadata":\{"resourceVersion":"\d+"\},"spec":\{"containers":null\},"status":\{\}\}\}\n$/,
    );
  });
});

describe('custom resources as sorted maps', () => {
  test('every key sorted; the list metadata carries continue', () => {
    const { call } = cluster();
    const crd = call('POST', '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        names: { plural: 'widgets', singular: 'widget', kind: 'Widget', listKind: 'WidgetList' },
        scope: 'Namespaced',
        versions: [
          {
            name: 'v1',
            served: true,
            storage: true,
            schema: {
              openAPIV3Schema: {
                type: 'object',
                properties: {
                  spec: {
                    type: 'object',
                    properties: { size: { type: 'integer' }, color: { type: 'string' } },
                  },
                },
              },
            },
          },
        ],
      },
    });
    expect(crd.status).toBe(201);
    const w = call('POST', '/apis/example.com/v1/namespaces/default/widgets', {
      kind: 'Widget',
      apiVersion: 'example.com/v1',
      spec: { size: 2, color: 'red' },
      metadata: { name: 'w', labels: { b: '1', a: '1' } },
    });
    expect(w.status).toBe(201);
    expect(w.text).toMatch(
      /^\{"apiVersion":"example.com\/v1","kind":"Widget","metadata":\{"creationTimestamp":"2026-01-01T00:00:00Z","generation":1,"labels":\{"a":"1","b":"1"\},"managedFields":\[\{"apiVersion":"example.com\/v1","fieldsType":"FieldsV1","fieldsV1":/,
    );
    expect(w.text).toMatch(
      /\],"name":"w","namespace":"default","resourceVersion":"\d+","uid":"[^"]+"\},"spec":\{"color":"red","size":2\}\}\n$/,
    );
    const list = call('GET', '/apis/example.com/v1/namespaces/default/widgets');
    expect(list.text).toMatch(
      /^\{"apiVersion":"example.com\/v1","items":\[\{"apiVersion":"example.com\/v1","kind":"Widget","metadata":/,
    );
    expect(list.text).toMatch(
      /\],"kind":"WidgetList","metadata":\{"continue":"","resourceVersion":"\d+"\}\}\n$/,
    );
  });
});
