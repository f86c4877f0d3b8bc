/**
 * A Secret's stringData is write-only: decoding the v1 body merges it into data (stringData wins over
 * a data key of the same name) and it is neither stored nor returned (kubernetes
 * pkg/apis/core/v1/conversion.go, Convert_v1_Secret_To_core_Secret). A reconciler that reads .Data of
 * a Secret someone applied with stringData sees the value.
 */
import { describe, expect, it } from 'vitest';
import { admin, expectOk, newServer, ns, secrets } from '../helpers.ts';

const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

describe('Secret stringData', () => {
  it('is merged into data on create, winning over data, and is not kept', () => {
    const { server } = newServer();
    const created = expectOk(
      server.create(admin, ns(secrets, 'default'), {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'db' },
        data: { user: b64('admin'), password: b64('old') },
        stringData: { password: 's3cr3t', note: 'héllo' },
      }),
    );
    expect(created.stringData).toBeUndefined();
    expect(created.data).toEqual({ user: b64('admin'), password: b64('s3cr3t'), note: b64('héllo') });
    const got = expectOk(server.get(admin, ns(secrets, 'default'), 'db'));
    expect(got.stringData).toBeUndefined();
    expect(got.data).toEqual(created.data);
    expect(got.type).toBe('Opaque');
  });

  it('is merged on update and on a merge patch too', () => {
    const { server } = newServer();
    expectOk(
      server.create(admin, ns(secrets, 'default'), {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'db' },
        stringData: { password: 'one' },
      }),
    );
    const patched = expectOk(
      server.patch(admin, ns(secrets, 'default'), 'db', 'merge', { stringData: { password: 'two' } }),
    );
    expect(patched.data).toEqual({ password: b64('two') });
    expect(patched.stringData).toBeUndefined();
    const updated = expectOk(
      server.update(admin, ns(secrets, 'default'), { ...patched, stringData: { token: 'abc' } }),
    );
    expect(updated.data).toEqual({ password: b64('two'), token: b64('abc') });
    expect(updated.stringData).toBeUndefined();
  });
});
