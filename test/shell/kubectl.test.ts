// kubectl against the simulated API server: the tables, formats and error strings a learner sees.
// API error texts are the ones SEMANTICS.md / TOOLCHAIN.md quote (section named per test); kubectl's
// own texts come from k8s.io/kubectl (cmd/util/helpers.go, cmd/get, cmd/apply).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatApiError } from '../../src/shell/commands/kubectl/errors.ts';
import { threeWayMergePatch } from '../../src/shell/commands/kubectl/manifests.ts';
import { humanDuration, tabwrite } from '../../src/shell/commands/kubectl/print.ts';
import { ShellSession } from '../../src/shell/session.ts';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: guestbooks.webapp.my.domain
spec:
  group: webapp.my.domain
  names:
    kind: Guestbook
    listKind: GuestbookList
    plural: guestbooks
    singular: guestbook
    shortNames: [gb]
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    subresources:
      status: {}
    schema:
      openAPIV3Schema:
        description: Guestbook is the Schema for the guestbooks API
        type: object
        properties:
          apiVersion: {type: string}
          kind: {type: string}
          metadata: {type: object}
          spec:
            description: GuestbookSpec defines the desired state of Guestbook
            type: object
            required: [size]
            properties:
              size:
                description: Size is the number of replicas.
                type: integer
                minimum: 1
`;
const GB = (size: number) => `apiVersion: webapp.my.domain/v1
kind: Guestbook
metadata:
  name: gb
spec:
  size: ${size}
