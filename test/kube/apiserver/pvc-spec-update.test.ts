/**
 * A claim's spec update as kube-apiserver 1.34 refuses it (ValidatePersistentVolumeClaimUpdate): one
 * Forbidden at `spec` whose text ends in go-cmp's cmp.Diff of the internal specs — the layout of the
 * messages users paste from real clusters (two identical fields of context, `... // N identical
 * fields`, aligned keys, `-`/`+` pairs, the changed map of a resized unbound claim spelled out) — and
 * volumeMode's own immutable error at the path `volumeMode`. A first volumeName, a storage class
 * given where none was, and a bound claim's storage request may change.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const pvcs = ns({ group: '', version: 'v1', resource: 'persistentvolumeclaims' }, 'default');
const HEAD =
  'PersistentVolumeClaim "local-pvc" is invalid: spec: Forbidden: spec is immutable after creation except resources.requests and volumeAttributesClassName for bound claims\n';

function setup(spec: JsonObject) {
  const { server } = newServer();
  expectOk(
    server.create(admin, pvcs, {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'local-pvc' },
      spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '500Mi' } }, ...spec },
    }),
  );
  const update = (change: (s: JsonObject) => void) => {
    const live = structuredClone(expectOk(server.get(admin, pvcs, 'local-pvc')) as JsonObject);
    change(live.spec as JsonObject);
    return server.update(admin, pvcs, live);
  };
  return { server, update };
}

describe('PersistentVolumeClaim spec updates', () => {
  it('a changed storage class: the diff with two fields of context on each side', () => {
    const { update } = setup({ storageClassName: 'local-path' });
    expect(expectErr(update((s) => (s.storageClassName = 'local-storage'))).message).toBe(
      `${HEAD}  core.PersistentVolumeClaimSpec{
  \t... // 2 identical fields
  \tResources:        {Requests: {s"storage": {i: {...}, s: "500Mi", Format: "BinarySI"}}},
  \tVolumeName:       "",
- \tStorageClassName: &"local-path",
+ \tStorageClassName: &"local-storage",
  \tVolumeMode:       &"Filesystem",
  \tDataSource:       nil,
  \t... // 2 identical fields
  }
`,
    );
  });

  it('access modes: a changed element as a pair of slices, an added one inside the slice', () => {
    const { update } = setup({ storageClassName: 'standard' });
    expect(expectErr(update((s) => (s.accessModes = ['ReadWriteMany']))).message).toBe(
      `${HEAD}  core.PersistentVolumeClaimSpec{
- \tAccessModes: []core.PersistentVolumeAccessMode{"ReadWriteOnce"},
+ \tAccessModes: []core.PersistentVolumeAccessMode{"ReadWriteMany"},
  \tSelector:    nil,
  \tResources:   {Requests: {s"storage": {i: {...}, s: "500Mi", Format: "BinarySI"}}},
  \t... // 6 identical fields
  }
`,
    );
    expect(expectErr(update((s) => (s.accessModes = ['ReadWriteOnce', 'ReadOnlyMany']))).message).toBe(
      `${HEAD}  core.PersistentVolumeClaimSpec{
  \tAccessModes: []core.PersistentVolumeAccessMode{
  \t\t"ReadWriteOnce",
+ \t\t"ReadOnlyMany",
  \t},
  \tSelector:  nil,
  \tResources: {Requests: {s"storage": {i: {...}, s: "500Mi", Format: "BinarySI"}}},
  \t... // 6 identical fields
  }
`,
    );
  });

  it('an unbound claim resized: the requests map as removed and inserted values', () => {
    const { update } = setup({ storageClassName: 'standard' });
    const err = expectErr(update((s) => ((s.resources as JsonObject).requests = { storage: '2G' })));
    expect(err.message).toBe(
      `${HEAD}  core.PersistentVolumeClaimSpec{
  \tAccessModes: {"ReadWriteOnce"},
  \tSelector:    nil,
  \tResources: core.VolumeResourceRequirements{
  \t\tLimits: nil,
- \t\tRequests: core.ResourceList{
- \t\t\ts"storage": {i: resource.int64Amount{value: 524288000}, s: "500Mi", Format: "BinarySI"},
- \t\t},
+ \t\tRequests: core.ResourceList{
+ \t\t\ts"storage": {i: resource.int64Amount{value: 2, scale: 9}, s: "2G", Format: "DecimalSI"},
+ \t\t},
  \t},
  \tVolumeName:       "",
  \tStorageClassName: &"standard",
  \t... // 4 identical fields
  }
`,
    );
  });

  it('volumeMode: the spec diff, then its own immutable error at the path volumeMode', () => {
    const { update } = setup({ storageClassName: 'standard' });
    const err = expectErr(update((s) => (s.volumeMode = 'Block')));
    expect(err.details?.causes?.map((c) => c.field)).toEqual(['spec', 'volumeMode']);
    expect(err.details?.causes?.[1]?.message).toBe('Invalid value: "Block": field is immutable');
  });

  it("what may change: a first volumeName, a class where none was, a bound claim's request", () => {
    const { server, update } = setup({});
    expectOk(update((s) => (s.volumeName = 'pv-local-1')));
    expectOk(update((s) => (s.storageClassName = 'standard')));
    const live = expectOk(server.get(admin, pvcs, 'local-pvc'));
    live.status = { phase: 'Bound', accessModes: ['ReadWriteOnce'], capacity: { storage: '500Mi' } };
    expectOk(server.update(admin, pvcs, live, { subresource: 'status' }));
    expectOk(update((s) => ((s.resources as JsonObject).requests = { storage: '1Gi' })));
    // a bound volumeName may not change again
    expect(expectErr(update((s) => (s.volumeName = 'pv-local-2'))).message).toContain(
      '- \tVolumeName:       "pv-local-1",\n+ \tVolumeName:       "pv-local-2",\n',
    );
  });
});
