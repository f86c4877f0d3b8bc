// ConfigMap and Secret contents as kube-apiserver 1.34 validates them (kubernetes
// pkg/apis/core/validation/validation.go ValidateConfigMap, ValidateSecret; key rules from
// k8s.io/apimachinery pkg/util/validation/validation.go IsConfigMapKey; field.TooLong's wording and
// field.NewPath("") printed as "[]" from pkg/util/validation/field).
import { describe, expect, test } from 'vitest';
import { ApiServer } from '../../../src/kube/apiserver/index.ts';
import { admin, configmaps, secrets, TestClock } from '../helpers.ts';

const KEY_MSG =
  "a valid config key must consist of alphanumeric characters, '-', '_' or '.' (e.g. 'key.name',  or 'KEY_NAME',  or 'key-name', regex used for validation is '[-._a-zA-Z0-9]+')";

function refused(r: ReturnType<ApiServer['create']>): string {
  if (r.ok) throw new Error('accepted');
  expect(r.code).toBe(422);
  return r.status.message;
}

describe('ConfigMap', () => {
  const cms = { ...configmaps, namespace: 'default' };
  test('keys must be config keys, not also in binaryData, and not . or ..', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const r = server.create(admin, cms, {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'settings' },
      data: { 'app config': 'x', '..hidden': 'y', both: 'z' },
      binaryData: { both: 'eg==' },
    });
    expect(refused(r)).toBe(
      `ConfigMap "settings" is invalid: [data[..hidden]: Invalid value: "..hidden": must not start with '..', data[app config]: Invalid value: "app config": ${KEY_MSG}, data[both]: Invalid value: "both": duplicate of key present in binaryData]`,
    );
  });

  test('more than 1 MiB in all is the whole object too long', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const r = server.create(admin, cms, {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'big' },
      data: { a: 'x'.repeat(1024 * 1024), b: 'y' },
    });
    expect(refused(r)).toBe('ConfigMap "big" is invalid: []: Too long: may not be more than 1048576 bytes');
  });
});

describe('Secret', () => {
  const ss = { ...secrets, namespace: 'default' };
  test('keys, size, and the keys a type requires', () => {
    const server = new ApiServer({ clock: new TestClock() });
    expect(
      refused(
        server.create(admin, ss, {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: 's' },
          data: { 'a/b': 'eA==' },
        }),
      ),
    ).toBe(`Secret "s" is invalid: data[a/b]: Invalid value: "a/b": ${KEY_MSG}`);
    expect(
      refused(
        server.create(admin, ss, {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: 'tls' },
          type: 'kubernetes.io/tls',
          stringData: { 'tls.crt': 'cert' },
        }),
      ),
    ).toBe('Secret "tls" is invalid: data[tls.key]: Required value');
    expect(
      refused(
        server.create(admin, ss, {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: 'auth' },
          type: 'kubernetes.io/basic-auth',
        }),
      ),
    ).toBe(
      'Secret "auth" is invalid: [data[%s][username]: Required value, data[%s][password]: Required value]',
    );
    expect(
      refused(
        server.create(admin, ss, {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: 'big' },
          stringData: { a: 'x'.repeat(1024 * 1024 + 1) },
        }),
      ),
    ).toBe('Secret "big" is invalid: data: Too long: may not be more than 1048576 bytes');
    const ok = server.create(admin, ss, {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'tls-ok' },
      type: 'kubernetes.io/tls',
      stringData: { 'tls.crt': 'cert', 'tls.key': 'key' },
    });
    expect(ok.ok).toBe(true);
  });
});

describe('Secret docker configs and immutable updates', () => {
  const ss = { ...secrets, namespace: 'default' };
  const b64 = (s: string) => btoa(s);
  test('a docker config must be a JSON object, as json.Unmarshal into a map words it', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const make = (name: string, type: string, key: string, text: string) =>
      server.create(admin, ss, {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name },
        type,
        data: { [key]: b64(text) },
      });
    expect(refused(make('a', 'kubernetes.io/dockerconfigjson', '.dockerconfigjson', '{"auths":'))).toBe(
      'Secret "a" is invalid: data[.dockerconfigjson]: Invalid value: "<secret contents redacted>": unexpected end of JSON input',
    );
    expect(refused(make('b', 'kubernetes.io/dockercfg', '.dockercfg', 'auths: {}'))).toBe(
      `Secret "b" is invalid: data[.dockercfg]: Invalid value: "<secret contents redacted>": invalid character 'a' looking for beginning of value`,
    );
    expect(refused(make('c', 'kubernetes.io/dockerconfigjson', '.dockerconfigjson', '[{"auths":{}}]'))).toBe(
      'Secret "c" is invalid: data[.dockerconfigjson]: Invalid value: "<secret contents redacted>": json: cannot unmarshal array into Go value of type map[string]interface {}',
    );
    expect(make('d', 'kubernetes.io/dockerconfigjson', '.dockerconfigjson', '{"auths":{}}').ok).toBe(true);
    expect(make('e', 'kubernetes.io/dockercfg', '.dockercfg', 'null').ok).toBe(true);
  });

  test('an immutable Secret: type, then immutable, then data, before the new object', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const created = server.create(admin, ss, {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'frozen' },
      data: { a: b64('1') },
      immutable: true,
    });
    if (!created.ok) throw new Error(created.status.message);
    const r = server.update(admin, ss, {
      ...created.object,
      type: 'kubernetes.io/tls',
      immutable: false,
      data: { a: b64('2') },
    });
    if (r.ok) throw new Error('accepted');
    expect(r.status.message).toBe(
      'Secret "frozen" is invalid: [type: Invalid value: "kubernetes.io/tls": field is immutable, immutable: Forbidden: field is immutable when `immutable` is set, data: Forbidden: field is immutable when `immutable` is set, data[tls.crt]: Required value, data[tls.key]: Required value]',
    );
  });
});
