/**
 * ObjectMeta validation the real API server does on every kind ([AM] v0.36 pkg/api/validation/
 * objectmeta.go, pkg/api/validate/content/kube.go; [K] pkg/apis/core/validation
 * validateKubeFinalizerName): label keys and values (a container image as a label value is a common
 * mistake), finalizer names, with the messages to the letter.
 */
import { describe, expect, it } from 'vitest';
import {
  admin,
  configmaps,
  expectErr,
  expectOk,
  guestbook,
  guestbooks,
  installGuestbook,
  newServer,
  ns,
} from '../helpers.ts';

const cms = ns(configmaps, 'default');

describe('metadata.labels and metadata.finalizers are validated', () => {
  it('rejects a label value that is not a label value, and a label key with a bad name part', () => {
    const { server } = newServer();
    const status = expectErr(
      server.create(admin, cms, { metadata: { name: 'cm', labels: { image: 'nginx:1.27' } } }),
    );
    expect(status.message).toBe(
      `ConfigMap "cm" is invalid: metadata.labels: Invalid value: "nginx:1.27": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')`,
    );
    const long = 'a'.repeat(64);
    const status2 = expectErr(
      server.create(admin, cms, { metadata: { name: 'cm', labels: { 'bad key': 'ok', 'x/y': long } } }),
    );
    expect(status2.message).toBe(
      `ConfigMap "cm" is invalid: [metadata.labels: Invalid value: "bad key": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]'), metadata.labels: Invalid value: "${long}": must be no more than 63 bytes]`,
    );
    expectOk(
      server.create(admin, cms, {
        metadata: { name: 'cm', labels: { 'app.kubernetes.io/name': 'web', empty: '' } },
      }),
    );
  });

  it('rejects an unqualified finalizer on a built-in kind, accepts it on a custom resource', () => {
    const { server } = newServer();
    installGuestbook(server);
    const status = expectErr(
      server.create(admin, cms, { metadata: { name: 'cm', finalizers: ['example.com/ok', 'cleanup'] } }),
    );
    expect(status.message).toBe(
      'ConfigMap "cm" is invalid: metadata.finalizers[1]: Invalid value: "cleanup": name is neither a standard finalizer name nor is it fully qualified',
    );
    expectOk(server.create(admin, cms, { metadata: { name: 'cm', finalizers: ['kubernetes', 'orphan'] } }));
    const gb = guestbook('gb');
    expectOk(
      server.create(admin, ns(guestbooks, 'default'), {
        ...gb,
        metadata: { ...gb.metadata, finalizers: ['cleanup'] },
      }),
    );
  });
});
