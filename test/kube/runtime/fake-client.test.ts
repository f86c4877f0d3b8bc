/**
 * SEMANTICS.md checklist — "Fake-client mode": conflict text `…: object was modified`; initial RV `999`, created RV
 * `1`, +1 per write; CRDs need `WithStatusSubresource` or `Status().Update` → 404; no generation, no RBAC, no
 * validation, no cache lag, no scope handling.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/index.ts';
import { errorMessage, FakeClient, guessResource } from '../../../src/kube/runtime/index.ts';
import { GUESTBOOK, gb, NODE } from './env.ts';

const rvOf = (o: KubeObject) => (o.metadata as { resourceVersion: string }).resourceVersion;

describe('Fake-client mode', () => {
  it('resourceVersions: 999 for seeded objects, 1 on create, +1 per write; stale writes get `object was modified`', () => {
    const c = new FakeClient({ objects: [gb('seeded', 'default')] });
    const seeded = c.get(GUESTBOOK, { namespace: 'default', name: 'seeded' });
    expect(seeded.ok && rvOf(seeded.value)).toBe('999');
    const created = gb('new', 'default');
    expect(c.create(created).ok).toBe(true);
    expect(rvOf(created)).toBe('1');
    const stale = structuredClone(created);
    created.spec = { size: 2 };
    expect(c.update(created).ok).toBe(true);
    expect(rvOf(created)).toBe('2');
    const r = c.update(stale);
    expect(!r.ok && r.error.kind === 'status' && r.error.status).toMatchObject({
      code: 409,
      reason: 'Conflict',
      message: 'Operation cannot be fulfilled on guestbooks.webapp.my.domain "new": object was modified',
    });
    expect((created.metadata as { generation?: number }).generation).toBeUndefined();
  });

  it('create with a resourceVersion is 400 (the real server says 500)', () => {
    const c = new FakeClient();
    const o = gb('x', 'default');
    (o.metadata as { resourceVersion?: string }).resourceVersion = '5';
    const r = c.create(o);
    expect(!r.ok && r.error.kind === 'status' && r.error.status).toMatchObject({
      code: 400,
      message: 'resourceVersion can not be set for Create requests',
    });
  });

  it('CRD types need WithStatusSubresource: otherwise Update writes status and Status().Update is 404', () => {
    const plain = new FakeClient({ objects: [gb('gb', 'default')] });
    const g = plain.get(GUESTBOOK, { namespace: 'default', name: 'gb' });
    if (!g.ok) throw new Error('get');
    g.value.status = { ready: 1 };
    const su = plain.status().update(structuredClone(g.value));
    expect(!su.ok && errorMessage(su.error)).toBe('guestbooks.webapp.my.domain "gb" not found');
    expect(plain.update(g.value).ok).toBe(true);
    expect(g.value.status).toEqual({ ready: 1 });

    const withStatus = new FakeClient({ objects: [gb('gb', 'default')], statusSubresource: [GUESTBOOK] });
    const h = withStatus.get(GUESTBOOK, { namespace: 'default', name: 'gb' });
    if (!h.ok) throw new Error('get');
    h.value.status = { ready: 1 };
    expect(withStatus.update(h.value).ok).toBe(true);
    expect(h.value.status).toBeUndefined();
    h.value.status = { ready: 2 };
    expect(withStatus.status().update(h.value).ok).toBe(true);
    expect(h.value.status).toEqual({ ready: 2 });
  });

  it('empty RV on Update of a CR conflicts (the real server answers 422)', () => {
    const c = new FakeClient({ objects: [gb('gb', 'default')] });
    const r = c.update(gb('gb', 'default', 4));
    expect(!r.ok && errorMessage(r.error)).toBe(
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": object was modified',
    );
  });

  it('no scope handling: a namespace on a cluster-scoped Get is part of the key', () => {
    const c = new FakeClient({ objects: [{ apiVersion: 'v1', kind: 'Node', metadata: { name: 'n1' } }] });
    expect(c.get(NODE, { namespace: '', name: 'n1' }).ok).toBe(true);
    const r = c.get(NODE, { namespace: 'x', name: 'n1' });
    expect(!r.ok && errorMessage(r.error)).toBe('nodes "n1" not found');
    const l = c.list(NODE, { namespace: 'x' });
    expect(l.ok && l.value).toEqual([]);
  });

  it('empty name, finalizers on delete, and objects with deletionTimestamp but no finalizers', () => {
    const c = new FakeClient();
    const r = c.create(gb('', 'default'));
    expect(!r.ok && errorMessage(r.error)).toBe(
      'Guestbook.webapp.my.domain "" is invalid: metadata.name: Required value: name is required',
    );
    const f = gb('f', 'default');
    (f.metadata as { finalizers?: string[] }).finalizers = ['x.io/f'];
    expect(c.create(f).ok).toBe(true);
    const d = c.delete(f);
    expect(d.ok && (d.value.metadata as { deletionTimestamp?: string }).deletionTimestamp).toBeTruthy();
    const live = c.get(GUESTBOOK, { namespace: 'default', name: 'f' });
    if (!live.ok) throw new Error('get');
    (live.value.metadata as { finalizers?: string[] }).finalizers = [];
    expect(c.update(live.value).ok).toBe(true);
    expect(c.get(GUESTBOOK, { namespace: 'default', name: 'f' }).ok).toBe(false);
    const bad = gb('b', 'default');
    (bad.metadata as { deletionTimestamp?: string }).deletionTimestamp = '2026-01-01T00:00:00Z';
    expect(() => new FakeClient({ objects: [bad] })).toThrow(
      'refusing to create obj b with metadata.deletionTimestamp but no finalizers',
    );
  });

  it('guesses plurals like meta.UnsafeGuessKindToResource', () => {
    expect(['Guestbook', 'Policy', 'Ingress', 'Gateway', 'Box'].map(guessResource)).toEqual([
      'guestbooks',
      'policies',
      'ingresses',
      'gateways',
      'boxes',
    ]);
  });
});

describe('Fake client Delete and DeleteAllOf (pkg/client/fake/client.go v0.24.1)', () => {
  const labelled = (name: string, ns: string, tier: string) => {
    const o = gb(name, ns);
    (o.metadata as { labels?: Record<string, string> }).labels = { tier };
    return o;
  };

  it('DeleteAllOf deletes what the namespace and label selector match; DryRunAll deletes nothing', () => {
    const c = new FakeClient({
      objects: [
        labelled('a', 'default', 'web'),
        labelled('b', 'default', 'db'),
        labelled('c', 'other', 'web'),
      ],
    });
    expect(
      c.deleteAllOf(GUESTBOOK, { namespace: 'default', labelSelector: 'tier=web', dryRun: true }).ok,
    ).toBe(true);
    expect(c.list(GUESTBOOK).ok && (c.list(GUESTBOOK) as { value: KubeObject[] }).value).toHaveLength(3);
    const r = c.deleteAllOf(GUESTBOOK, { namespace: 'default', labelSelector: 'tier=web' });
    expect(r.ok).toBe(true);
    const left = c.list(GUESTBOOK);
    expect(left.ok && left.value.map((o) => (o.metadata as { name: string }).name)).toEqual(['b', 'c']);
  });

  it('Delete with DryRunAll keeps the object; a stale resourceVersion precondition conflicts in the fake’s words', () => {
    const c = new FakeClient({ objects: [gb('x', 'default')] });
    expect(c.delete(gb('x', 'default'), { dryRun: true }).ok).toBe(true);
    expect(c.get(GUESTBOOK, { namespace: 'default', name: 'x' }).ok).toBe(true);
    const r = c.delete(gb('x', 'default'), { preconditions: { resourceVersion: '1' } });
    expect(!r.ok && errorMessage(r.error)).toBe(
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "x": the ResourceVersion in the precondition (1) does not match the ResourceVersion in record (999). The object might have been modified',
    );
    expect(c.delete(gb('x', 'default'), { preconditions: { resourceVersion: '999' } }).ok).toBe(true);
    expect(c.get(GUESTBOOK, { namespace: 'default', name: 'x' }).ok).toBe(false);
  });

  it('DryRunAll (v0.24.1 create, update, patch): nothing stored, the object sent left as it was', () => {
    const c = new FakeClient({ objects: [gb('gb', 'default')] });
    const g = c.get(GUESTBOOK, { namespace: 'default', name: 'gb' });
    if (!g.ok) throw new Error('get');
    g.value.spec = { size: 3 };
    expect(c.update(g.value, { dryRun: true }).ok).toBe(true);
    expect(rvOf(g.value)).toBe('999');
    expect(c.patch(g.value, { type: 'merge', data: { spec: { size: 4 } } }, { dryRun: true }).ok).toBe(true);
    const created = gb('new', 'default');
    expect(c.create(created, { dryRun: true }).ok).toBe(true);
    expect(c.get(GUESTBOOK, { namespace: 'default', name: 'new' }).ok).toBe(false);
    const stored = c.get(GUESTBOOK, { namespace: 'default', name: 'gb' });
    expect(stored.ok && [rvOf(stored.value), stored.value.spec]).toEqual(['999', { size: 1 }]);
  });

  it('a JSON patch is applied to the stored object (client-go testing ObjectReaction), its failure in json-patch words', () => {
    const c = new FakeClient({ objects: [gb('gb', 'default')], statusSubresource: [GUESTBOOK] });
    const target = gb('gb', 'default');
    const ok = c
      .status()
      .patch(target, { type: 'json', data: [{ op: 'add', path: '/status', value: { ready: 2 } }] });
    expect(ok.ok && [rvOf(ok.value), ok.value.status]).toEqual(['1000', { ready: 2 }]);
    const bad = c.patch(target, {
      type: 'json',
      data: [{ op: 'replace', path: '/spec/replicas', value: 1 }],
    });
    expect(!bad.ok && errorMessage(bad.error)).toBe(
      'replace operation does not apply: doc is missing path: "/spec/replicas": missing value',
    );
  });
});

describe('Fake-client mode: strategic merge patches', () => {
  const deployment = (containers: Array<Record<string, string>>): KubeObject => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'default' },
    spec: { template: { spec: { containers } } },
  });
  const DEPLOYMENTS = { group: 'apps', version: 'v1', kind: 'Deployment' };

  it('merge a list by its key as client.StrategicMergeFrom expects (a merge patch replaces it)', () => {
    const c = new FakeClient({
      objects: [
        deployment([
          { name: 'app', image: 'app:1' },
          { name: 'sidecar', image: 'proxy:1' },
        ]),
      ],
    });
    const patch = { spec: { template: { spec: { containers: [{ name: 'app', image: 'app:2' }] } } } };
    const r = c.patch(deployment([]), { type: 'strategic', data: patch });
    const containers = (o: KubeObject) => (o.spec as any).template.spec.containers;
    expect(r.ok && [rvOf(r.value), containers(r.value)]).toEqual([
      '1000',
      [
        { name: 'app', image: 'app:2' },
        { name: 'sidecar', image: 'proxy:1' },
      ],
    ]);
    const m = c.patch(deployment([]), { type: 'merge', data: patch });
    expect(m.ok && containers(m.value)).toEqual([{ name: 'app', image: 'app:2' }]);
    const stored = c.get(DEPLOYMENTS, { namespace: 'default', name: 'web' });
    expect(stored.ok && rvOf(stored.value)).toBe('1001');
  });

  it('an item without its merge key is refused, the stored object left alone', () => {
    const c = new FakeClient({ objects: [deployment([{ name: 'app', image: 'app:1' }])] });
    const r = c.patch(deployment([]), {
      type: 'strategic',
      data: { spec: { template: { spec: { containers: [{ image: 'x' }] } } } },
    });
    // mergepatch.ErrNoMergeKey: the item as fmt's %v prints a map
    expect(!r.ok && errorMessage(r.error)).toBe(
      'map: map[image:x] does not contain declared merge key: name',
    );
    const stored = c.get(DEPLOYMENTS, { namespace: 'default', name: 'web' });
    expect(stored.ok && [rvOf(stored.value), (stored.value.spec as any).template.spec.containers]).toEqual([
      '999',
      [{ name: 'app', image: 'app:1' }],
    ]);
  });
});

// v0.24.1's fake client applies with client-go testing's FieldManagedObjectTracker (pkg/client/fake/
// client.go Build, versioned_tracker.go Apply); managedFields are kept and cleared from answers.
describe('Fake-client mode: server-side apply', () => {
  const applied = (status?: JsonObject, spec?: JsonObject): KubeObject => ({
    apiVersion: 'webapp.my.domain/v1',
    kind: 'Guestbook',
    metadata: { name: 'gb', namespace: 'default' },
    ...(spec ? { spec } : {}),
    ...(status ? { status } : {}),
  });

  it('a status apply writes the status only, bumps the RV and returns no managedFields', () => {
    const c = new FakeClient({ objects: [gb('gb', 'default', 3)], statusSubresource: [GUESTBOOK] });
    const body = applied({ ready: 2 }, { size: 9 });
    const r = c.status().patch(body, { type: 'apply', data: body }, { fieldManager: 'ctrl' });
    expect(r.ok && [rvOf(r.value), r.value.spec, r.value.status]).toEqual([
      '1000',
      { size: 3 },
      { ready: 2 },
    ]);
    expect((body.metadata as { managedFields?: unknown }).managedFields).toBeUndefined();
    const stored = c.get(GUESTBOOK, { namespace: 'default', name: 'gb' });
    expect(stored.ok && [stored.value.spec, stored.value.status]).toEqual([{ size: 3 }, { ready: 2 }]);
  });

  it('an apply needs a field manager, and force is for applies only (ValidatePatchOptions)', () => {
    const c = new FakeClient({ objects: [gb('gb', 'default')] });
    const body = applied(undefined, { size: 2 });
    const r = c.patch(body, { type: 'apply', data: body });
    expect(!r.ok && r.error.kind === 'status' && r.error.status).toMatchObject({
      code: 422,
      message:
        'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
    });
    const m = c.patch(body, { type: 'merge', data: { spec: { size: 2 } } }, { force: true });
    expect(!m.ok && errorMessage(m.error)).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: force: Forbidden: may not be specified for non-apply patch',
    );
  });

  it('a seeded object’s fields belong to "before-first-apply": changing one is a conflict unless forced', () => {
    const seeded = { ...gb('gb', 'default'), status: { ready: 1 } };
    const c = new FakeClient({ objects: [seeded], statusSubresource: [GUESTBOOK] });
    const body = applied({ ready: 2 });
    const r = c.status().patch(body, { type: 'apply', data: body }, { fieldManager: 'ctrl' });
    expect(!r.ok && r.error.kind === 'status' && r.error.status).toMatchObject({
      code: 409,
      reason: 'Conflict',
      message:
        'Apply failed with 1 conflict: conflict with "before-first-apply" using webapp.my.domain/v1: .status.ready',
    });
    const f = c.status().patch(body, { type: 'apply', data: body }, { fieldManager: 'ctrl', force: true });
    expect(f.ok && [rvOf(f.value), f.value.status]).toEqual(['1000', { ready: 2 }]);
  });

  it('an apply creates a missing object (RV 1); a field the manager stops applying is removed; a body without kind is refused', () => {
    const c = new FakeClient();
    const first = applied(undefined, { size: 2, extra: 'x' });
    const r = c.patch(first, { type: 'apply', data: first }, { fieldManager: 'ctrl' });
    expect(r.ok && [rvOf(r.value), r.value.spec]).toEqual(['1', { size: 2, extra: 'x' }]);
    const second = applied(undefined, { size: 2 });
    const s = c.patch(second, { type: 'apply', data: second }, { fieldManager: 'ctrl' });
    expect(s.ok && [rvOf(s.value), s.value.spec]).toEqual(['2', { size: 2 }]);
    const { kind: _, ...noKind } = applied(undefined, { size: 3 });
    const k = c.patch(
      noKind as KubeObject,
      { type: 'apply', data: noKind as KubeObject },
      { fieldManager: 'ctrl' },
    );
    expect(!k.ok && errorMessage(k.error)).toBe(
      "Object 'Kind' is missing in 'unstructured object has no kind'",
    );
  });

  it('WithReturnManagedFields: the answers carry the managedFields the tracker keeps', () => {
    const c = new FakeClient({ objects: [gb('gb', 'default')], returnManagedFields: true });
    const body = applied(undefined, { size: 2 });
    expect(c.patch(body, { type: 'apply', data: body }, { fieldManager: 'ctrl', force: true }).ok).toBe(true);
    const g = c.get(GUESTBOOK, { namespace: 'default', name: 'gb' });
    const mf = g.ok
      ? ((g.value.metadata as { managedFields?: { manager: string; operation: string }[] }).managedFields ??
        [])
      : [];
    expect(mf.map((e) => [e.manager, e.operation])).toEqual([
      ['before-first-apply', 'Update'],
      ['ctrl', 'Apply'],
    ]);
    expect((body.metadata as { managedFields?: unknown[] }).managedFields).toHaveLength(2);
  });

  it('an applied object carrying managedFields is refused as the field manager refuses it', () => {
    const c = new FakeClient({ objects: [gb('gb', 'default')] });
    const body = applied(undefined, { size: 2 });
    (body.metadata as { managedFields?: unknown[] }).managedFields = [];
    const r = c.patch(body, { type: 'apply', data: body }, { fieldManager: 'ctrl' });
    expect(!r.ok && r.error.kind === 'status' && [r.error.status.code, r.error.status.message]).toEqual([
      400,
      'metadata.managedFields must be nil',
    ]);
  });
});
