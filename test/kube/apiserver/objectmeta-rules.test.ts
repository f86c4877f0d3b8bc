/**
 * ObjectMeta rules every kind shares, as kube-apiserver 1.34 words them ([AM] pkg/api/validation/
 * objectmeta.go): annotation keys and their total size, owner references (no index in the path),
 * the two dependents finalizers, and what an update may not touch (deletionTimestamp,
 * deletionGracePeriodSeconds; [AS] pkg/registry/rest/update.go BeforeUpdate).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, configmaps, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const cms = ns(configmaps, 'default');
const cm = (metadata: JsonObject): JsonObject => ({ metadata: { name: 'c', ...metadata }, data: { a: 'b' } });

describe('ObjectMeta rules', () => {
  it('annotation keys are qualified names (case aside) and the total size is capped', () => {
    const { server } = newServer();
    expectOk(server.create(admin, cms, cm({ annotations: { 'Example.COM/Some_Key': 'x' } })));
    const bad = expectErr(server.create(admin, cms, cm({ name: 'd', annotations: { 'a b': 'x' } })));
    expect(bad.message).toBe(
      `ConfigMap "d" is invalid: metadata.annotations: Invalid value: "a b": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')`,
    );
    const big = { 'example.com/blob': 'x'.repeat(256 * 1024) };
    const st = expectErr(server.create(admin, cms, cm({ name: 'e', annotations: big })));
    expect(st.code).toBe(422);
    expect(st.message).toBe(
      'ConfigMap "e" is invalid: metadata.annotations: Too long: may not be more than 262144 bytes',
    );
  });

  it('owner references: the path has no index; each extra controller is named against the first', () => {
    const { server } = newServer();
    const ref = (name: string, extra: JsonObject = {}) => ({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name,
      uid: `u-${name}`,
      controller: true,
      ...extra,
    });
    const st = expectErr(
      server.create(
        admin,
        cms,
        cm({ ownerReferences: [ref('a', { apiVersion: 'apps/' }), ref('b'), ref('c', { kind: '' })] }),
      ),
    );
    const refs =
      '[{"apiVersion":"apps/","kind":"Deployment","name":"a","uid":"u-a","controller":true},{"apiVersion":"apps/v1","kind":"Deployment","name":"b","uid":"u-b","controller":true},{"apiVersion":"apps/v1","kind":"","name":"c","uid":"u-c","controller":true}]';
    expect(st.message).toBe(
      'ConfigMap "c" is invalid: [metadata.ownerReferences.apiVersion: Invalid value: "apps/": version must not be empty, ' +
        `metadata.ownerReferences: Invalid value: ${refs}: Only one reference can have Controller set to true. Found "true" in references for Deployment/a and Deployment/b, ` +
        'metadata.ownerReferences.kind: Invalid value: "": must not be empty, ' +
        `metadata.ownerReferences: Invalid value: ${refs}: Only one reference can have Controller set to true. Found "true" in references for Deployment/a and /c]`,
    );
  });

  it('orphan and foregroundDeletion may not both be set', () => {
    const { server } = newServer();
    const st = expectErr(server.create(admin, cms, cm({ finalizers: ['orphan', 'foregroundDeletion'] })));
    expect(st.message).toBe(
      'ConfigMap "c" is invalid: metadata.finalizers: Invalid value: ["orphan","foregroundDeletion"]: finalizer orphan and foregroundDeletion cannot be both set',
    );
  });

  it('an update may not set deletionTimestamp or deletionGracePeriodSeconds, and metadata errors come first', () => {
    const { server } = newServer();
    const created = expectOk(server.create(admin, cms, cm({}))) as JsonObject;
    const meta = created.metadata as JsonObject;
    const st = expectErr(
      server.update(admin, cms, {
        ...created,
        metadata: {
          ...meta,
          uid: 'other',
          labels: { 'bad key': 'v' },
          deletionTimestamp: '2026-01-01T00:00:05Z',
          deletionGracePeriodSeconds: 30,
        },
      }),
    );
    expect(st.message).toBe(
      `ConfigMap "c" is invalid: [metadata.labels: Invalid value: "bad key": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]'), ` +
        'metadata.uid: Invalid value: "other": field is immutable, ' +
        'metadata.deletionTimestamp: Invalid value: "2026-01-01T00:00:05Z": field is immutable, ' +
        'metadata.deletionGracePeriodSeconds: Invalid value: 30: field is immutable]',
    );
  });

  it('an object being deleted keeps its timestamp and grace period; new finalizers are listed sorted', () => {
    const { server } = newServer();
    expectOk(server.create(admin, cms, cm({ finalizers: ['example.com/keep'] })));
    expectOk(server.delete(admin, cms, 'c', {}));
    const live = expectOk(server.get(admin, cms, 'c')) as JsonObject;
    const meta = live.metadata as JsonObject;
    const { deletionTimestamp: _t, deletionGracePeriodSeconds: _g, ...rest } = meta;
    const st = expectErr(
      server.update(admin, cms, {
        ...live,
        metadata: { ...rest, finalizers: ['example.com/keep', 'example.com/z', 'example.com/a'] },
      }),
    );
    expect(st.message).toBe(
      'ConfigMap "c" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"example.com/a", "example.com/z"}',
    );
    const ok = expectOk(
      server.update(admin, cms, { ...live, metadata: { ...rest, labels: { x: 'y' } } }),
    ) as JsonObject;
    expect((ok.metadata as JsonObject).deletionTimestamp).toBe(meta.deletionTimestamp);
    expect((ok.metadata as JsonObject).deletionGracePeriodSeconds).toBe(0);
  });
});
