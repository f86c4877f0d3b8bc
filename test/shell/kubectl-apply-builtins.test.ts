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
const DEPLOYMENT = (strategy: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2${strategy}
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
      - name: nginx
        image: nginx
        ports:
        - containerPort: 80
`;
const SERVICE = `apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  selector:
    app: web
  ports:
  - port: 80
    targetPort: 8080
`;
const MULTI = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: d1
spec:
  replicas: -1
  selector: {matchLabels: {app: d1}}
  template:
    metadata: {labels: {app: d1}}
    spec:
      containers: [{name: c, image: nginx}]
---
apiVersion: v1
kind: ConfigMap
metadata:
  generateName: g-
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: fine
`;
const CM_NAMELESS = `apiVersion: v1
kind: ConfigMap
metadata:
  labels: {a: b}
`;

async function shell() {
  const s = await ShellSession.create({
    files: {
      '/home/user/gen.yaml': CM_GENERATED,
      '/home/user/noname.yaml': CM_NAMELESS,
      '/home/user/dep.yaml': DEPLOYMENT(''),
      '/home/user/recreate.yaml': DEPLOYMENT('\n  strategy:\n    type: Recreate'),
      '/home/user/svc.yaml': SERVICE,
      '/home/user/multi.yaml': MULTI,
    },
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

describe('apply of a built-in kind: a three-way strategic merge patch (patcher.go)', () => {
  it('the same manifest again is unchanged, though the server defaulted its lists’ items', async () => {
    const run = await shell();
    expect((await run('kubectl apply -f dep.yaml')).out).toBe('deployment.apps/web created\n');
    // containers[0] now has imagePullPolicy, ports[0] protocol: merged by name and containerPort,
    // fields only the server set are no change
    expect(await run('kubectl apply -f dep.yaml')).toEqual({
      out: 'deployment.apps/web unchanged\n',
      err: '',
      code: 0,
    });
    expect((await run('kubectl apply -f svc.yaml')).out).toBe('service/web created\n');
    expect((await run('kubectl apply -f svc.yaml')).out).toBe('service/web unchanged\n');
  });

  it('switching the strategy to Recreate drops the defaulted rollingUpdate ($retainKeys)', async () => {
    const run = await shell();
    await run('kubectl apply -f dep.yaml');
    expect(await run('kubectl apply -f recreate.yaml')).toEqual({
      out: 'deployment.apps/web configured\n',
      err: '',
      code: 0,
    });
    expect((await run("kubectl get deploy web -o jsonpath='{.spec.strategy}'")).out).toBe(
      '{"type":"Recreate"}',
    );
    expect((await run('kubectl apply -f dep.yaml')).out).toBe('deployment.apps/web configured\n');
    expect((await run("kubectl get deploy web -o jsonpath='{.spec.strategy.type}'")).out).toBe(
      'RollingUpdate',
    );
  });
});

describe('several errors: checkErr prints the aggregate one line each (helpers.go MultipleErrors)', () => {
  it('apply: an Invalid as its Status message, a plain error without error:, after what succeeded', async () => {
    const run = await shell();
    expect(await run('kubectl apply -f multi.yaml')).toEqual({
      out: 'configmap/fine created\n',
      err:
        'Error from server (Invalid): error when creating "multi.yaml": Deployment.apps "d1" is invalid: spec.replicas: Invalid value: -1: must be greater than or equal to 0\n' +
        'from g-: cannot use generate name with apply\n',
      code: 1,
    });
  });

  it('delete -f: an object without a name is refused by the client, never a DELETE of the collection', async () => {
    const run = await shell();
    await run('kubectl apply -f multi.yaml');
    expect(await run('kubectl delete -f multi.yaml')).toEqual({
      out: 'configmap "fine" deleted from default namespace\n',
      err:
        'Error from server (NotFound): error when deleting "multi.yaml": deployments.apps "d1" not found\n' +
        'error when deleting "multi.yaml": resource name may not be empty\n',
      code: 1,
    });
    expect((await run('kubectl get cm -o name')).out).toBe('configmap/kube-root-ca.crt\n');
  });
});
