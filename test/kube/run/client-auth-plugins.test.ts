// client-go's auth provider plugins ([CG] rest/plugin.go, plugin/pkg/client/auth/{gcp,azure}):
// kubebuilder v2 scaffolds and controller-runtime's own examples import
// k8s.io/client-go/plugin/pkg/client/auth/gcp for its side effect. Since client-go v0.26 that
// package is a stub whose factory fails with the text naming the credential plugin that replaced
// it, and every client built from a kubeconfig whose user names it fails with that text. The
// simulator had no such package, so such a main.go did not build ("go: downloading
// k8s.io/client-go", "module lookup disabled by GOPROXY=off"). A package the simulated modules
// lack is now named as such instead of being looked up in the module cache.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const goMod = (cr: string, k8s: string) => `module example.com/authplug

go 1.26.0

require (
	k8s.io/client-go ${k8s}
	sigs.k8s.io/controller-runtime ${cr}
)
`;

const MAIN = `package main

import (
	"fmt"

	"k8s.io/client-go/kubernetes"
	_ "k8s.io/client-go/plugin/pkg/client/auth"
	_ "k8s.io/client-go/plugin/pkg/client/auth/gcp"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

const kubeconfig = \`apiVersion: v1
kind: Config
clusters:
- name: gke
  cluster:
    server: https://203.0.113.7
users:
- name: gke-admin
  user:
    auth-provider:
      name: gcp
      config:
        cmd-path: /usr/bin/gcloud
contexts:
- name: gke
  context:
    cluster: gke
    user: gke-admin
current-context: gke
\`

func main() {
	raw, err := clientcmd.Load([]byte(kubeconfig))
	if err != nil {
		panic(err)
	}
	cfg, err := clientcmd.NewDefaultClientConfig(*raw, nil).ClientConfig()
	fmt.Println(cfg.AuthProvider.Name, cfg.AuthProvider.Config["cmd-path"], err)
	copied := rest.CopyConfig(cfg)
	copied.AuthProvider.Name = "azure"
	fmt.Println("copy keeps its own provider:", cfg.AuthProvider.Name)

	_, err = kubernetes.NewForConfig(cfg)
	fmt.Printf("clientset: %v\\n", err)
	_, err = client.New(cfg, client.Options{})
	fmt.Printf("client: %v\\n", err)
	_, err = rest.HTTPClientFor(copied)
	fmt.Printf("azure: %v\\n", err)
	_, err = rest.GetAuthProvider("https://203.0.113.7", &clientcmdapi.AuthProviderConfig{Name: "oidc"}, nil)
	fmt.Println(err)
	fmt.Println(rest.RegisterAuthProviderPlugin("gcp", nil))
	_, err = ctrl.NewManager(cfg, ctrl.Options{})
	fmt.Printf("manager: %v\\n", err)
}
`;

const GCP =
  'The gcp auth plugin has been removed.\n' +
  'Please use the "gke-gcloud-auth-plugin" kubectl/client-go credential plugin instead.\n' +
  'See https://cloud.google.com/blog/products/containers-kubernetes/kubectl-auth-changes-in-gke for further details';

const AZURE =
  'The azure auth plugin has been removed.\n' +
  'Please use the https://github.com/Azure/kubelogin kubectl/client-go credential plugin instead.\n' +
  'See https://kubernetes.io/docs/reference/access-authn-authz/authentication/#client-go-credential-plugins for further details';

const run = (cr: string, k8s: string, main = MAIN) =>
  runProject({
    files: [
      { name: 'go.mod', src: goMod(cr, k8s) },
      { name: 'main.go', src: main },
    ],
    objects: [],
  });

describe('client-go auth provider plugins', () => {
  it('gcp and azure are the removed plugins: every client from a config naming them fails with their text', () => {
    const r = run('v0.24.1', 'v0.36.0');
    expect(r.stage).toBe('run');
    expect(r.stdout).toBe(
      [
        'gcp /usr/bin/gcloud <nil>',
        'copy keeps its own provider: gcp',
        `clientset: ${GCP}`,
        `client: ${GCP}`,
        `azure: ${AZURE}`,
        'no Auth Provider found for name "oidc"',
        'auth Provider Plugin "gcp" was registered twice',
        // v0.23+: cluster.New wraps setOptionsDefaults' error
        `manager: failed setting cluster default options: ${GCP}`,
        '',
      ].join('\n'),
    );
  });

  it('a manager before v0.23 logs "Failed to set defaults" and returns the plain error', () => {
    const logged = MAIN.replace(
      '"sigs.k8s.io/controller-runtime/pkg/client"\n',
      '"sigs.k8s.io/controller-runtime/pkg/client"\n\t"sigs.k8s.io/controller-runtime/pkg/log/zap"\n',
    ).replace('func main() {\n', 'func main() {\n\tctrl.SetLogger(zap.New(zap.UseDevMode(true)))\n');
    const r = run('v0.20.2', 'v0.32.1', logged);
    expect(r.stage).toBe('run');
    expect(r.stdout.endsWith(`auth Provider Plugin "gcp" was registered twice\nmanager: ${GCP}\n`)).toBe(
      true,
    );
    expect(r.logs.map((l) => [l.level, l.msg, l.error])).toEqual([['ERROR', 'Failed to set defaults', GCP]]);
  });

  it('a package the simulated modules lack is named as such, not looked up in the module cache', () => {
    const main = `package main

import (
	_ "k8s.io/client-go/plugin/pkg/client/auth/oidc"
	_ "sigs.k8s.io/controller-runtime/pkg/webhook/authentication"
)

func main() {}
`;
    const r = run('v0.24.1', 'v0.36.0', main);
    expect(r.stage).toBe('load');
    expect(r.stderr).toBe(
      [
        "main.go:4:2: package k8s.io/client-go/plugin/pkg/client/auth/oidc is not in oplab's simulated k8s.io/client-go (the Kubernetes modules come from the simulator, never from the module cache)",
        "main.go:5:2: package sigs.k8s.io/controller-runtime/pkg/webhook/authentication is not in oplab's simulated sigs.k8s.io/controller-runtime (the Kubernetes modules come from the simulator, never from the module cache)",
        '',
      ].join('\n'),
    );
  });
});
