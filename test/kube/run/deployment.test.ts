// The manager container as `make deploy` runs it when config/default patches the Deployment with
// strategic-merge patches: kubebuilder v3's `patchesStrategicMerge:` (manager_auth_proxy_patch.yaml
// adds the kube-rbac-proxy sidecar and rewrites the manager's args) and `patches:` entries whose
// file is a Deployment object rather than a JSON 6902 list (containers and env merge by name,
// args replace).

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { managerProcess } from '../../../src/kube/run/deployment.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { loadProject } from './helpers.ts';

const MANAGER = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: controller-manager
  namespace: system
spec:
  template:
    spec:
      containers:
      - name: manager
        command: [/manager]
        args: [--leader-elect]
        env:
        - name: LOG_LEVEL
          value: info
      serviceAccountName: controller-manager
`;

const AUTH_PROXY = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: controller-manager
  namespace: system
spec:
  template:
    spec:
      containers:
      - name: kube-rbac-proxy
        image: gcr.io/kubebuilder/kube-rbac-proxy:v0.13.1
        args:
        - "--secure-listen-address=0.0.0.0:8443"
        - "--upstream=http://127.0.0.1:8080/"
      - name: manager
        args:
        - "--health-probe-bind-address=:8081"
        - "--metrics-bind-address=127.0.0.1:8080"
        - "--leader-elect"
`;

const ENV_PATCH = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: controller-manager
spec:
  template:
    spec:
      containers:
      - name: manager
        env:
        - name: LOG_LEVEL
          value: debug
        - name: WATCH_NAMESPACE
          valueFrom:
            fieldRef:
              fieldPath: metadata.namespace
`;

function files(kustomization: string) {
  return [
    { name: 'config/manager/manager.yaml', src: MANAGER },
    { name: 'config/default/kustomization.yaml', src: kustomization },
    { name: 'config/default/manager_auth_proxy_patch.yaml', src: AUTH_PROXY },
    { name: 'config/default/manager_env_patch.yaml', src: ENV_PATCH },
  ];
}

describe('strategic-merge overlays on the manager Deployment', () => {
  it('patchesStrategicMerge: the manager keeps its place among the merged containers, args replaced', () => {
    const p = managerProcess(
      files(
        'namespace: op-system\nnamePrefix: op-\npatchesStrategicMerge:\n- manager_auth_proxy_patch.yaml\n',
      ),
    );
    expect(p?.args).toEqual([
      '--health-probe-bind-address=:8081',
      '--metrics-bind-address=127.0.0.1:8080',
      '--leader-elect',
    ]);
    expect(p?.env).toEqual({ LOG_LEVEL: 'info' });
    expect(p?.sources).toEqual([
      'config/manager/manager.yaml',
      'config/default/manager_auth_proxy_patch.yaml',
    ]);
  });

  it('patches: with a Deployment object, env merges by name and fieldRef resolves in the overlay namespace', () => {
    const p = managerProcess(
      files(
        'namespace: op-system\nnamePrefix: op-\npatches:\n- path: manager_env_patch.yaml\n  target:\n    kind: Deployment\n',
      ),
    );
    expect(p?.args).toEqual(['--leader-elect']);
    expect(p?.env).toEqual({ LOG_LEVEL: 'debug', WATCH_NAMESPACE: 'op-system' });
  });

  it('a strategic-merge patch naming another Deployment does not apply without a target', () => {
    const p = managerProcess([
      ...files('patchesStrategicMerge:\n- other.yaml\n'),
      {
        name: 'config/default/other.yaml',
        src: ENV_PATCH.replace('name: controller-manager', 'name: something-else'),
      },
    ]);
    expect(p?.env).toEqual({ LOG_LEVEL: 'info' });
  });
});

describe('env from ConfigMaps and Secrets make deploy creates', () => {
  const manager = MANAGER.replace(
    '        - name: LOG_LEVEL\n          value: info\n',
    `        - name: LOG_LEVEL
          valueFrom:
            configMapKeyRef:
              name: manager-config
              key: level
        - name: API_TOKEN
          valueFrom:
            secretKeyRef:
              name: manager-secret
              key: token
        - name: EXTRA
          valueFrom:
            configMapKeyRef:
              name: absent
              key: x
              optional: true
`,
  );
  const kustomization = 'namespace: op-system\nnamePrefix: op-\n';
  const secret = `apiVersion: v1
kind: Secret
metadata:
  name: manager-secret
  namespace: system
data:
  token: czNjcjN0
