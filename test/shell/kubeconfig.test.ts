// The terminal has the kubeconfig `minikube start` writes, and kubectl config reads it as kubectl does.
import { describe, expect, it } from 'vitest';
import { terminal } from './helpers.ts';

// minikube v1.34.0's ~/.kube/config (its extensions stamped with the start time, RFC1123).
const MINIKUBE = `apiVersion: v1
clusters:
- cluster:
    certificate-authority: /home/user/.minikube/ca.crt
    extensions:
    - extension:
        last-update: Mon, 05 Jan 2026 09:00:00 UTC
        provider: minikube.sigs.k8s.io
        version: v1.34.0
      name: cluster_info
    server: https://192.168.49.2:8443
  name: minikube
contexts:
- context:
    cluster: minikube
    extensions:
    - extension:
        last-update: Mon, 05 Jan 2026 09:00:00 UTC
        provider: minikube.sigs.k8s.io
        version: v1.34.0
      name: context_info
    namespace: default
    user: minikube
  name: minikube
current-context: minikube
kind: Config
preferences: {}
users:
- name: minikube
  user:
    client-certificate: /home/user/.minikube/profiles/minikube/client.crt
    client-key: /home/user/.minikube/profiles/minikube/client.key
`;

// A kind cluster's kubeconfig beside it: embedded certificates, which `config view` shortens.
const TWO = `apiVersion: v1
kind: Config
current-context: kind-dev
clusters:
- name: kind-dev
  cluster:
    server: https://127.0.0.1:39211
    certificate-authority-data: LS0tLS1CRUdJTg==
- name: minikube
  cluster:
    server: https://192.168.49.2:8443
contexts:
- name: minikube
  context: {cluster: minikube, user: minikube, namespace: default}
- name: kind-dev
  context: {cluster: kind-dev, user: kind-dev}
users:
- name: kind-dev
  user:
    client-certificate-data: LS0tLS1CRUdJTg==
    client-key-data: LS0tLS1CRUdJTg==
- name: minikube
  user:
    token: abc
`;