`;

async function shell() {
  const s = await ShellSession.create({
    files: { '/home/user/crd.yaml': CRD, '/home/user/gb.yaml': GB(2), '/home/user/gb0.yaml': GB(0) },
  });
  return {
    s,
    async run(line: string) {
      const r = await s.run(line);
      return { out: r.stdout, err: r.stderr, code: r.exitCode };
    },
  };
}

describe('kubectl get', () => {
  it('prints the empty-list notice on stderr, naming the namespace', async () => {
    const t = await shell();
    expect(await t.run('kubectl get pods')).toEqual({
      out: '',
      err: 'No resources found in default namespace.\n',
      code: 0,
    });
    expect((await t.run('kubectl get pods -n kube-system')).err).toBe(
      'No resources found in kube-system namespace.\n',
    );
    expect((await t.run('kubectl get pods -A')).err).toBe('No resources found\n');
    expect((await t.run('kubectl get clusterroles')).err).toBe('No resources found\n');
  });

  it('get --ignore-not-found prints nothing for what is missing, not even "No resources found"', async () => {
    const t = await shell();
    for (const line of [
      'kubectl get cm nope --ignore-not-found',
      'kubectl get cm nope --ignore-not-found -o yaml',
      'kubectl get secrets --ignore-not-found',
    ])
      expect(await t.run(line)).toEqual({ out: '', err: '', code: 0 });
    expect((await t.run('kubectl get ns default nope --ignore-not-found -o name')).out).toBe(
      'namespace/default\n',
    );
  });

  it('get -f fetches the objects a file names, in their namespaces', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    expect(await t.run('kubectl get -f gb.yaml')).toEqual({
      out: '',
      err: 'Error from server (NotFound): guestbooks.webapp.my.domain "gb" not found\n',
      code: 1,
    });
    await t.run('kubectl apply -f gb.yaml');
    expect((await t.run('kubectl get -f gb.yaml -o name')).out).toBe('guestbook.webapp.my.domain/gb\n');
    expect((await t.run('kubectl get -f crd.yaml -f gb.yaml -o name')).out).toBe(
      'customresourcedefinition.apiextensions.k8s.io/guestbooks.webapp.my.domain\nguestbook.webapp.my.domain/gb\n',
    );
    expect((await t.run('kubectl get -f nope.yaml')).err).toBe(
      'error: the path "nope.yaml" does not exist\n',
    );
  });

  it('--show-labels adds LABELS last and -L a column per key ([CLI-RUNTIME] tableprinter.go decorateTable)', async () => {
    const t = await shell();
    expect((await t.run('kubectl get ns default kube-system --show-labels')).out).toBe(
      'NAME          STATUS   AGE   LABELS\n' +
        'default       Active   0s    kubernetes.io/metadata.name=default\n' +
        'kube-system   Active   0s    kubernetes.io/metadata.name=kube-system\n',
    );
    // -L takes the key's last path segment as its header; a missing label is an empty cell
    expect(
      (await t.run('kubectl get ns default -L kubernetes.io/metadata.name,tier --show-labels')).out,
    ).toBe(
      'NAME      STATUS   AGE   METADATA.NAME   TIER   LABELS\n' +
        'default   Active   0s    default                kubernetes.io/metadata.name=default\n',
    );
  });

  it('every namespace gets kube-root-ca.crt and a default ServiceAccount, put back when deleted', async () => {
    const t = await shell();
    expect((await t.run('kubectl get cm,sa -A -o name')).out).toBe(
      `${'configmap/kube-root-ca.crt\n'.repeat(4)}${'serviceaccount/default\n'.repeat(4)}`,
    );
    expect((await t.run('kubectl create ns team')).code).toBe(0);
    expect((await t.run('kubectl get cm,sa -n team -o name')).out).toBe(
      'configmap/kube-root-ca.crt\nserviceaccount/default\n',
    );
    expect(
      (await t.run("kubectl get cm kube-root-ca.crt -n team -o jsonpath='{.metadata.annotations}'")).out,
    ).toBe(
      '{"kubernetes.io/description":"Contains a CA bundle that can be used to verify the kube-apiserver when using internal endpoints such as the internal service IP or kubernetes.default.svc. No other usage is guaranteed across distributions of Kubernetes clusters."}',
    );
    // delete --all takes it too; the root-ca-cert-publisher creates it again at once
    expect((await t.run('kubectl delete cm --all -n team')).out).toBe(
      'configmap "kube-root-ca.crt" deleted from team namespace\n',
    );
    expect((await t.run('kubectl get cm -n team -o name')).out).toBe('configmap/kube-root-ca.crt\n');
  });

  it('get all expands the category: built-ins that declare it and CRDs whose names.categories list it', async () => {
    const t = await shell();
    // the API server's own `kubernetes` Service is in every cluster's default namespace
    expect(await t.run('kubectl get all')).toEqual({
      out:
        'NAME                 TYPE        CLUSTER-IP   EXTERNAL-IP   PORT(S)   AGE\n' +
        'service/kubernetes   ClusterIP   10.96.0.1    <none>        443/TCP   0s\n',
      err: '',
      code: 0,
    });
    expect(await t.run('kubectl get all -n kube-public')).toEqual({
      out: '',
      err: 'No resources found in kube-public namespace.\n',
      code: 0,
    });
    await t.run('kubectl apply -f crd.yaml');
    await t.run('kubectl apply -f gb.yaml');
    await t.s.run(
      "cat > d.yaml <<'EOF'\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec: {containers: [{name: c, image: nginx}]}\nEOF",
    );
    await t.run('kubectl apply -f d.yaml');
    // the Guestbook CRD declares no categories: not part of `all`
    expect((await t.run('kubectl get all -o name')).out).toBe('service/kubernetes\ndeployment.apps/web\n');
    await t.run("sed -i 's/    shortNames: \\[gb\\]/    shortNames: [gb]\\n    categories: [all]/' crd.yaml");
    await t.run('kubectl apply -f crd.yaml');
    expect((await t.run('kubectl get all -o name')).out).toBe(
      'service/kubernetes\ndeployment.apps/web\nguestbook.webapp.my.domain/gb\n',
    );
    // --no-headers: no blank line between the types' tables either
    expect((await t.run('kubectl get all --no-headers')).out).toBe(
      'service/kubernetes   ClusterIP   10.96.0.1   <none>   443/TCP   0s\ndeployment.apps/web   0/1   0     0     0s\nguestbook.webapp.my.domain/gb   0s\n',
    );
  });

  it('the kubernetes Service and its Endpoints are kube-apiserver’s: put back when deleted, and .1 is never handed out', async () => {
    const t = await shell();
    expect((await t.run('kubectl get svc,ep kubernetes -o name')).out).toBe(
      'service/kubernetes\nendpoints/kubernetes\n',
    );
    expect((await t.run('kubectl get ep kubernetes --no-headers')).out).toBe(
      'kubernetes   172.18.0.2:6443   0s\n',
    );
    expect((await t.run("kubectl get svc kubernetes -o jsonpath='{.metadata.labels}'")).out).toBe(
      '{"component":"apiserver","provider":"kubernetes"}',
    );
    expect((await t.run('kubectl delete svc kubernetes')).out).toBe(
      'service "kubernetes" deleted from default namespace\n',
    );
    expect((await t.run("kubectl get svc kubernetes -o jsonpath='{.spec.clusterIP}'")).out).toBe('10.96.0.1');
    await t.s.run(
      "cat > s.yaml <<'EOF'\napiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec:\n  selector: {app: web}\n  ports: [{port: 80}]\nEOF",
    );
    expect((await t.run('kubectl apply -f s.yaml')).code).toBe(0);
    expect((await t.run("kubectl get svc web -o jsonpath='{.spec.clusterIP}'")).out).not.toBe('10.96.0.1');
  });

  it('EndpointSlices: the API server’s own for kubernetes, one per selecting Service from the endpointslice controller', async () => {
    const t = await shell();
    await t.s.run(
      "cat > s.yaml <<'EOF'\napiVersion: v1\nkind: Service\nmetadata: {name: web, labels: {tier: front}}\nspec:\n  selector: {app: web}\n  ports: [{name: http, port: 80, targetPort: 8080}]\nEOF",
    );
    expect((await t.run('kubectl apply -f s.yaml')).code).toBe(0);
    const slices = await t.run('kubectl get endpointslices');
    expect(slices.out).toMatch(
      /^NAME {9}ADDRESSTYPE {3}PORTS {5}ENDPOINTS {4}AGE\nkubernetes {3}IPv4 {10}6443 {6}172\.18\.0\.2 {3}0s\nweb-[b-z2-9]{5} {4}IPv4 {10}<unset> {3}<unset> {6}0s\n$/,
    );
    const name = slices.out.split('\n')[2].split(' ')[0];
    expect(
      (
        await t.run(
          `kubectl get endpointslice ${name} -o jsonpath='{.metadata.labels} {.metadata.generateName} {.metadata.ownerReferences[0].kind}/{.metadata.ownerReferences[0].name}'`,
        )
      ).out,
    ).toBe(
      '{"endpointslice.kubernetes.io/managed-by":"endpointslice-controller.k8s.io","kubernetes.io/service-name":"web","tier":"front"} web- Service/web',
    );
    // kubectl >= 1.31 reads the slices: the placeholder slice has no endpoints, so nothing is printed
    expect((await t.run('kubectl describe svc web')).out).toContain('\nEndpoints:                \n');
    expect((await t.run('kubectl describe svc kubernetes')).out).toContain(
      '\nEndpoints:                172.18.0.2:6443\n',
    );
    expect((await t.run('kubectl api-resources --api-group=discovery.k8s.io --no-headers')).out).toBe(
      'endpointslices         discovery.k8s.io/v1   true   EndpointSlice\n',
    );
    // the Service goes, its slice with it (owner reference); the API server's own slice is put back
    await t.run('kubectl delete svc web');
    await t.run('kubectl delete endpointslice kubernetes');
    expect((await t.run('kubectl get endpointslices -o name')).out).toBe(
      'endpointslice.discovery.k8s.io/kubernetes\n',
    );
  });

  it('Endpoints: the endpoints controller lists the ready pods a Service selects, the rest as not ready', async () => {
    const t = await shell();
    await t.s.run(
      "cat > s.yaml <<'EOF'\napiVersion: v1\nkind: Service\nmetadata: {name: web, labels: {tier: front}}\nspec:\n  selector: {app: web}\n  ports: [{name: http, port: 80, targetPort: http}]\nEOF",
    );
    expect((await t.run('kubectl apply -f s.yaml')).code).toBe(0);
    const listed = await t.run('kubectl get endpoints');
    expect(listed.out).toMatch(
      /^NAME {9}ENDPOINTS {9}AGE\nkubernetes {3}172\.18\.0\.2:6443 {3}0s\nweb {10}<none> {12}0s\n$/,
    );
    // the API is deprecated since 1.33: the server says so on every request
    expect(listed.err).toBe(
      'Warning: v1 Endpoints is deprecated in v1.33+; use discovery.k8s.io/v1 EndpointSlice\n',
    );
    for (const [name, ip, ready] of [
      ['a', '10.244.0.7', 'True'],
      ['b', '10.244.0.5', 'True'],
      ['c', '10.244.0.6', 'False'],
    ]) {
      await t.s.run(
        `cat > ${name}.yaml <<'EOF'\napiVersion: v1\nkind: Pod\nmetadata: {name: ${name}, labels: {app: web}}\nspec:\n  nodeName: minikube\n  containers: [{name: c, image: nginx, ports: [{name: http, containerPort: 8080}]}]\nEOF`,
      );
      expect((await t.run(`kubectl apply -f ${name}.yaml`)).code).toBe(0);
      const status = JSON.stringify({
        status: {
          phase: 'Running',
          podIP: ip,
          conditions: [{ type: 'Ready', status: ready, lastTransitionTime: '2026-01-01T00:00:05Z' }],
        },
      });
      const r = await t.run(`kubectl patch pod ${name} --subresource=status --type=merge -p '${status}'`);
      expect(r.err).toBe('');
    }
    expect((await t.run('kubectl get endpoints web')).out).toMatch(
      /^NAME {3}ENDPOINTS {25}AGE\nweb {4}10\.244\.0\.5:8080,10\.244\.0\.7:8080 {3}0s\n$/,
    );
    const ep = JSON.parse((await t.run('kubectl get endpoints web -o json')).out);
    expect(ep.metadata.labels).toEqual({
      tier: 'front',
      'endpoints.kubernetes.io/managed-by': 'endpoint-controller',
    });
    expect(ep.metadata.ownerReferences).toBeUndefined();
    expect(ep.metadata.annotations).toEqual({
      'endpoints.kubernetes.io/last-change-trigger-time': '2026-01-01T00:00:05Z',
    });
    const ref = (n: string) => ({ kind: 'Pod', namespace: 'default', name: n, uid: expect.any(String) });
    expect(ep.subsets).toEqual([
      {
        addresses: [
          { ip: '10.244.0.5', nodeName: 'minikube', targetRef: ref('b') },
          { ip: '10.244.0.7', nodeName: 'minikube', targetRef: ref('a') },
        ],
        notReadyAddresses: [{ ip: '10.244.0.6', nodeName: 'minikube', targetRef: ref('c') }],
        ports: [{ name: 'http', port: 8080, protocol: 'TCP' }],
      },
    ]);
    // the Service goes, its Endpoints with it (no owner reference: the controller deletes them)
    await t.run('kubectl delete svc web');
    expect((await t.run('kubectl get endpoints -o name')).out).toBe('endpoints/kubernetes\n');
  });

  it('a Pod gets the default admission plugins’ fields: service account, token volume, priority, tolerations', async () => {
    const t = await shell();
    await t.s.run(
      "cat > p.yaml <<'EOF'\napiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  initContainers: [{name: init, image: busybox}]\n  containers: [{name: c, image: nginx}]\nEOF",
    );
    expect((await t.run('kubectl apply -f p.yaml')).code).toBe(0);
    const spec = JSON.parse((await t.run('kubectl get pod p -o jsonpath={.spec}')).out);
    expect([spec.serviceAccountName, spec.serviceAccount, spec.priority, spec.preemptionPolicy]).toEqual([
      'default',
      'default',
      0,
      'PreemptLowerPriority',
    ]);
    expect(spec.enableServiceLinks).toBe(true);
    const volume = spec.volumes[0].name as string;
    expect(volume).toMatch(/^kube-api-access-[b-z2-9]{5}$/);
    expect(spec.volumes[0].projected).toEqual({
      defaultMode: 420,
      sources: [
        { serviceAccountToken: { expirationSeconds: 3607, path: 'token' } },
        { configMap: { items: [{ key: 'ca.crt', path: 'ca.crt' }], name: 'kube-root-ca.crt' } },
        {
          downwardAPI: {
            items: [{ fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.namespace' }, path: 'namespace' }],
          },
        },
      ],
    });
    const mount = {
      mountPath: '/var/run/secrets/kubernetes.io/serviceaccount',
      name: volume,
      readOnly: true,
    };
    expect(spec.containers[0].volumeMounts).toEqual([mount]);
    expect(spec.initContainers[0].volumeMounts).toEqual([mount]);
    expect(spec.tolerations).toEqual([
      {
        effect: 'NoExecute',
        key: 'node.kubernetes.io/not-ready',
        operator: 'Exists',
        tolerationSeconds: 300,
      },
      {
        effect: 'NoExecute',
        key: 'node.kubernetes.io/unreachable',
        operator: 'Exists',
        tolerationSeconds: 300,
      },
    ]);
    // automountServiceAccountToken: false mounts nothing; a missing service account is refused
    await t.s.run(
      "cat > q.yaml <<'EOF'\napiVersion: v1\nkind: Pod\nmetadata: {name: q}\nspec:\n  automountServiceAccountToken: false\n  serviceAccountName: robot\n  containers: [{name: c, image: nginx}]\nEOF",
    );
    expect(await t.run('kubectl apply -f q.yaml')).toEqual({
      out: '',
      err: 'Error from server (Forbidden): error when creating "q.yaml": pods "q" is forbidden: error looking up service account default/robot: serviceaccount "robot" not found\n',
      code: 1,
    });
    await t.s.run("printf 'apiVersion: v1\\nkind: ServiceAccount\\nmetadata: {name: robot}\\n' > sa.yaml");
    expect((await t.run('kubectl apply -f sa.yaml')).out).toBe('serviceaccount/robot created\n');
    expect((await t.run('kubectl apply -f q.yaml')).code).toBe(0);
    expect((await t.run("kubectl get pod q -o jsonpath='{.spec.volumes}|{.spec.serviceAccount}'")).out).toBe(
      '|robot',
    );
  });

  it('auth whoami prints the SelfSubjectReview as kubectl’s ATTRIBUTE/VALUE table, or as -o yaml', async () => {
    const t = await shell();
    expect(await t.run('kubectl auth whoami')).toEqual({
      out: 'ATTRIBUTE   VALUE\nUsername    kubernetes-admin\nGroups      [system:masters system:authenticated]\n',
      err: '',
      code: 0,
    });
    expect((await t.run('kubectl auth whoami -o yaml --as=alice')).out).toMatch(
      /^apiVersion: authentication\.k8s\.io\/v1\nkind: SelfSubjectReview\nmetadata:\n {2}creationTimestamp: "[0-9T:Z-]+"\nstatus:\n {2}userInfo:\n {4}groups:\n {4}- system:authenticated\n {4}username: alice\n$/,
    );
    expect((await t.run('kubectl auth whoami -o name')).out).toBe(
      'selfsubjectreview.authentication.k8s.io/<unknown>\n',
    );
  });

  it('rejects an unknown resource type with kubectl’s text', async () => {
    const t = await shell();
    expect(await t.run('kubectl get widgets')).toEqual({
      out: '',
      err: 'error: the server doesn\'t have a resource type "widgets"\n',
      code: 1,
    });
  });

  it('lists namespaces with STATUS and AGE on the virtual clock', async () => {
    const t = await shell();
    await t.run('sleep 150');
    const r = await t.run('kubectl get ns');
    expect(r.out).toBe(
      'NAME              STATUS   AGE\ndefault           Active   2m30s\nkube-node-lease   Active   2m30s\nkube-public       Active   2m30s\nkube-system       Active   2m30s\n',
    );
  });

  it('NotFound uses the plural resource and group (SEMANTICS.md, NewNotFound)', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    expect(await t.run('kubectl get guestbook nope')).toEqual({
      out: '',
      err: 'Error from server (NotFound): guestbooks.webapp.my.domain "nope" not found\n',
      code: 1,
    });
    expect((await t.run('kubectl get pod web')).err).toBe(
      'Error from server (NotFound): pods "web" not found\n',
    );
  });

  it('resolves short names, kinds and group-qualified names; -o name, yaml, json, jsonpath, -A', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    await t.run('kubectl apply -f gb.yaml');
    for (const arg of [
      'gb',
      'guestbook',
      'guestbooks',
      'Guestbook',
      'guestbooks.webapp.my.domain',
      'guestbook.v1.webapp.my.domain',
    ])
      expect((await t.run(`kubectl get ${arg} -o name`)).out).toBe('guestbook.webapp.my.domain/gb\n');
    const yaml = (await t.run('kubectl get gb gb -o yaml')).out;
    expect(yaml).toMatch(/^apiVersion: webapp\.my\.domain\/v1\nkind: Guestbook\nmetadata:\n/);
    expect(yaml).toContain('  creationTimestamp: "2026-01-05T09:00:00Z"\n');
    expect(yaml).toContain('spec:\n  size: 2\n');
    const json = JSON.parse((await t.run('kubectl get gb -o json')).out);
    expect(json.kind).toBe('List');
    expect(json.items[0].spec.size).toBe(2);
    expect((await t.run("kubectl get gb gb -o jsonpath='{.spec.size}'")).out).toBe('2');
    expect((await t.run('kubectl get gb -A')).out).toBe('NAMESPACE   NAME   AGE\ndefault     gb     0s\n');
    expect((await t.run('kubectl get gb -o wide')).out).toBe('NAME   AGE\ngb     0s\n');
    expect((await t.run('kubectl get gb -l app=none')).err).toBe(
      'No resources found in default namespace.\n',
    );
    expect((await t.run('kubectl -n default get gb/gb -o name')).out).toBe('guestbook.webapp.my.domain/gb\n');
  });

  it('several types print one table each, names prefixed with kind.group', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    await t.run('kubectl apply -f gb.yaml');
    const r = await t.run('kubectl get gb,ns');
    expect(r.out).toContain(
      'NAME                            AGE\nguestbook.webapp.my.domain/gb   0s\n\nNAME                        STATUS   AGE\nnamespace/default',
    );
  });
});

// k8s.io/client-go util/jsonpath as cli-runtime's JSONPathPrinter runs it: results of one action
// joined by a space, maps and slices as JSON, range/end, filters, escaped dots, missing keys empty.
describe('kubectl get -o jsonpath', () => {
  const CM = (name: string, app: string) => `---
