// k8s.io/client-go/tools/clientcmd, tools/clientcmd/api and util/homedir were not provided: a main that
// builds its config the client-go way (`clientcmd.BuildConfigFromFlags("", *kubeconfig)` with the flag
// defaulting to ~/.kube/config) did not build. The machine's kubeconfig is $HOME/.kube/config (the run
// sets HOME, as a shell does) and names the run's cluster and identity; the loading rules, overrides and
// errors are the real ones ([CG] tools/clientcmd/loader.go, client_config.go, merged_client_builder.go,
// validation.go), and BuildConfigFromFlags("", "") writes klog's two warnings with client_config.go's
// line for go.mod's client-go (v0.32: 667 and 672).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/kc

go 1.23.0

require (
	k8s.io/api v0.32.1
	k8s.io/apimachinery v0.32.1
	k8s.io/client-go v0.32.1
	sigs.k8s.io/controller-runtime v0.20.2
)
`;

const MAIN = `package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
	"k8s.io/client-go/util/homedir"
)

const devConfig = \`apiVersion: v1
kind: Config
clusters:
- name: dev
  cluster:
    server: https://dev.example.com:6443
    insecure-skip-tls-verify: true
users:
- name: ci
  user:
    token: s3cr3t
contexts:
- name: dev
  context:
    cluster: dev
    user: ci
    namespace: team-a
current-context: dev
\`

func main() {
	var kubeconfig *string
	if home := homedir.HomeDir(); home != "" {
		kubeconfig = flag.String("kubeconfig", filepath.Join(home, ".kube", "config"), "(optional) absolute path to the kubeconfig file")
	} else {
		kubeconfig = flag.String("kubeconfig", "", "absolute path to the kubeconfig file")
	}
	flag.Parse()
	fmt.Println(*kubeconfig, clientcmd.RecommendedHomeFile)

	config, err := clientcmd.BuildConfigFromFlags("", *kubeconfig)
	if err != nil {
		panic(err.Error())
	}
	fmt.Println(config.Host, len(config.CertData) > 0, config.QPS)
	clientset, err := kubernetes.NewForConfig(config)
	if err != nil {
		panic(err.Error())
	}
	_, err = clientset.CoreV1().Pods("default").List(context.TODO(), metav1.ListOptions{})
	fmt.Println(err)

	_, err = clientcmd.BuildConfigFromFlags("", "/tmp/missing.kubeconfig")
	fmt.Println(err, os.IsNotExist(err))

	_, err = clientcmd.BuildConfigFromFlags("", "")
	fmt.Println(err, clientcmd.IsEmptyConfig(err), clientcmd.IsConfigurationInvalid(err))

	rules := clientcmd.NewDefaultClientConfigLoadingRules()
	cc := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, &clientcmd.ConfigOverrides{})
	cfg, err := cc.ClientConfig()
	fmt.Println(cfg.Host, err)
	ns, overridden, err := cc.Namespace()
	fmt.Println(ns, overridden, err)
	raw, err := cc.RawConfig()
	fmt.Println(raw.CurrentContext, raw.Contexts["oplab"].Cluster, raw.Clusters["oplab"].LocationOfOrigin, err)
	fmt.Println(rules.GetDefaultFilename())

	_, err = clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, &clientcmd.ConfigOverrides{CurrentContext: "staging"}).ClientConfig()
	fmt.Println(err)
	ns, overridden, err = clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules,
		&clientcmd.ConfigOverrides{Context: clientcmdapi.Context{Namespace: "ops"}}).Namespace()
	fmt.Println(ns, overridden, err)

	if err := os.WriteFile("/tmp/dev.kubeconfig", []byte(devConfig), 0o600); err != nil {
		panic(err)
	}
	dev, err := clientcmd.BuildConfigFromFlags("", "/tmp/dev.kubeconfig")
	fmt.Println(dev.Host, dev.BearerToken, dev.Insecure, err)
	dev, err = clientcmd.BuildConfigFromFlags("https://override:443", "/tmp/dev.kubeconfig")
	fmt.Println(dev.Host, err)
	dev, err = clientcmd.RESTConfigFromKubeConfig([]byte(devConfig))
	fmt.Println(dev.Host, err)
	os.Setenv("KUBECONFIG", "/tmp/dev.kubeconfig"+string(filepath.ListSeparator)+*kubeconfig)
	ns, _, err = clientcmd.NewNonInteractiveDeferredLoadingClientConfig(
		clientcmd.NewDefaultClientConfigLoadingRules(), &clientcmd.ConfigOverrides{}).Namespace()
	fmt.Println(ns, err)

	os.Setenv("KUBECONFIG", "/tmp/a:/tmp/b")
	_, err = clientcmd.NewNonInteractiveDeferredLoadingClientConfig(
		clientcmd.NewDefaultClientConfigLoadingRules(), &clientcmd.ConfigOverrides{}).ClientConfig()
	fmt.Println(err)
}
`;

describe('client-go clientcmd', () => {
  it('loads the machine kubeconfig, other files, overrides, and gives the real errors and warnings', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: MAIN },
      ],
      objects: [],
    });
    expect(r.stdout).toBe(
      [
        '/home/gopher/.kube/config /home/gopher/.kube/config',
        'https://10.96.0.1:443 true 0',
        `pods is forbidden: User "${r.identity}" cannot list resource "pods" in API group "" in the namespace "default"`,
        'stat /tmp/missing.kubeconfig: no such file or directory true',
        'invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable true true',
        'https://10.96.0.1:443 <nil>',
        'default false <nil>',
        'oplab oplab /home/gopher/.kube/config <nil>',
        '/home/gopher/.kube/config',
        'context "staging" does not exist',
        'ops true <nil>',
        'https://dev.example.com:6443 s3cr3t true <nil>',
        'https://override:443 <nil>',
        'https://dev.example.com:6443 <nil>',
        'team-a <nil>',
        'invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable',
        '',
      ].join('\n'),
    );
    // klog.Warning's header: severity, mmdd hh:mm:ss.uuuuuu, the pid in 7 columns, client_config.go's line
    const lines = r.stderr.split('\n');
    expect(lines[0]).toMatch(
      /^W\d{4} \d\d:\d\d:\d\d\.\d{6} {7}1 client_config\.go:667\] Neither --kubeconfig nor --master was specified\. {2}Using the inClusterConfig\. {2}This might not work\.$/,
    );
    expect(lines[1]).toMatch(
      /^W\d{4} \d\d:\d\d:\d\d\.\d{6} {7}1 client_config\.go:672\] error creating inClusterConfig, falling back to default config: unable to load in-cluster configuration, KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT must be defined$/,
    );
    expect(lines.slice(2)).toEqual(['']);
  });
});
