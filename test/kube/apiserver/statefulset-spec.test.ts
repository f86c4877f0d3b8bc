/**
 * ValidateStatefulSetSpec as kube-apiserver 1.34 runs it: the serviceName is a DNS-1123 label, the
 * pod management policy and update strategy are checked after defaulting (bad strategies are shown
 * as the internal structs json.Marshal writes), the claim templates' specs are validated as a
 * claim's, the pod template is validated as a Deployment's with the claim templates as volumes,
 * and the name is a DNS-1123 label.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const statefulsets = ns({ group: 'apps', version: 'v1', resource: 'statefulsets' }, 'default');

/** A StatefulSet as an operator builds one for a database, with `over` merged into its spec. */
function postgres(over: JsonObject = {}, name = 'pg'): JsonObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'StatefulSet',
    metadata: { name, labels: { 'app.kubernetes.io/name': 'postgres' } },
    spec: {
      serviceName: 'pg-headless',
      replicas: 3,
      selector: { matchLabels: { 'app.kubernetes.io/name': 'postgres' } },
      template: {
        metadata: { labels: { 'app.kubernetes.io/name': 'postgres' } },
        spec: {
          containers: [
            {
              name: 'postgres',
              image: 'postgres:16',
              ports: [{ name: 'pg', containerPort: 5432 }],
              volumeMounts: [{ name: 'data', mountPath: '/var/lib/postgresql/data' }],
            },
          ],
        },
      },
      volumeClaimTemplates: [
        {
          metadata: { name: 'data' },
          spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } } },
        },
      ],
      ...over,
    },
  };
}

const create = (body: JsonObject) => {
  const { server } = newServer();
  return server.create(admin, statefulsets, body);
};
const message = (body: JsonObject) => expectErr(create(body)).message;

describe('StatefulSet spec validation', () => {
  it('a mount of a claim template needs no volume; a mount of nothing is Not found', () => {
    const created = expectOk(create(postgres())) as JsonObject;
    const spec = created.spec as JsonObject;
    expect(spec.podManagementPolicy).toBe('OrderedReady');
    expect(spec.updateStrategy).toEqual({ type: 'RollingUpdate', rollingUpdate: { partition: 0 } });
    const body = postgres();
    const template = (body.spec as JsonObject).template as JsonObject;
    const container = ((template.spec as JsonObject).containers as JsonObject[])[0] as JsonObject;
    container.volumeMounts = [
      { name: 'data', mountPath: '/var/lib/postgresql/data' },
      { name: 'config', mountPath: '/etc/postgresql' },
    ];
    container.image = '';
    expect(message(body)).toBe(
      'StatefulSet.apps "pg" is invalid: [spec.template.spec.containers[0].image: Required value, ' +
        'spec.template.spec.containers[0].volumeMounts[1].name: Not found: "config"]',
    );
  });

  it('the serviceName and the name are DNS-1123 labels', () => {
    const label =
      "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
    expect(message(postgres({ serviceName: 'PG_Headless' }))).toBe(
      `StatefulSet.apps "pg" is invalid: spec.serviceName: Invalid value: "PG_Headless": ${label}`,
    );
    expect(message(postgres({}, 'pg.primary'))).toBe(
      `StatefulSet.apps "pg.primary" is invalid: metadata.name: Invalid value: "pg.primary": ${label}`,
    );
    // no serviceName at all is fine (the field is optional)
    expectOk(create(postgres({ serviceName: '' })));
  });

  it('policies and strategies: after defaulting, with the internal structs as bad values', () => {
    expect(message(postgres({ podManagementPolicy: 'parallel' }))).toBe(
      `StatefulSet.apps "pg" is invalid: spec.podManagementPolicy: Invalid value: "parallel": must be 'OrderedReady' or 'Parallel'`,
    );
    expect(message(postgres({ updateStrategy: { type: 'OnDelete', rollingUpdate: { partition: 2 } } }))).toBe(
      `StatefulSet.apps "pg" is invalid: spec.updateStrategy.rollingUpdate: Invalid value: {"Partition":2,"MaxUnavailable":null}: only allowed for updateStrategy 'RollingUpdate'`,
    );
    expect(message(postgres({ updateStrategy: { type: 'Rolling' } }))).toBe(
      `StatefulSet.apps "pg" is invalid: spec.updateStrategy: Invalid value: {"Type":"Rolling","RollingUpdate":null}: must be 'RollingUpdate' or 'OnDelete'`,
    );
    expect(
      message(postgres({ updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: -1 } } })),
    ).toBe(
      'StatefulSet.apps "pg" is invalid: spec.updateStrategy.rollingUpdate.partition: Invalid value: -1: must be greater than or equal to 0',
    );
    expect(message(postgres({ persistentVolumeClaimRetentionPolicy: { whenScaled: 'Keep' } }))).toBe(
      'StatefulSet.apps "pg" is invalid: spec.persistentVolumeClaimRetentionPolicy.whenScaled: Unsupported value: "Keep": supported values: "Retain", "Delete"',
    );
    expect(message(postgres({ replicas: -1, minReadySeconds: -5, ordinals: { start: -1 } }))).toBe(
      'StatefulSet.apps "pg" is invalid: [spec.replicas: Invalid value: -1: must be greater than or equal to 0, ' +
        'spec.minReadySeconds: Invalid value: -5: must be greater than or equal to 0, ' +
        'spec.ordinals.start: Invalid value: -1: must be greater than or equal to 0]',
    );
  });

  it('maxUnavailable is dropped while MaxUnavailableStatefulSet is off', () => {
    const created = expectOk(
      create(postgres({ updateStrategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 2 } } })),
    ) as JsonObject;
    expect((created.spec as JsonObject).updateStrategy).toEqual({
      type: 'RollingUpdate',
      rollingUpdate: { partition: 0 },
    });
  });

  it('a claim template without access modes or storage is refused at create (kubernetes#132211)', () => {
    const claims = [{ metadata: { name: 'data' }, spec: { resources: { requests: { storage: '1Gi' } } } }];
    expect(message(postgres({ volumeClaimTemplates: claims }))).toBe(
      'StatefulSet.apps "pg" is invalid: spec.volumeClaimTemplates[0].spec.accessModes: Required value: at least 1 access mode is required',
    );
    const noSize = [
      { metadata: { name: 'data' }, spec: { accessModes: ['ReadWriteOnce'], storageClassName: 'Fast_SSD' } },
    ];
    expect(message(postgres({ volumeClaimTemplates: noSize }))).toBe(
      'StatefulSet.apps "pg" is invalid: [spec.volumeClaimTemplates[0].spec.resources[storage]: Required value, ' +
        `spec.volumeClaimTemplates[0].spec.storageClassName: Invalid value: "Fast_SSD": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')]`,
    );
  });

  it('an update is validated as a create, then checked for the fields that may not change', () => {
    const { server } = newServer();
    const live = expectOk(server.create(admin, statefulsets, postgres())) as JsonObject;
    const spec = live.spec as JsonObject;
    const r = server.update(admin, statefulsets, {
      ...live,
      spec: { ...spec, podManagementPolicy: 'Parallel', replicas: -1 },
    });
    expect(expectErr(r).message).toBe(
      'StatefulSet.apps "pg" is invalid: [spec.replicas: Invalid value: -1: must be greater than or equal to 0, ' +
        "spec: Forbidden: updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'revisionHistoryLimit', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden]",
    );
  });
});
