// kubectl apply/create -f on built-in kinds and on objects without a name, as k8s.io/kubectl
// pkg/cmd/apply/apply.go (applyOneObject) and pkg/cmd/create/create.go print them.
import { describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const CM_GENERATED = `apiVersion: v1
kind: ConfigMap
metadata:
  generateName: cfg-
data:
  a: b
`;
const CM_NAMELESS = `apiVersion: v1
kind: ConfigMap
metadata:
  labels: {a: b}
`;

async function shell() {
  const s = await ShellSession.create({
    files: { '/home/user/gen.yaml': CM_GENERATED, '/home/user/noname.yaml': CM_NAMELESS },
  });
  return async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode };
  };
}

describe('objects without a name', () => {
  it('create -f prints the name the server generated', async () => {
    const run = await shell();
    const r = await run('kubectl create -f gen.yaml');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^configmap\/cfg-[a-z0-9]{5} created\n$/);
    expect((await run('kubectl create -f gen.yaml --dry-run=server -o name')).out).toMatch(
      /^configmap\/cfg-[a-z0-9]{5}\n$/,
    );
  });

  it('apply refuses a generateName, and a missing name fails in the client', async () => {
    const run = await shell();
    expect(await run('kubectl apply -f gen.yaml')).toEqual({
      out: '',
      err: 'error: from cfg-: cannot use generate name with apply\n',
      code: 1,
    });
    expect(await run('kubectl apply -f noname.yaml')).toEqual({
      out: '',
      err: 'error: error when retrieving current configuration of:\nResource: "/v1, Resource=configmaps", GroupVersionKind: "/v1, Kind=ConfigMap"\nName: "", Namespace: "default"\nfrom server for: "noname.yaml": resource name may not be empty\n',
      code: 1,
    });
    expect((await run('kubectl get cm -o name')).out).toBe('configmap/kube-root-ca.crt\n');
  });
});