apiVersion: v1
kind: ConfigMap
metadata:
  name: ${name}
  labels: {app: ${app}}
data: {n: "${name}"}
`;
  // Lists select -l app: every namespace also holds the root-ca-cert-publisher's kube-root-ca.crt.
  async function withConfigMaps() {
    const t = await shell();
    await t.s.run(`cat > cms.yaml <<'EOF'\n${CM('a', 'web')}${CM('b', 'db')}EOF`);
    expect((await t.run('kubectl apply -f cms.yaml')).code).toBe(0);
    return t;
  }

  it('walks every item of a list with [*] and range', async () => {
    const t = await withConfigMaps();
    expect((await t.run("kubectl get cm -l app -o jsonpath='{.items[*].metadata.name}'")).out).toBe('a b');
    expect(
      (
        await t.run(
          `kubectl get cm -l app -o jsonpath='{range .items[*]}{.metadata.name}={.metadata.labels.app}{"\\n"}{end}'`,
        )
      ).out,
    ).toBe('a=web\nb=db\n');
    expect(
      (await t.run('kubectl get cm -l app -o jsonpath=\'{.items[?(@.metadata.labels.app=="db")].data.n}\''))
        .out,
    ).toBe('b');
    expect((await t.run("kubectl get cm -l app -o jsonpath='{.items[-1:].metadata.name} {.kind}'")).out).toBe(
      'b List',
    );
  });

  it('prints maps as JSON and a missing key as nothing', async () => {
    const t = await withConfigMaps();
    expect(
      (await t.run("kubectl get cm a -o jsonpath='{.metadata.labels}|{.metadata.nope}|{.data.n}'")).out,
    ).toBe('{"app":"web"}||a');
    expect((await t.run("kubectl get cm -l app -o jsonpath-as-json='{.items[*].metadata.name}'")).out).toBe(
      '[\n    "a",\n    "b"\n]\n',
    );
  });

  it('-o custom-columns: relaxed paths, <none>, values as fmt.Sprint, comma-joined; --no-headers', async () => {
    const t = await withConfigMaps();
    expect(
      (
        await t.run(
          'kubectl get cm -l app -o custom-columns=NAME:.metadata.name,APP:metadata.labels.app,L:{.metadata.labels},X:.x',
        )
      ).out,
    ).toBe(
      'NAME   APP   L              X\na      web   map[app:web]   <none>\nb      db    map[app:db]    <none>\n',
    );
    expect((await t.run("kubectl get cm -l app -o custom-columns='N:{.items}' ")).out).toBe(
      'N\n<none>\n<none>\n',
    );
    expect(
      (await t.run('kubectl get cm -l app -o custom-columns=NAME:.metadata.name --no-headers')).out,
    ).toBe('a\nb\n');
    // printGeneric prints an empty List: the header and no "No resources found"
    expect(await t.run('kubectl get pods -o custom-columns=NAME:.metadata.name')).toEqual({
      out: 'NAME\n',
      err: '',
      code: 0,
    });
    expect((await t.run('kubectl get cm -l app -o custom-columns')).err).toBe(
      'error: custom-columns format specified but no custom columns given\n',
    );
    expect((await t.run('kubectl get cm -l app -o custom-columns=NAME')).err).toBe(
      'error: unexpected custom-columns spec: NAME, expected <header>:<json-path-expr>\n',
    );
    expect((await t.run('kubectl get cm -l app --no-headers')).out).toBe('a     1     0s\nb     1     0s\n');
  });

  it('reports a template that does not parse, and an index out of range, as kubectl does', async () => {
    const t = await withConfigMaps();
    expect(await t.run("kubectl get cm a -o jsonpath='{.data'")).toEqual({
      out: '',
      err: 'error: error parsing jsonpath {.data, unclosed action\n',
      code: 1,
    });
    const r = await t.run("kubectl get cm -l app -o jsonpath='{.items[2]}'");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /^error: error executing jsonpath "\{\.items\[2\]\}": Error executing template: array index out of bounds: index 2, length 2\. Printing more information for debugging the template:\n\ttemplate was:\n\t\t\{\.items\[2\]\}\n\tobject given to jsonpath engine was:\n\t\tmap\[string\]interface \{\}\{"apiVersion":"v1", "items":\[\]interface \{\}\{map\[string\]interface \{\}\{/,
    );
    expect(
      r.err.endsWith('"kind":"List", "metadata":map[string]interface {}{"resourceVersion":""}}\n\n\n'),
    ).toBe(true);
  });
});

describe('kubectl apply / create / delete', () => {
  // PrintFlags: -o name drops the operation, -o yaml separates objects with ---; create namespace
  // --dry-run=client -o yaml prints the corev1.Namespace kubectl built (its empty spec and status)
  it('-o name|yaml|json on apply, create and delete; create namespace honours --dry-run', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    expect(await t.run('kubectl apply -f gb.yaml -o name')).toEqual({
      out: 'guestbook.webapp.my.domain/gb\n',
      err: '',
      code: 0,
    });
    const yaml = (await t.run('kubectl apply -f gb.yaml -f gb.yaml -o yaml')).out;
    expect(yaml).toMatch(
      /^apiVersion: webapp\.my\.domain\/v1\nkind: Guestbook\n[\s\S]*\n---\napiVersion: webapp/,
    );
    expect(yaml).not.toMatch(/managedFields/);
    expect((await t.run('kubectl delete -f gb.yaml -o name --dry-run=client')).out).toBe(
      'guestbook.webapp.my.domain/gb\n',
    );
    expect(await t.run('kubectl create ns bar --dry-run=client -o yaml')).toEqual({
      out: 'apiVersion: v1\nkind: Namespace\nmetadata:\n  creationTimestamp: null\n  name: bar\nspec: {}\nstatus: {}\n',
      err: '',
      code: 0,
    });
    expect((await t.run('kubectl create ns bar --dry-run=server')).out).toBe(
      'namespace/bar created (server dry run)\n',
    );
    expect((await t.run('kubectl get ns bar')).err).toBe(
      'Error from server (NotFound): namespaces "bar" not found\n',
    );
    expect((await t.run('kubectl create ns bar -o name')).out).toBe('namespace/bar\n');
    expect((await t.run('kubectl apply -f gb.yaml -o wide')).err).toBe(
      'error: unable to match a printer suitable for the output format "wide", allowed formats are: go-template,go-template-file,json,jsonpath,jsonpath-as-json,jsonpath-file,name,template,templatefile,yaml\n',
    );
  });

  // [K8S] kubectl v0.28 pkg/cmd/delete/delete.go (DeleteResult, PrintObj), cmdutil.GetDryRunStrategy
  it('delete: --dry-run client/server delete nothing; --all and -l select; "No resources found"', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    await t.run('kubectl apply -f gb.yaml');
    expect(await t.run('kubectl delete gb gb --dry-run=client')).toEqual({
      out: 'guestbook.webapp.my.domain "gb" deleted from default namespace (dry run)\n',
      err: '',
      code: 0,
    });
    expect((await t.run('kubectl delete -f gb.yaml --dry-run=server')).out).toBe(
      'guestbook.webapp.my.domain "gb" deleted from default namespace (server dry run)\n',
    );
    expect((await t.run('kubectl get gb -o name')).out).toBe('guestbook.webapp.my.domain/gb\n');
    expect((await t.run('kubectl delete gb gb --dry-run=bogus')).err).toBe(
      'error: Invalid dry-run value (bogus). Must be "none", "server", or "client".\n',
    );
    expect((await t.run('kubectl apply -f gb.yaml --dry-run=maybe')).err).toBe(
      'error: Invalid dry-run value (maybe). Must be "none", "server", or "client".\n',
    );
    // the builder's SelectAllParam refuses it first (cli-runtime pkg/resource/builder.go), its
    // message ending in a space
    expect((await t.run('kubectl delete gb --all -l a=b')).err).toBe(
      "error: setting 'all' parameter but found a non empty selector. \n",
    );
    expect(await t.run('kubectl delete gb -l app=none')).toEqual({
      out: 'No resources found\n',
      err: '',
      code: 0,
    });
    expect((await t.run('kubectl delete ns kube-public -n default --dry-run=client')).err).toBe(
      'Warning: deleting cluster-scoped resources, not scoped to the provided namespace\n',
    );
    expect(await t.run('kubectl delete gb --all')).toEqual({
      out: 'guestbook.webapp.my.domain "gb" deleted from default namespace\n',
      err: '',
      code: 0,
    });
    expect((await t.run('kubectl delete gb --all')).out).toBe('No resources found\n');
  });

  it('before the CRD: resource mapping not found … ensure CRDs are installed first', async () => {
    const t = await shell();
    expect(await t.run('kubectl apply -f gb.yaml')).toEqual({
      out: '',
      err: 'error: resource mapping not found for name: "gb" namespace: "" from "gb.yaml": no matches for kind "Guestbook" in version "webapp.my.domain/v1"\nensure CRDs are installed first\n',
      code: 1,
    });
  });

  it('created, unchanged, configured; the last-applied annotation drives the patch', async () => {
    const t = await shell();
    expect((await t.run('kubectl apply -f crd.yaml')).out).toBe(
      'customresourcedefinition.apiextensions.k8s.io/guestbooks.webapp.my.domain created\n',
    );
    expect((await t.run('kubectl apply -f crd.yaml')).out).toBe(
      'customresourcedefinition.apiextensions.k8s.io/guestbooks.webapp.my.domain unchanged\n',
    );
    expect((await t.run('kubectl apply -f gb.yaml')).out).toBe('guestbook.webapp.my.domain/gb created\n');
    await t.run("sed -i 's/size: 2/size: 3/' gb.yaml");
    expect((await t.run('kubectl apply -f gb.yaml')).out).toBe('guestbook.webapp.my.domain/gb configured\n');
    expect((await t.run("kubectl get gb gb -o jsonpath='{.spec.size}'")).out).toBe('3');
    expect((await t.run('cat gb.yaml | kubectl apply -f -')).out).toBe(
      'guestbook.webapp.my.domain/gb unchanged\n',
    );
  });

  it('schema violations print kubectl’s Invalid form (one cause on one line)', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    const r = await t.run('kubectl apply -f gb0.yaml');
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'The Guestbook "gb" is invalid: spec.size: Invalid value: 0: spec.size in body should be greater than or equal to 1\n',
    );
  });

  it('create -f reports AlreadyExists with the file; delete and --ignore-not-found', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    expect((await t.run('kubectl create -f gb.yaml')).out).toBe('guestbook.webapp.my.domain/gb created\n');
    expect((await t.run('kubectl create -f gb.yaml')).err).toBe(
      'Error from server (AlreadyExists): error when creating "gb.yaml": guestbooks.webapp.my.domain "gb" already exists\n',
    );
    expect((await t.run('kubectl delete gb gb')).out).toBe(
      'guestbook.webapp.my.domain "gb" deleted from default namespace\n',
    );
    expect((await t.run('kubectl delete -f gb.yaml')).err).toBe(
      'Error from server (NotFound): error when deleting "gb.yaml": guestbooks.webapp.my.domain "gb" not found\n',
    );
    expect(await t.run('kubectl delete -f gb.yaml --ignore-not-found')).toEqual({
      out: '',
      err: '',
      code: 0,
    });
  });

  it('apply over an object made by create warns about the missing last-applied annotation', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    await t.run('kubectl create -f gb.yaml');
    await t.run("sed -i 's/size: 2/size: 4/' gb.yaml");
    expect(await t.run('kubectl apply -f gb.yaml')).toEqual({
      out: 'guestbook.webapp.my.domain/gb configured\n',
      err: 'Warning: resource guestbooks/gb is missing the kubectl.kubernetes.io/last-applied-configuration annotation which is required by kubectl apply. kubectl apply should only be used on resources created declaratively by either kubectl create --save-config or kubectl apply. The missing annotation will be patched automatically.\n',
      code: 0,
    });
  });

  it('patch (merge for custom resources, json), patched (no change), and edit explains itself', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    await t.run('kubectl apply -f gb.yaml');
    expect((await t.run(`kubectl patch gb gb -p '{"spec":{"size":5}}'`)).out).toBe(
      'guestbook.webapp.my.domain/gb patched\n',
    );
    expect((await t.run(`kubectl patch gb gb --type=merge -p '{"spec":{"size":5}}'`)).out).toBe(
      'guestbook.webapp.my.domain/gb patched (no change)\n',
    );
    expect(
      (await t.run(`kubectl patch gb gb --type json -p '[{"op":"replace","path":"/spec/size","value":0}]'`))
        .err,
    ).toBe(
      'The Guestbook "gb" is invalid: spec.size: Invalid value: 0: spec.size in body should be greater than or equal to 1\n',
    );
    expect((await t.run('kubectl edit gb gb')).code).toBe(1);
  });

  it('apply -k builds the kustomization; a directory without one is kubectl’s error', async () => {
    const t = await shell();
    await t.s.fs.mkdir('/home/user/k', { recursive: true });
    await t.s.fs.writeFile('/home/user/k/kustomization.yaml', 'resources:\n- ../crd.yaml\n');
    expect((await t.run('kubectl apply -k k')).out).toBe(
      'customresourcedefinition.apiextensions.k8s.io/guestbooks.webapp.my.domain created\n',
    );
    expect((await t.run('kubectl apply -k /tmp')).err).toBe(
      "error: unable to find one of 'kustomization.yaml', 'kustomization.yml' or 'Kustomization' in directory '/tmp'\n",
    );
  });

  it('create namespace, twice', async () => {
    const t = await shell();
    expect((await t.run('kubectl create namespace team-a')).out).toBe('namespace/team-a created\n');
    expect((await t.run('kubectl create ns team-a')).err).toBe(
      'Error from server (AlreadyExists): namespaces "team-a" already exists\n',
    );
  });

  it('a namespace that does not exist (NamespaceLifecycle)', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    const r = await t.run('kubectl apply -f gb.yaml -n nowhere');
    expect(r.err).toBe(
      'Error from server (NotFound): error when creating "gb.yaml": namespaces "nowhere" not found\n',
    );
  });

  it('three-way merge patch: changed fields, and nulls for fields the last apply had and this one drops', () => {
    expect(
      threeWayMergePatch({ spec: { a: 1, b: 2 } }, { spec: { a: 1, c: 3 } }, { spec: { a: 1, b: 2, x: 9 } }),
    ).toEqual({
      spec: { c: 3, b: null },
    });
  });
});

describe('RBAC from kubectl (SEMANTICS.md §7)', () => {
  it('--as a ServiceAccount: forbidden list at the namespace, and auth can-i', async () => {
    const t = await shell();
    const sa = 'system:serviceaccount:my-op-system:my-op-controller-manager';
    expect((await t.run(`kubectl get pods --as=${sa}`)).err).toBe(
      `Error from server (Forbidden): pods is forbidden: User "${sa}" cannot list resource "pods" in API group "" in the namespace "default"\n`,
    );
    expect((await t.run(`kubectl get pods -A --as=${sa}`)).err).toBe(
      `Error from server (Forbidden): pods is forbidden: User "${sa}" cannot list resource "pods" in API group "" at the cluster scope\n`,
    );
    expect(await t.run(`kubectl auth can-i list pods --as=${sa}`)).toEqual({ out: 'no\n', err: '', code: 1 });
    expect(await t.run('kubectl auth can-i list pods')).toEqual({ out: 'yes\n', err: '', code: 0 });
    await t.s.fs.writeFile(
      '/home/user/rbac.yaml',
      `apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata: {name: pod-reader, namespace: default}
