// kubectl logs POD picks its container as k8s.io/kubectl v0.34 pkg/polymorphichelpers/logsforobject.go
// does: -c, the default-container annotation, else the first one, said on stderr when there are others.
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const POD = (annotation: string) => `apiVersion: v1
kind: Pod
metadata:
  name: p2${annotation}
spec:
  initContainers:
  - name: setup
    image: busybox
  containers:
  - name: a
    image: nginx
  - name: b
    image: busybox
`;

it('names the defaulted container and refuses one the pod does not have', async () => {
  const s = await ShellSession.create({
    files: {
      '/home/user/pod.yaml': POD(''),
      '/home/user/pod-ann.yaml': POD(
        '\n  annotations:\n    kubectl.kubernetes.io/default-container: b',
      ).replace('name: p2', 'name: p3'),
    },
  });
  const run = async (line: string) => {
    const r = await s.run(line);
    return { out: r.stdout, err: r.stderr, code: r.exitCode };
  };
  await run('kubectl apply -f pod.yaml');
  expect(await run('kubectl logs p2')).toEqual({
    out: '',
    err: 'Defaulted container "a" out of: a, b, setup (init)\n',
    code: 0,
  });
  expect(await run('kubectl logs p2 -c b')).toEqual({ out: '', err: '', code: 0 });
  expect(await run('kubectl logs p2 -c zz')).toEqual({
    out: '',
    err: 'error: container zz is not valid for pod p2\n',
    code: 1,
  });
  await run('kubectl apply -f pod-ann.yaml');
  expect(await run('kubectl logs p3')).toEqual({ out: '', err: '', code: 0 });
});