`;
  const generator = 'configMapGenerator:\n- name: manager-config\n  literals:\n  - level=debug\n';

  it('resolves configMapKeyRef from a generator and secretKeyRef from a Secret in config/, skipping an optional miss', () => {
    const p = managerProcess([
      { name: 'config/manager/manager.yaml', src: manager },
      {
        name: 'config/manager/kustomization.yaml',
        src: `resources:\n- manager.yaml\n- secret.yaml\n${generator}`,
      },
      { name: 'config/manager/secret.yaml', src: secret },
      { name: 'config/default/kustomization.yaml', src: kustomization },
    ]);
    expect(p?.startError).toBeUndefined();
    expect(p?.env).toEqual({ LOG_LEVEL: 'debug', API_TOKEN: 's3cr3t' });
  });

  it('a missing Secret or key stops the container with the kubelet’s words', () => {
    const noSecret = managerProcess([
      { name: 'config/manager/manager.yaml', src: manager },
      { name: 'config/manager/kustomization.yaml', src: `resources:\n- manager.yaml\n${generator}` },
      { name: 'config/default/kustomization.yaml', src: kustomization },
    ]);
    expect(noSecret?.startError).toBe('Error: secret "op-manager-secret" not found');
    const noKey = managerProcess([
      { name: 'config/manager/manager.yaml', src: manager },
      { name: 'config/manager/kustomization.yaml', src: `resources:\n- manager.yaml\n${generator}` },
      { name: 'config/manager/secret.yaml', src: secret.replace('token:', 'other:') },
      { name: 'config/default/kustomization.yaml', src: kustomization },
    ]);
    expect(noKey?.startError).toBe("Error: couldn't find key token in Secret op-system/op-manager-secret");
  });
});

// kubelet_pods.go makeEnvironmentVariables (kubernetes master): envFrom is read before env, env
// overrides it; a missing ConfigMap/Secret is the configmap/secret manager's NotFound
// (`configmap "NAME" not found`, `secret "NAME" not found`) unless optional; a missing key is
// "couldn't find key KEY in ConfigMap NS/NAME" (or Secret) unless optional.
describe('envFrom and the kubelet’s errors for ConfigMaps', () => {
  const withEnvFrom = (envFrom: string, env = '') =>
    MANAGER.replace('        env:\n', `        envFrom:\n${envFrom}        env:\n${env}`);
  const kustomization = 'namespace: op-system\nnamePrefix: op-\n';
  const config = `apiVersion: v1
kind: ConfigMap
metadata:
  name: settings
  namespace: system
data:
  LOG_LEVEL: warn
  MODE: fast
`;
  const secret = `apiVersion: v1
kind: Secret
metadata:
  name: creds
  namespace: system
stringData:
  TOKEN: abc
`;
  const project = (manager: string, ...extra: { name: string; src: string }[]) =>
    managerProcess([
      { name: 'config/manager/manager.yaml', src: manager },
      { name: 'config/default/kustomization.yaml', src: kustomization },
      ...extra,
    ]);

  it('envFrom adds every key (with its prefix); env overrides a key envFrom gave', () => {
    const p = project(
      withEnvFrom(
        '        - configMapRef:\n            name: settings\n        - prefix: DB_\n          secretRef:\n            name: creds\n',
      ),
      { name: 'config/manager/settings.yaml', src: config },
      { name: 'config/manager/creds.yaml', src: secret },
    );
    expect(p?.startError).toBeUndefined();
    expect(p?.env).toEqual({ MODE: 'fast', DB_TOKEN: 'abc', LOG_LEVEL: 'info' });
  });

  it('a missing ConfigMap in envFrom fails unless optional; the first error wins', () => {
    const missing = project(withEnvFrom('        - configMapRef:\n            name: settings\n'));
    expect(missing?.startError).toBe('Error: configmap "op-settings" not found');
    const optional = project(
      withEnvFrom('        - configMapRef:\n            name: settings\n            optional: true\n'),
    );
    expect(optional?.startError).toBeUndefined();
    const both = project(
      withEnvFrom(
        '        - secretRef:\n            name: creds\n',
        '        - name: X\n          valueFrom:\n            configMapKeyRef:\n              name: settings\n              key: nope\n',
      ),
      { name: 'config/manager/settings.yaml', src: config },
    );
    expect(both?.startError).toBe('Error: secret "op-creds" not found');
  });

  it('a ConfigMap without the key: the kubelet’s "couldn\'t find key" text; optional skips it', () => {
    const keyRef = (optional: string) =>
      withEnvFrom(
        '',
        `        - name: X\n          valueFrom:\n            configMapKeyRef:\n              name: settings\n              key: nope\n${optional}`,
      ).replace('        envFrom:\n', '');
    const cm = { name: 'config/manager/settings.yaml', src: config };
    expect(project(keyRef(''), cm)?.startError).toBe(
      "Error: couldn't find key nope in ConfigMap op-system/op-settings",
    );
    expect(project(keyRef('              optional: true\n'), cm)?.env).toEqual({ LOG_LEVEL: 'info' });
  });
});

describe('oplab run: the manager container does not start when its envFrom ConfigMap is missing', () => {
  it('stops before main with CreateContainerConfigError and the kubelet’s text', () => {
    const files = loadProject(join(import.meta.dirname, 'scaffolds', 'memcached-v24')).map((f) =>
      f.name === 'config/manager/manager.yaml'
        ? {
            name: f.name,
            src: f.src.replace(
              '          env:\n',
              '          envFrom:\n            - configMapRef:\n                name: tuning\n          env:\n',
            ),
          }
        : f,
    );
    const r = runProject({ files });
    expect(r.stderr).toBe(
      'the manager container did not start (CreateContainerConfigError): Error: configmap "guestbook-tuning" not found\n',
    );
    expect(r.exitCode).not.toBe(0);
  });
});
