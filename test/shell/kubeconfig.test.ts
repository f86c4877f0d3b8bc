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
    expect(await t.run('cat ~/.kube/config')).toEqual({ out: MINIKUBE, code: 0, ms: 0 });
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
});
