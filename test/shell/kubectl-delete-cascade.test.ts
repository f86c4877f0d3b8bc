// kubectl delete --cascade (k8s.io/kubectl pkg/cmd/delete/delete_flags.go parseCascadingFlag): the
// DeleteOptions' propagationPolicy, background by default and for a bare --cascade (NoOptDefVal);
// a boolean is the deprecated form, with its warning; anything else is refused before any request.
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const PARENT = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: parent\n';
const CHILD =
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: child\n  ownerReferences:\n  - apiVersion: v1\n    kind: ConfigMap\n    name: parent\n    uid: UID\n';

async function shell() {
  const s = await ShellSession.create({
    files: { '/home/user/parent.yaml': PARENT, '/home/user/child.yaml': CHILD },
  });
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode };
  };
  await run('kubectl apply -f parent.yaml');
  await run(`sed -i "s/UID/$(kubectl get cm parent -o jsonpath='{.metadata.uid}')/" child.yaml`);
  await run('kubectl apply -f child.yaml');
  return run;
}

it('--cascade=orphan leaves the dependent, without its owner reference', async () => {
  const run = await shell();
  expect(await run('kubectl delete cm parent --cascade=orphan')).toEqual({
    out: 'configmap "parent" deleted from default namespace\n',
    err: '',
    code: 0,
  });
  expect(
    (await run("kubectl get cm child -o jsonpath='{.metadata.name}/{.metadata.ownerReferences}'")).out,
  ).toBe('child/');
});

it('the default, and a bare --cascade, is background: the dependent goes too', async () => {
  const run = await shell();
  expect((await run('kubectl delete -f parent.yaml --cascade')).out).toBe(
    'configmap "parent" deleted from default namespace\n',
  );
  expect((await run('kubectl get cm child')).err).toBe(
    'Error from server (NotFound): configmaps "child" not found\n',
  );
});

it('a boolean warns that it is deprecated; another word is refused', async () => {
  const run = await shell();
  expect(await run('kubectl delete cm parent --cascade=false')).toEqual({
    out: 'configmap "parent" deleted from default namespace\n',
    err: 'warning: --cascade=false is deprecated (boolean value) and can be replaced with --cascade=orphan.\n',
    code: 0,
  });
  expect((await run('kubectl get cm child -o name')).out).toBe('configmap/child\n');
  expect(await run('kubectl delete cm child --cascade=all')).toEqual({
    out: '',
    err: 'error: invalid cascade value (all). Must be "background", "foreground", or "orphan"\n',
    code: 1,
  });
});
