// kubectl apply/create --validate (k8s.io/kubectl pkg/cmd/util/helpers.go AddValidateFlags,
// GetValidationDirective) as the fieldValidation a custom resource's unknown fields meet on the server:
// Strict refuses them (a body's strict decoding error, a patch's Invalid on `patch`), Warn warns,
// Ignore prunes them silently ([AX] customresource_handler.go, [AS] handlers/create.go, patch.go).
import { describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: memcacheds.cache.example.com
spec:
  group: cache.example.com
  names: {kind: Memcached, listKind: MemcachedList, plural: memcacheds, singular: memcached}
  scope: Namespaced
  versions:
  - name: v1alpha1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          apiVersion: {type: string}
          kind: {type: string}
          metadata: {type: object}
          spec:
            type: object
            properties:
              size: {type: integer}
`;
const MC = `apiVersion: cache.example.com/v1alpha1
kind: Memcached
metadata:
  name: mc
spec:
  size: 3
  foo: bar
`;

async function shell() {
  const s = await ShellSession.create({ files: { '/home/user/crd.yaml': CRD, '/home/user/mc.yaml': MC } });
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode };
  };
  await run('kubectl apply -f crd.yaml');
  return run;
}

describe('kubectl --validate', () => {
  it('refuses a value that is neither a boolean nor strict, warn or ignore, before reading the files', async () => {
    const run = await shell();
    const bad =
      'error: invalid - validate option "bogus"; must be one of: strict (or true), warn, ignore (or false)\n';
    expect(await run('kubectl apply -f nofile.yaml --validate=bogus')).toEqual({
      out: '',
      err: bad,
      code: 1,
    });
    expect((await run('kubectl create -f mc.yaml --validate=bogus')).err).toBe(bad);
  });

  it('strict (the default) refuses the unknown field, warn warns, ignore (false) says nothing', async () => {
    const run = await shell();
    const strict =
      'Error from server (BadRequest): error when creating "mc.yaml": Memcached in version "v1alpha1" cannot be handled as a Memcached: strict decoding error: unknown field "spec.foo"\n';
    expect((await run('kubectl apply -f mc.yaml')).err).toBe(strict);
    expect((await run('kubectl create -f mc.yaml --validate=true')).err).toBe(strict);
    expect(await run('kubectl create -f mc.yaml --validate=false')).toEqual({
      out: 'memcached.cache.example.com/mc created\n',
      err: '',
      code: 0,
    });
    expect((await run("kubectl get memcached mc -o jsonpath='{.spec}'")).out).toBe('{"size":3}');
    await run('kubectl delete memcached mc');
    expect(await run('kubectl apply -f mc.yaml --validate=warn')).toEqual({
      out: 'memcached.cache.example.com/mc created\n',
      err: 'Warning: unknown field "spec.foo"\n',
      code: 0,
    });
  });

  it('a merge patch that keeps an unknown field is refused under Strict, quoting the patched document', async () => {
    const run = await shell();
    await run('kubectl apply -f mc.yaml --validate=ignore');
    // the stored object lacks spec.foo, so the three-way patch sets it again
    const r = await run('kubectl apply -f mc.yaml');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^The request is invalid: patch: Invalid value: "\{\\"apiVersion\\":\\"cache\.example\.com\/v1alpha1\\",\\"kind\\":\\"Memcached\\",\\"metadata\\":\{.*\},\\"spec\\":\{\\"foo\\":\\"bar\\",\\"size\\":3\}\}": strict decoding error: unknown field "spec\.foo"\n$/,
    );
    expect(await run('kubectl apply -f mc.yaml --validate=ignore')).toEqual({
      out: 'memcached.cache.example.com/mc configured\n',
      err: '',
      code: 0,
    });
  });
});
