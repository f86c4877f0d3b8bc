/**
 * StorageClass validation as kube-apiserver 1.34 words it (kubernetes pkg/apis/storage/validation
 * ValidateStorageClass, ValidateStorageClassUpdate; pkg/apis/storage/v1 SetDefaults_StorageClass):
 * the provisioner is required, reclaimPolicy and volumeBindingMode are defaulted and checked against
 * their sets, and an update (validated as a new class first) may not change the parameters,
 * provisioner, reclaimPolicy or volumeBindingMode.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer } from '../helpers.ts';

const classes = { group: 'storage.k8s.io', version: 'v1', resource: 'storageclasses' };
const sc = (extra: JsonObject) => ({
  apiVersion: 'storage.k8s.io/v1',
  kind: 'StorageClass',
  metadata: { name: 'fast' },
  ...extra,
});

describe('StorageClass', () => {
  it('create: provisioner required, policies from their sets, defaults filled', () => {
    const { server } = newServer();
    expect(expectErr(server.create(admin, classes, sc({}))).message).toBe(
      'StorageClass.storage.k8s.io "fast" is invalid: provisioner: Required value',
    );
    expect(
      expectErr(
        server.create(
          admin,
          classes,
          sc({ provisioner: 'ebs.csi.aws.com', reclaimPolicy: 'Recycle', volumeBindingMode: 'Later' }),
        ),
      ).message,
    ).toBe(
      'StorageClass.storage.k8s.io "fast" is invalid: [reclaimPolicy: Unsupported value: "Recycle": supported values: "Delete", "Retain", ' +
        'volumeBindingMode: Unsupported value: "Later": supported values: "Immediate", "WaitForFirstConsumer"]',
    );
    const created = expectOk(server.create(admin, classes, sc({ provisioner: 'ebs.csi.aws.com' })));
    expect([created.reclaimPolicy, created.volumeBindingMode]).toEqual(['Delete', 'Immediate']);
  });

  it('update: parameters, provisioner and reclaimPolicy forbidden, volumeBindingMode immutable', () => {
    const { server } = newServer();
    const live = expectOk(
      server.create(admin, classes, sc({ provisioner: 'ebs.csi.aws.com', parameters: { type: 'gp2' } })),
    );
    const changed = {
      ...live,
      provisioner: 'driver.longhorn.io',
      parameters: { type: 'gp3' },
      reclaimPolicy: 'Retain',
      volumeBindingMode: 'WaitForFirstConsumer',
    };
    expect(expectErr(server.update(admin, classes, changed)).message).toBe(
      'StorageClass.storage.k8s.io "fast" is invalid: [parameters: Forbidden: updates to parameters are forbidden., ' +
        'provisioner: Forbidden: updates to provisioner are forbidden., reclaimPolicy: Forbidden: updates to reclaimPolicy are forbidden., ' +
        'volumeBindingMode: Invalid value: "WaitForFirstConsumer": field is immutable]',
    );
    // the new class is validated first: an emptied provisioner is Required, then forbidden
    expect(expectErr(server.update(admin, classes, { ...live, provisioner: '' })).message).toBe(
      'StorageClass.storage.k8s.io "fast" is invalid: [provisioner: Required value, provisioner: Forbidden: updates to provisioner are forbidden.]',
    );
    expectOk(server.update(admin, classes, { ...live, allowVolumeExpansion: true }));
  });
});