describe('~/.kube/config', () => {
  it('is minikube’s, readable with cat and kubectl config view', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    expect(await t.run('cat ~/.kube/config')).toMatchObject({ out: MINIKUBE, code: 0, ms: 0 });
    expect((await t.run('kubectl config view')).out).toBe(MINIKUBE);
    expect((await t.run('kubectl config current-context')).out).toBe('minikube\n');
    expect((await t.run('kubectl config get-contexts')).out).toBe(
      'CURRENT   NAME       CLUSTER    AUTHINFO   NAMESPACE\n*         minikube   minikube   minikube   default\n',
    );
    expect((await t.run("kubectl config view --minify -o jsonpath='{..namespace}'")).out).toBe('default');
  });

  it('kubectl config follows an edited file: several contexts, embedded data shortened, --raw', async () => {
    const t = await terminal({
      profile: 'open',
      cwd: '/home/user',
      files: { '/home/user/.kube/config': TWO },
    });
    expect((await t.run('kubectl config get-contexts')).out).toBe(
      [
        'CURRENT   NAME       CLUSTER    AUTHINFO   NAMESPACE',
        '*         kind-dev   kind-dev   kind-dev   ',
        '          minikube   minikube   minikube   default',
        '',
      ].join('\n'),
    );
    expect((await t.run('kubectl config get-contexts -o name')).out).toBe('kind-dev\nminikube\n');
    expect((await t.run('kubectl config get-clusters; kubectl config get-users')).out).toBe(
      'NAME\nkind-dev\nminikube\nNAME\nkind-dev\nminikube\n',
    );
    const view = (await t.run('kubectl config view --minify')).out;
    expect(view).toBe(`apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: DATA+OMITTED
    server: https://127.0.0.1:39211
  name: kind-dev
contexts:
- context:
    cluster: kind-dev
    user: kind-dev
  name: kind-dev
current-context: kind-dev
kind: Config
preferences: {}
users:
- name: kind-dev
  user:
    client-certificate-data: DATA+OMITTED
    client-key-data: DATA+OMITTED
`);
    expect((await t.run("kubectl config view --raw -o jsonpath='{.users[1].user.token}'")).out).toBe('abc');
    expect((await t.run("kubectl config view -o jsonpath='{.users[1].user.token}'")).out).toBe('REDACTED');
    expect(await t.run('kubectl config get-contexts staging')).toMatchObject({
      out: 'CURRENT   NAME   CLUSTER   AUTHINFO   NAMESPACE\nerror: context staging not found\n',
      code: 1,
    });
  });

  it('without a kubeconfig file: no current context, an empty view', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    await t.run('rm ~/.kube/config');
    expect(await t.run('kubectl config current-context')).toMatchObject({
      out: 'error: current-context is not set\n',
      code: 1,
    });
    expect((await t.run('kubectl config view')).out).toBe(
      'apiVersion: v1\nclusters: null\ncontexts: null\ncurrent-context: ""\nkind: Config\npreferences: {}\nusers: null\n',
    );
  });

  it("scopes kubectl to the context's namespace: set-context --current --namespace, use-context, --context", async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    await t.run('kubectl create namespace dev');
    const cm = (name: string) => `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"${name}"}}`;
    expect((await t.run(`echo '${cm('in-dev')}' | kubectl apply -n dev -f -`)).out).toBe(
      'configmap/in-dev created\n',
    );
    expect((await t.run('kubectl get cm -o name')).out).toBe('configmap/kube-root-ca.crt\n');
    expect(await t.run('kubectl config set-context --current --namespace=dev')).toMatchObject({
      out: 'Context "minikube" modified.\n',
      code: 0,
    });
    expect((await t.run('kubectl get cm -o name')).out).toBe(
      'configmap/in-dev\nconfigmap/kube-root-ca.crt\n',
    );
    expect((await t.run('kubectl get pods')).out).toBe('No resources found in dev namespace.\n');
    // an object without a namespace goes to the context's
    expect(
      (await t.run(`echo '${cm('applied')}' | kubectl apply -f - && kubectl get cm applied -n dev -o name`))
        .out,
    ).toBe('configmap/applied created\nconfigmap/applied\n');
    // -n still wins; another context by --context or use-context
    expect((await t.run('kubectl get cm -n default -o name')).out).toBe('configmap/kube-root-ca.crt\n');
    expect((await t.run('kubectl config set-context other --cluster=minikube --user=minikube')).out).toBe(
      'Context "other" created.\n',
    );
    expect((await t.run('kubectl get cm --context=other -o name')).out).toBe('configmap/kube-root-ca.crt\n');
    expect((await t.run('kubectl config use-context other && kubectl get cm -o name')).out).toBe(
      'Switched to context "other".\nconfigmap/kube-root-ca.crt\n',
    );
    expect((await t.run('kubectl config get-contexts')).out).toBe(
      [
        'CURRENT   NAME       CLUSTER    AUTHINFO   NAMESPACE',
        '          minikube   minikube   minikube   dev',
        '*         other      minikube   minikube   ',
        '',
      ].join('\n'),
    );
    expect(await t.run('kubectl get cm --context=gone')).toMatchObject({
      out: 'Error in configuration: context was not found for specified context: gone\n',
      code: 1,
    });
  });

  it('use-context, set-context, set-cluster, rename-context and delete-context: their lines and errors, the file as kubectl writes it', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    await t.run('rm ~/.kube/config');
    const cases: [string, string, number][] = [
      ['kubectl config set-context --current --namespace=x', 'error: no current context is set\n', 1],
      ['kubectl config set-context', 'error: you must specify a non-empty context name or --current\n', 1],
      [
        'kubectl config set-context a --current',
        'error: you cannot specify both a context name and --current\n',
        1,
      ],
      ['kubectl config set-context a b', 'error: Unexpected args: [a b]\n', 1],
      ['kubectl config use-context dev', 'error: no context exists with the name: "dev"\n', 1],
      ['kubectl config set-cluster kind --server=https://127.0.0.1:6443', 'Cluster "kind" set.\n', 0],
      ['kubectl config set-context dev --cluster=kind -n dev', 'Context "dev" created.\n', 0],
      ['kubectl config use dev', 'Switched to context "dev".\n', 0],
      ['kubectl config set-context staging --namespace=staging', 'Context "staging" created.\n', 0],
      ['kubectl config rename-context dev kind-dev', 'Context "dev" renamed to "kind-dev".\n', 0],
      [
        'kubectl config rename-context dev x',
        'error: cannot rename the context "dev", it\'s not in /home/user/.kube/config\n',
        1,
      ],
      [
        'kubectl config rename-context staging kind-dev',
        'error: cannot rename the context "staging", the context "kind-dev" already exists in /home/user/.kube/config\n',
        1,
      ],
      ['kubectl config delete-context staging', 'deleted context staging from /home/user/.kube/config\n', 0],
      [
        'kubectl config delete-context staging',
        'error: cannot delete context staging, not in /home/user/.kube/config\n',
        1,
      ],
    ];
    for (const [line, out, code] of cases) expect(await t.run(line), line).toMatchObject({ out, code });
    expect((await t.run('cat ~/.kube/config')).out).toBe(`apiVersion: v1
clusters:
- cluster:
    server: https://127.0.0.1:6443
  name: kind
contexts:
- context:
    cluster: kind
    namespace: dev
    user: ""
  name: kind-dev
current-context: kind-dev
kind: Config
preferences: {}
users: null
`);
    // --insecure-skip-tls-verify clears the certificate authority; a relative one is made absolute
    await t.run('kubectl config set-cluster kind --certificate-authority=ca.crt');
    expect((await t.run("kubectl config view -o jsonpath='{.clusters[0].cluster}'")).out).toBe(
      '{"certificate-authority":"/home/user/ca.crt","server":"https://127.0.0.1:6443"}',
    );
    await t.run('kubectl config set-cluster kind --insecure-skip-tls-verify');
    expect((await t.run("kubectl config view -o jsonpath='{.clusters[0].cluster}'")).out).toBe(
      '{"insecure-skip-tls-verify":true,"server":"https://127.0.0.1:6443"}',
    );
    expect(await t.run('kubectl config delete-context kind-dev')).toMatchObject({
      out: 'deleted context kind-dev from /home/user/.kube/config\nwarning: this removed your active context, use "kubectl config use-context" to select a different one\n',
      code: 0,
    });
    expect(await t.run('kubectl get pods')).toMatchObject({
      out: 'Error in configuration: context was not found for specified context: kind-dev\n',
      code: 1,
    });
  });
});
