/**
 * managedFields across the status subresource: an Update of `/status` changes only the status
 * entries, an Update of the main resource only the non-status ones. The fieldmanager strips the
 * strategy's reset fields (spec and metadata for `/status`, status for the main resource) from both
 * objects before the diff ([AM] pkg/util/managedfields/internal/structuredmerge.go Update), so no
 * manager loses what lies outside the request. Before, a status Update wiped the creator's spec
 * entry and the operator's finalizer entry (seen with a kubebuilder operator: finalizer Update, then
 * Status().Update, left only the status entry).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectOk, guestbook, guestbooks, installGuestbook, meta, newServer, ns } from '../helpers.ts';
// the REST layer's type layout, bound as the CLI's and the terminal's hosts bind it (typed-decode.ts)
import '../../../src/kube/rest/bind-transport.ts';

const gbs = ns(guestbooks, 'default');

function entries(o: JsonObject): [string, string, string][] {
  return (meta(o).managedFields as JsonObject[]).map((e) => [
    String(e.manager),
    String(e.subresource ?? ''),
    Object.keys(e.fieldsV1 as JsonObject).join(','),
  ]);
}

describe('managedFields keep what lies outside the request’s scope', () => {
  it('creator spec, operator finalizer, operator status: three entries after each step', () => {
    const { server } = newServer();
    installGuestbook(server);
    const created = expectOk(server.create(admin, gbs, guestbook('gb'), { fieldManager: 'kubectl' }));
    const fin = expectOk(
      server.update(
        admin,
        gbs,
        { ...created, metadata: { ...meta(created), finalizers: ['x.io/f'] } },
        { fieldManager: 'manager' },
      ),
    );
    expect(entries(fin)).toEqual([
      ['kubectl', '', 'f:spec'],
      ['manager', '', 'f:metadata'],
    ]);
    const st = expectOk(
      server.update(
        admin,
        gbs,
        { ...fin, status: { ready: 1 } },
        { subresource: 'status', fieldManager: 'manager' },
      ),
    );
    expect(entries(st)).toEqual([
      ['kubectl', '', 'f:spec'],
      ['manager', '', 'f:metadata'],
      ['manager', 'status', 'f:status'],
    ]);
    // a main-resource update (the finalizer removed) keeps the status entry
    const { status: _s, ...noStatus } = st;
    const unfin = expectOk(
      server.update(
        admin,
        gbs,
        { ...noStatus, metadata: { ...meta(st), finalizers: [] } },
        { fieldManager: 'manager' },
      ),
    );
    expect(entries(unfin)).toEqual([
      ['kubectl', '', 'f:spec'],
      ['manager', 'status', 'f:status'],
    ]);
  });

  it('fieldsV1 as fieldpath.Set serialises it: `.` on nodes an Update created, children sorted', () => {
    const { server } = newServer();
    installGuestbook(server);
    const g = guestbook('gb');
    const created = expectOk(
      server.create(
        admin,
        gbs,
        { ...g, metadata: { ...meta(g), labels: { z: '1', a: '2' } } },
        {
          fieldManager: 'kubectl',
        },
      ),
    );
    expect((meta(created).managedFields as JsonObject[])[0].fieldsV1).toEqual({
      'f:metadata': { 'f:labels': { '.': {}, 'f:a': {}, 'f:z': {} } },
      'f:spec': { '.': {}, 'f:image': {}, 'f:size': {} },
    });
    expect(
      Object.keys(
        ((meta(created).managedFields as JsonObject[])[0].fieldsV1 as JsonObject)['f:spec'] as JsonObject,
      ),
    ).toEqual(['.', 'f:image', 'f:size']);
    const st = expectOk(
      server.update(
        admin,
        gbs,
        { ...created, status: { ready: 1 } },
        { subresource: 'status', fieldManager: 'manager' },
      ),
    );
    expect((meta(st).managedFields as JsonObject[])[1].fieldsV1).toEqual({
      'f:status': { '.': {}, 'f:ready': {} },
    });
    // a built-in kind: sorted children; data is omitempty, so its Go zero value lacks it and the
    // create Added it (`.`) ([SMD] typed/compare.go compare)
    const cms = ns({ group: '', version: 'v1', resource: 'configmaps' }, 'default');
    const cm = expectOk(
      server.create(
        admin,
        cms,
        { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { b: '1', a: '2' } },
        { fieldManager: 'kubectl' },
      ),
    );
    const f = (meta(cm).managedFields as JsonObject[])[0].fieldsV1 as JsonObject;
    expect(Object.keys(f['f:data'] as JsonObject)).toEqual(['.', 'f:a', 'f:b']);
  });

  it('a built-in’s create owns the nodes its Go zero value lacks, not its non-pointer structs', () => {
    // kubectl apply of a Deployment, as kube-apiserver records it: spec, strategy, template and
    // their metadata/spec are in the zero Deployment (no `.`), annotations, labels, rollingUpdate and a
    // new container's ports list are not; containers is null there, so present too
    const { server } = newServer();
    const d = expectOk(
      server.create(
        admin,
        ns({ group: 'apps', version: 'v1', resource: 'deployments' }, 'default'),
        {
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          metadata: { name: 'web', annotations: { a: 'b' } },
          spec: {
            selector: { matchLabels: { app: 'web' } },
            template: {
              metadata: { labels: { app: 'web' } },
              spec: { containers: [{ name: 'c', image: 'nginx', ports: [{ containerPort: 80 }] }] },
            },
          },
        },
        { fieldManager: 'kubectl' },
      ),
    );
    const f = (meta(d).managedFields as JsonObject[])[0].fieldsV1 as JsonObject;
    const spec = f['f:spec'] as JsonObject;
    expect(f['f:metadata']).toEqual({ 'f:annotations': { '.': {}, 'f:a': {} } });
    expect(Object.keys(spec)).not.toContain('.');
    expect(spec['f:strategy']).toEqual({
      'f:rollingUpdate': { '.': {}, 'f:maxSurge': {}, 'f:maxUnavailable': {} },
      'f:type': {},
    });
    const template = spec['f:template'] as JsonObject;
    expect(template['f:metadata']).toEqual({ 'f:labels': { '.': {}, 'f:app': {} } });
    const containers = (template['f:spec'] as JsonObject)['f:containers'] as JsonObject;
    expect(Object.keys(containers)).toEqual(['k:{"name":"c"}']);
    expect((containers['k:{"name":"c"}'] as JsonObject)['f:ports']).toEqual({
      '.': {},
      'k:{"containerPort":80,"protocol":"TCP"}': { '.': {}, 'f:containerPort': {}, 'f:protocol': {} },
    });
  });
});
