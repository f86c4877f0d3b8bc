// PersistentVolumes (cluster-scoped) and PersistentVolumeClaims as kube-apiserver 1.34 serves them:
// defaults (kubernetes pkg/apis/core/v1/defaults.go SetDefaults_PersistentVolume: reclaim policy
// Retain, volumeMode Filesystem; SetDefaults_HostPathVolumeSource), the create strategy's status
// (pkg/registry/core/persistentvolume/strategy.go PrepareForCreate: Pending since now) and validation
// (pkg/apis/core/validation/validation.go ValidatePersistentVolumeSpec, ValidatePersistentVolumeClaimSpec).
import { describe, expect, test } from 'vitest';
import { ApiServer, type JsonObject, type Target } from '../../../src/kube/apiserver/index.ts';
import { admin, TestClock } from '../helpers.ts';

const pvs: Target = { group: '', version: 'v1', resource: 'persistentvolumes' };
const pvcs: Target = { group: '', version: 'v1', resource: 'persistentvolumeclaims', namespace: 'default' };

function message(r: ReturnType<ApiServer['create']>): string {
  if (r.ok) throw new Error('created');
  return r.status.message;
}

describe('PersistentVolume', () => {
  test('created with its defaults and a Pending status since its creation', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const r = server.create(admin, pvs, {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv1', namespace: 'ignored' },
      spec: { capacity: { storage: '1024Mi' }, accessModes: ['ReadWriteOnce'], hostPath: { path: '/data' } },
      status: { phase: 'Bound' },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.object.metadata?.namespace).toBeUndefined();
    expect(r.object.spec).toEqual({
      capacity: { storage: '1Gi' },
      accessModes: ['ReadWriteOnce'],
      hostPath: { path: '/data', type: '' },
      persistentVolumeReclaimPolicy: 'Retain',
      volumeMode: 'Filesystem',
    });
    expect(r.object.status).toEqual({ phase: 'Pending', lastPhaseTransitionTime: '2026-01-01T00:00:00Z' });
  });

  test('an empty spec: access modes, capacity and a volume type are required', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const r = server.create(admin, pvs, {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv' },
      spec: {},
    });
    expect(message(r)).toBe(
      'PersistentVolume "pv" is invalid: [spec.accessModes: Required value, spec.capacity: Required value, spec.capacity: Unsupported value: null: supported values: "storage", spec: Required value: must specify a volume type]',
    );
  });

  test('unsupported modes and resources, two volume types, a local volume without node affinity', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const r = server.create(admin, pvs, {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv' },
      spec: {
        capacity: { storage: '0', cpu: '1' },
        accessModes: ['RWO'],
        local: { path: '/mnt/disk' },
        csi: { driver: 'x', volumeHandle: 'h' },
      },
    });
    expect(message(r)).toBe(
      'PersistentVolume "pv" is invalid: [spec.accessModes: Unsupported value: "RWO": supported values: "ReadOnlyMany", "ReadWriteMany", "ReadWriteOnce", "ReadWriteOncePod", spec.capacity: Unsupported value: {"cpu":"1","storage":"0"}: supported values: "storage", spec.capacity[storage]: Invalid value: "0": must be greater than zero, spec.nodeAffinity: Required value: Local volume requires node affinity, spec.csi: Forbidden: may not specify more than 1 volume type]',
    );
    const nfs = server.create(admin, pvs, {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 'pv' },
      spec: { capacity: { storage: '1Gi' }, accessModes: ['ReadWriteMany'], nfs: { server: '' } },
    });
    expect(message(nfs)).toBe(
      'PersistentVolume "pv" is invalid: [spec.nfs.server: Required value, spec.nfs.path: Required value, spec.nfs.path: Invalid value: "": must be an absolute path]',
    );
  });
});

describe('PersistentVolumeClaim', () => {
  test('access modes and a storage request are required', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const r = server.create(admin, pvcs, {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'data' },
      spec: {},
    });
    expect(message(r)).toBe(
      'PersistentVolumeClaim "data" is invalid: [spec.accessModes: Required value: at least 1 access mode is required, spec.resources[storage]: Required value]',
    );
    const zero = server.create(admin, pvcs, {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'data' },
      spec: {
        accessModes: ['ReadWriteOnce'],
        resources: { requests: { storage: '0Gi' } },
        volumeMode: 'Raw',
      },
    });
    expect(message(zero)).toBe(
      'PersistentVolumeClaim "data" is invalid: [spec.resources[storage]: Invalid value: "0": must be greater than zero, spec.volumeMode: Unsupported value: "Raw": supported values: "Block", "Filesystem"]',
    );
  });
});

describe('a bound claim resized', () => {
  // ValidatePersistentVolumeClaimUpdate with RecoverVolumeExpansionFailure (GA in 1.34): the request
  // may go down after a failed expansion, but not to the recorded capacity or below
  test('may grow, and shrink only while it stays above status.capacity', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const ok = (r: ReturnType<ApiServer['get']>) => {
      if (!r.ok) throw new Error(r.status.message);
      return r.object as JsonObject;
    };
    ok(
      server.create(admin, pvcs, {
        apiVersion: 'v1',
        kind: 'PersistentVolumeClaim',
        metadata: { name: 'data' },
        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } } },
      }),
    );
    const bound = ok(server.get(admin, pvcs, 'data'));
    bound.status = { phase: 'Bound', accessModes: ['ReadWriteOnce'], capacity: { storage: '10Gi' } };
    ok(server.update(admin, pvcs, bound, { subresource: 'status' }));
    const resize = (storage: string) => {
      const live = ok(server.get(admin, pvcs, 'data'));
      (((live.spec as JsonObject).resources as JsonObject).requests as JsonObject).storage = storage;
      return server.update(admin, pvcs, live);
    };
    ok(resize('20Gi'));
    ok(resize('15Gi'));
    for (const storage of ['10Gi', '5Gi'])
      expect(message(resize(storage))).toBe(
        'PersistentVolumeClaim "data" is invalid: spec.resources.requests.storage: Forbidden: field can not be less than status.capacity',
      );
  });
});