rules:
- apiGroups: [""]
  resources: [pods]
  verbs: [get, list, watch]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata: {name: read-pods, namespace: default}
subjects:
- kind: ServiceAccount
  name: my-op-controller-manager
  namespace: my-op-system
roleRef: {kind: Role, name: pod-reader, apiGroup: rbac.authorization.k8s.io}
`,
    );
    expect((await t.run('kubectl apply -f rbac.yaml')).out).toBe(
      'role.rbac.authorization.k8s.io/pod-reader created\nrolebinding.rbac.authorization.k8s.io/read-pods created\n',
    );
    expect((await t.run(`kubectl auth can-i list pods --as=${sa}`)).out).toBe('yes\n');
    expect((await t.run(`kubectl auth can-i list pods -n kube-system --as=${sa}`)).out).toBe('no\n');
    expect((await t.run(`kubectl auth can-i delete pods --as=${sa}`)).out).toBe('no\n');
    expect((await t.run('kubectl get rolebindings')).out).toBe(
      'NAME        ROLE              AGE\nread-pods   Role/pod-reader   0s\n',
    );
  });

  it('auth can-i: non-resource URLs, `*`, -q, and the warnings of kubectl v0.28 pkg/cmd/auth/cani.go', async () => {
    const t = await shell();
    const sa = 'system:serviceaccount:default:default';
    // a path is a NonResourceURL; `*` is no resource type to look up
    expect(await t.run('kubectl auth can-i get /healthz')).toEqual({ out: 'yes\n', err: '', code: 0 });
    expect(await t.run(`kubectl auth can-i get /metrics --as=${sa}`)).toEqual({
      out: 'no\n',
      err: '',
      code: 1,
    });
    // the default bindings: system:discovery for every authenticated user (impersonation adds the
    // group to --as-group's), system:public-info-viewer for the anonymous one too
    expect((await t.run('kubectl auth can-i get /version --as=alice --as-group=devs')).out).toBe('yes\n');
    expect((await t.run('kubectl auth can-i get /apis --as=system:anonymous')).out).toBe('no\n');
    expect((await t.run('kubectl auth can-i get /healthz --as=system:anonymous')).out).toBe('yes\n');
    expect((await t.run('kubectl auth whoami -o yaml --as=alice --as-group=devs')).out).toContain(
      '    groups:\n    - devs\n    - system:authenticated\n',
    );
    expect(await t.run("kubectl auth can-i '*' '*'")).toEqual({ out: 'yes\n', err: '', code: 0 });
    expect((await t.run('kubectl auth can-i get /healthz --subresource=log')).err).toBe(
      'error: --subresource can not be used with NonResourceURL\n',
    );
    // WarningPrinter: "Warning: " + a message that ends in its own newline
    expect(await t.run('kubectl auth can-i list nodes')).toEqual({
      out: 'yes\n',
      err: "Warning: resource 'nodes' is not namespace scoped\n\n",
      code: 0,
    });
    expect((await t.run('kubectl auth can-i list nodes -A')).err).toBe('');
    expect((await t.run('kubectl auth can-i get clusterroles.rbac.authorization.k8s.io')).err).toBe(
      "Warning: resource 'clusterroles' is not namespace scoped in group 'rbac.authorization.k8s.io'\n\n",
    );
    expect((await t.run('kubectl auth can-i frob pods')).err).toBe(
      "Warning: verb 'frob' is not a known verb\n\n",
    );
    expect((await t.run('kubectl auth can-i get widgets.example.com')).err).toBe(
      "Warning: the server doesn't have a resource type 'widgets' in group 'example.com'\n\n",
    );
    expect((await t.run('kubectl auth can-i impersonate users')).err).toBe('');
    expect(await t.run(`kubectl auth can-i list pods -q --as=${sa}`)).toEqual({ out: '', err: '', code: 1 });
    expect((await t.run('kubectl auth can-i get')).err).toBe(
      "error: you must specify two arguments: verb resource or verb resource/resourceName.\nSee 'kubectl auth can-i -h' for help and examples.\n",
    );
  });
});

describe('api-resources, explain, describe, logs', () => {
  it('api-resources lists short names and CRDs', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    const r = (await t.run('kubectl api-resources')).out.split('\n');
    expect(r[0]).toMatch(/^NAME\s+SHORTNAMES\s+APIVERSION\s+NAMESPACED\s+KIND$/);
    expect(r).toContainEqual(expect.stringMatching(/^pods\s+po\s+v1\s+true\s+Pod$/));
    expect(r).toContainEqual(expect.stringMatching(/^deployments\s+deploy\s+apps\/v1\s+true\s+Deployment$/));
    expect(r).toContainEqual(
      expect.stringMatching(/^guestbooks\s+gb\s+webapp\.my\.domain\/v1\s+true\s+Guestbook$/),
    );
  });

  it('api-resources sorts by group then name, -o name|wide, --sort-by, --verbs, --categories', async () => {
    const t = await shell();
    const names = (await t.run('kubectl api-resources -o name')).out.split('\n');
    // stably sorted by API group: "" first, then admissionregistration.k8s.io, apiextensions, apps ...
    expect(names.indexOf('validatingwebhookconfigurations.admissionregistration.k8s.io')).toBeLessThan(
      names.indexOf('deployments.apps'),
    );
    expect(names.indexOf('deployments.apps')).toBeLessThan(names.indexOf('ingresses.networking.k8s.io'));
    expect((await t.run('kubectl api-resources -o name --api-group=policy')).out).toBe(
      'poddisruptionbudgets.policy\n',
    );
    const wide = (await t.run('kubectl api-resources -o wide --categories=all --api-group=batch')).out;
    expect(wide.split('\n')[0]).toMatch(
      /^NAME\s+SHORTNAMES\s+APIVERSION\s+NAMESPACED\s+KIND\s+VERBS\s+CATEGORIES$/,
    );
    expect(wide).toMatch(/\ncronjobs\s+cj\s+batch\/v1\s+true\s+CronJob\s+create,delete,[a-z,]+\s+all\n/);
    expect((await t.run('kubectl api-resources --api-group=autoscaling --no-headers')).out).toMatch(
      /^horizontalpodautoscalers\s+hpa\s+autoscaling\/v2\s+true\s+HorizontalPodAutoscaler\n$/,
    );
    expect((await t.run('kubectl api-resources -o json')).err).toBe(
      'error: --output json is not available\n',
    );
    expect((await t.run('kubectl api-resources --sort-by=group')).err).toBe(
      'error: --sort-by accepts only name or kind\n',
    );
  });

  // The layout is real kubectl 1.32's against \`oplab cluster serve\` (test/cluster/terminal-parity.test.ts).
  it('explain reads the CRD schema; unknown fields are errors', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    const r = await t.run('kubectl explain guestbook.spec');
    expect(r.out).toBe(
      'GROUP:      webapp.my.domain\nKIND:       Guestbook\nVERSION:    v1\n\nFIELD: spec <Object>\n\n\nDESCRIPTION:\n    GuestbookSpec defines the desired state of Guestbook\n    \nFIELDS:\n  size\t<integer> -required-\n    Size is the number of replicas.\n\n\n',
    );
    expect((await t.run('kubectl explain guestbook.spec.nope')).err).toBe(
      'error: field "nope" does not exist\n',
    );
    // SplitAndParseResourceRequestWithMatchingPrefix: a resource.group prefix names the group
    expect((await t.run('kubectl explain guestbooks.webapp.my.domain.spec')).out).toBe(r.out);
  });

  it('a list the server refuses names what was listed (cli-runtime EnhanceListError)', async () => {
    const t = await shell();
    expect(await t.run("kubectl get cm -l '!!'")).toEqual({
      out: '',
      err: 'Error from server (BadRequest): Unable to find "/v1, Resource=configmaps" that match label selector "!!", field selector "": unable to parse requirement: found \'!\', expected: identifier\n',
      code: 1,
    });
    expect((await t.run('kubectl get deploy -o name --field-selector=spec.paused=true')).err).toMatch(
      /^Error from server \(BadRequest\): Unable to find "apps\/v1, Resource=deployments" that match label selector "", field selector "spec.paused=true": /,
    );
    expect((await t.run("kubectl delete cm -l '!!'")).err).toMatch(
      /^Error from server \(BadRequest\): Unable to find "\/v1, Resource=configmaps" that match label selector "!!", field selector "": /,
    );
  });

  it('an unknown resource type: the builder names the part before the dot; explain has no error: prefix', async () => {
    const t = await shell();
    expect((await t.run('kubectl get deploy.nope')).err).toBe(
      'error: the server doesn\'t have a resource type "deploy"\n',
    );
    expect((await t.run('kubectl describe widgets.example.com')).err).toBe(
      'error: the server doesn\'t have a resource type "widgets"\n',
    );
    // checkErr prints a NoResourceMatchError as it is ([K8S] kubectl cmd/util/helpers.go)
    expect(await t.run('kubectl explain widgets.spec')).toEqual({
      out: '',
      err: 'the server doesn\'t have a resource type "widgets"\n',
      code: 1,
    });
  });

  it('describe TYPE PREFIX describes the objects whose names start so; -l selects', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    await t.run('kubectl apply -f gb.yaml');
    const full = (await t.run('kubectl describe gb gb')).out;
    // DescribeMatchingResources ([K8S] kubectl cmd/describe/describe.go): each one and a newline
    expect(await t.run('kubectl describe gb g')).toEqual({ out: `${full}\n`, err: '', code: 0 });
    expect((await t.run('kubectl describe gb x')).err).toBe(
      'Error from server (NotFound): guestbooks.webapp.my.domain "x" not found\n',
    );
    expect((await t.run('kubectl describe gb -l app=none')).err).toBe(
      'No resources found in default namespace.\n',
    );
  });

  it('describe outlines the object', async () => {
    const t = await shell();
    await t.run('kubectl apply -f crd.yaml');
    await t.run('kubectl apply -f gb.yaml');
    const r = (await t.run('kubectl describe gb gb')).out;
    expect(r).toMatch(/^Name: {9}gb\nNamespace: {4}default\nLabels: {7}<none>\n/);
    expect(r).toContain('Kind:         Guestbook\n');
    expect(r).toContain('Spec:\n  Size:  2\n');
    expect(r.endsWith('Events:  <none>\n')).toBe(true);
  });

  it('logs of a pod that does not exist', async () => {
    const t = await shell();
    expect((await t.run('kubectl logs memcached-operator-controller-manager-7d9c')).err).toBe(
      'Error from server (NotFound): pods "memcached-operator-controller-manager-7d9c" not found\n',
    );
  });
});

describe('kubectl checkErr forms (k8s.io/kubectl pkg/cmd/util/helpers.go)', () => {
  const base = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure' } as const;
  it('Invalid with several causes lists them; without details it quotes the message', () => {
    expect(
      formatApiError({
        ...base,
        message: 'x',
        reason: 'Invalid',
        code: 422,
        details: {
          name: 'gb',
          kind: 'Guestbook',
          causes: [
            { field: 'spec.a', message: 'Required value' },
            { field: 'spec.b', message: 'Invalid value: 0: must be positive' },
            { field: 'spec.a', message: 'Required value' },
          ],
        },
      }),
    ).toBe(
      'The Guestbook "gb" is invalid: \n* spec.a: Required value\n* spec.b: Invalid value: 0: must be positive\n',
    );
    expect(formatApiError({ ...base, message: 'bad things', reason: 'Invalid', code: 422 })).toBe(
      'The request is invalid: bad things\n',
    );
    expect(formatApiError({ ...base, message: 'boom', reason: '', code: 500 })).toBe(
      'Error from server: boom\n',
    );
  });
});

describe('kubectl flags and commands it does not know', () => {
  // pflag's wording (spf13/pflag flag.go parseSingleShortArg / parseLongArg), wrapped by kubectl's
  // FlagErrorFunc (kubectl/pkg/util/templates/templater.go) and printed by cmdutil.CheckErr.
  it('words a missing value and an unknown shorthand as pflag does, grouped shorthands included', async () => {
    const t = await shell();
    const usage = "See 'kubectl get --help' for usage.\n";
    expect(await t.run('kubectl get pods -n')).toEqual({
      out: '',
      err: `error: flag needs an argument: 'n' in -n\n${usage}`,
      code: 1,
    });
    expect((await t.run('kubectl get pods -An')).err).toBe(
      `error: flag needs an argument: 'n' in -n\n${usage}`,
    );
    expect((await t.run('kubectl get pods --namespace')).err).toBe(
      `error: flag needs an argument: --namespace\n${usage}`,
    );
    expect((await t.run('kubectl get pods -Ax')).err).toBe(
      `error: unknown shorthand flag: 'x' in -x\n${usage}`,
    );
    expect((await t.run('kubectl get pods -xA')).err).toBe(
      `error: unknown shorthand flag: 'x' in -xA\n${usage}`,
    );
    expect((await t.run('kubectl get pods --bogus')).err).toBe(`error: unknown flag: --bogus\n${usage}`);
    expect((await t.run('kubectl get pods -n=kube-system')).err).toBe(
      'No resources found in kube-system namespace.\n',
    );
    expect((await t.run('kubectl get pods -Aowide')).err).toBe('No resources found\n');
  });

  it('a flag of another command is unknown; logs -f is --follow; explain --recursive has no -R', async () => {
    const t = await shell();
    expect((await t.run('kubectl get pods --all')).err).toBe(
      "error: unknown flag: --all\nSee 'kubectl get --help' for usage.\n",
    );
    expect((await t.run('kubectl describe pods -o yaml')).err).toBe(
      "error: unknown shorthand flag: 'o' in -o\nSee 'kubectl describe --help' for usage.\n",
    );
    expect((await t.run('kubectl apply -f x.yaml --show-labels')).err).toBe(
      "error: unknown flag: --show-labels\nSee 'kubectl apply --help' for usage.\n",
    );
    expect((await t.run('kubectl get pods --n default')).err).toBe(
      "error: unknown flag: --n\nSee 'kubectl get --help' for usage.\n",
    );
    expect((await t.run('kubectl explain pods -R')).err).toBe(
      "error: unknown shorthand flag: 'R' in -R\nSee 'kubectl explain --help' for usage.\n",
    );
    // -f of logs follows: the pod is the argument, not a file
    expect((await t.run('kubectl logs -f web')).err).toBe(
      'Error from server (NotFound): pods "web" not found\n',
    );
    expect((await t.run('kubectl auth can-i get pods --no-headers')).err).toBe(
      'error: --no-headers cannot be set without --list specified\n',
    );
  });

  it('names the subcommand whose flags failed (cobra CommandPath)', async () => {
    const t = await shell();
    expect((await t.run('kubectl auth can-i --bogus get pods')).err).toBe(
      "error: unknown flag: --bogus\nSee 'kubectl auth can-i --help' for usage.\n",
    );
    expect((await t.run('kubectl create ns x --bogus')).err).toBe(
      "error: unknown flag: --bogus\nSee 'kubectl create namespace --help' for usage.\n",
    );
    expect((await t.run('kubectl create -f x.yaml --bogus')).err).toBe(
      "error: unknown flag: --bogus\nSee 'kubectl create --help' for usage.\n",
    );
  });

  it('explain --recursive=false is not recursive; version --client asks no server', async () => {
    const t = await shell();
    const plain = await t.run('kubectl explain configmap');
    expect((await t.run('kubectl explain configmap --recursive=false')).out).toBe(plain.out);
    expect((await t.run('kubectl explain configmap --recursive')).out).not.toBe(plain.out);
    expect((await t.run('kubectl version --client')).out).toBe(
      'Client Version: v1.34.0\nKustomize Version: v5.7.1\n',
    );
  });

  it('version: one release on both sides, as kubectl 1.34 prints it against a 1.34 API server', async () => {
    const t = await shell();
    const plain = await t.run('kubectl version');
    expect(plain.out).toBe('Client Version: v1.34.0\nKustomize Version: v5.7.1\nServer Version: v1.34.0\n');
    // same minor: no skew warning on stderr
    expect(plain.err).toBe('');
    const json = JSON.parse((await t.run('kubectl version -o json')).out);
    expect(Object.keys(json)).toEqual(['clientVersion', 'kustomizeVersion', 'serverVersion']);
    // the client's version.Info has no emulation fields (omitempty); the server's /version has them
    expect(Object.keys(json.clientVersion)).toEqual([
      'major',
      'minor',
      'gitVersion',
      'gitCommit',
      'gitTreeState',
      'buildDate',
      'goVersion',
      'compiler',
      'platform',
    ]);
    expect(json.serverVersion).toEqual({
      major: '1',
      minor: '34',
      emulationMajor: '1',
      emulationMinor: '34',
      minCompatibilityMajor: '1',
      minCompatibilityMinor: '33',
      gitVersion: 'v1.34.0',
      gitCommit: 'f28b4c9efbca5c5c0af716d9f2d5702667ee8a45',
      gitTreeState: 'clean',
      buildDate: '2025-08-27T10:09:04Z',
      goVersion: 'go1.24.6',
      compiler: 'gc',
      platform: 'linux/amd64',
    });
    const yaml = (await t.run('kubectl version --client -o yaml')).out;
    expect(yaml).toBe(
      'clientVersion:\n  buildDate: "2025-08-27T10:09:04Z"\n  compiler: gc\n  gitCommit: f28b4c9efbca5c5c0af716d9f2d5702667ee8a45\n  gitTreeState: clean\n  gitVersion: v1.34.0\n  goVersion: go1.24.6\n  major: "1"\n  minor: "34"\n  platform: linux/amd64\nkustomizeVersion: v5.7.1\n\n',
    );
    const bad = await t.run('kubectl version -o wide');
    expect([bad.code, bad.err]).toEqual([1, "error: --output must be 'yaml' or 'json'\n"]);
  });

  it('says plainly when a real kubectl command is not simulated, and keeps cobra’s text for made-up ones', async () => {
    const t = await shell();
    const taint = await t.run('kubectl taint nodes n1 dedicated=web:NoSchedule');
    expect(taint.code).toBe(1);
    expect(taint.err).toMatch(
      /^oplab: kubectl taint is a real kubectl command that this simulated terminal does not have\. It has: get, describe,.* scale, label, annotate,/,
    );
    // a real create subcommand (create.go NewCmdCreate's AddCommand list) is not an unknown command,
    // and its own flags (--image) are not refused as create's
    for (const line of [
      'kubectl create deployment web --image=nginx',
      'kubectl create -n default deploy web --image=nginx',
    ])
      expect(await t.run(line)).toMatchObject({
        code: 1,
        err: 'oplab: kubectl create deployment is a real kubectl command that this simulated terminal does not have. Its kubectl create has: -f FILENAME, namespace, token.\n',
      });
    expect((await t.run('kubectl create cm settings --from-literal=a=b')).err).toMatch(
      /^oplab: kubectl create configmap is a real kubectl command/,
    );
    expect((await t.run('kubectl create ns extra')).out).toBe('namespace/extra created\n');
    // kubectl's main silences cobra's own printing and CheckErr prints the error (no `Run … --help` line)
    expect((await t.run('kubectl frobnicate')).err).toBe(
      'error: unknown command "frobnicate" for "kubectl"\n',
    );
    expect((await t.run('kubectl gett pods')).err).toBe(
      'error: unknown command "gett" for "kubectl"\n\nDid you mean this?\n\tset\n\tget\n',
    );
  });
});

describe('printing helpers', () => {
  it('humanDuration follows apimachinery’s thresholds', () => {
    const s = 1000;
    expect(
      [59, 119, 120, 150, 600, 3 * 3600 - 1, 3 * 3600 + 60, 8 * 3600, 50 * 3600, 10 * 86400, 800 * 86400].map(
        (x) => humanDuration(x * s),
      ),
    ).toEqual(['59s', '119s', '2m', '2m30s', '10m', '179m', '3h1m', '8h', '2d2h', '10d', '2y70d']);
  });

  it('tabwriter pads every column but the last to its widest cell + 3', () => {
    expect(
      tabwrite([
        ['NAME', 'AGE'],
        ['a', '1s'],
      ]),
    ).toBe('NAME   AGE\na      1s');
  });
});

const designDir = process.env.OPLAB_DESIGN_DIR ?? join(process.cwd(), '..', 'shared', 'design');

describe.runIf(existsSync(join(designDir, 'SEMANTICS.md')))(
  'API texts kubectl shows, quoted in SEMANTICS.md',
  () => {
    it('the forbidden list at the cluster scope and the NotFound of a CR', async () => {
      const doc = readFileSync(join(designDir, 'SEMANTICS.md'), 'utf8');
      const t = await shell();
      const sa = 'system:serviceaccount:my-op-system:my-op-controller-manager';
      const forbidden = (await t.run(`kubectl get pods -A --as=${sa}`)).err;
      expect(doc).toContain(forbidden.replace('Error from server (Forbidden): ', '').trimEnd());
      await t.run('kubectl apply -f crd.yaml');
      const nf = (await t.run('kubectl get guestbook gb')).err;
      expect(doc).toContain(nf.replace('Error from server (NotFound): ', '').trimEnd());
    });
  },
);
