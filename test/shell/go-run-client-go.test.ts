// `go run` of a client-go program in a module that requires the Kubernetes modules: it runs on the
// laptop against the terminal's cluster (the one kubectl talks to), with go run's own streams: the
// program's stdout is the command's stdout (a redirection takes it), its errors and `exit status N`
// on stderr.
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';

const MAIN = `package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	home, _ := os.UserHomeDir()
	cfg, err := clientcmd.BuildConfigFromFlags("", filepath.Join(home, ".kube", "config"))
	if err != nil {
		panic(err)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	ctx := context.Background()
	if len(os.Args) > 1 {
		cm, err := cs.CoreV1().ConfigMaps("default").Get(ctx, os.Args[1], metav1.GetOptions{})
		if err != nil {
			fmt.Fprintln(os.Stderr, "get:", err)
			os.Exit(1)
		}
		fmt.Println(cm.Data["greeting"])
		return
	}
	nss, err := cs.CoreV1().Namespaces().List(ctx, metav1.ListOptions{})
	if err != nil {
		panic(err)
	}
	for _, ns := range nss.Items {
		fmt.Println(ns.Name)
	}
}
`;

/** The version notes of a module pinning k8s.io v0.28 (the simulation's oldest is v0.31). */
const NOTES = /^(oplab: go\.mod requires \S+ v0\.28\.0, a version oplab does not model; .*\n)+$/;

describe('go run of a client-go program', () => {
  it("talks to the terminal's cluster: what kubectl created, stdout to a redirection, errors and exit status on stderr", async () => {
    const s = await ShellSession.create({
      profile: 'open',
      cwd: '/home/user/cg',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/cg/go.mod': 'module example.com/cg\n\ngo 1.23\n\nrequire k8s.io/client-go v0.28.0\n',
        '/home/user/cg/main.go': MAIN,
      },
    });
    expect((await s.run('go mod tidy')).exitCode).toBe(0);
    expect((await s.run('kubectl create namespace demo')).stdout).toBe('namespace/demo created\n');
    const listed = await s.run('go run .');
    expect(listed).toMatchObject({
      stdout: 'default\ndemo\nkube-node-lease\nkube-public\nkube-system\n',
      exitCode: 0,
    });
    expect(listed.stderr).toMatch(NOTES);
    // a program that ended is not left running as a manager
    expect((await s.run('oplab-manager status')).stdout).toBe('not running\n');

    const redirected = await s.run('go run . > ns.txt && wc -l < ns.txt');
    expect(redirected.stdout).toBe('5\n');

    await s.run(
      "printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: hello\\ndata:\\n  greeting: hi\\n' > cm.yaml",
    );
    expect((await s.run('kubectl apply -f cm.yaml')).stdout).toBe('configmap/hello created\n');
    const hello = await s.run('go run . hello');
    expect(hello.stdout).toBe('hi\n');
    const missing = await s.run('go run . nope');
    expect(missing.exitCode).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr.replace(/^oplab: go\.mod requires .*\n/gm, '')).toBe(
      'get: configmaps "nope" not found\nexit status 1\n',
    );
  }, 300_000);
});

// The way sample-controller and kubectl plugins take their kubeconfig: a flag after the package
// (`go run . --kubeconfig ~/.kube/config`), given to clientcmd's loading rules as ExplicitPath,
// which must exist. go run passes everything after the package to the program; the shell expands
// ~ with $HOME, which is also what os.UserHomeDir returns to the program.
const FLAG_MAIN = `package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	var kubeconfig string
	flag.StringVar(&kubeconfig, "kubeconfig", "", "Path to a kubeconfig. Only required if out-of-cluster.")
	flag.Parse()
	home, _ := os.UserHomeDir()
	fmt.Println("home:", home, "args:", flag.Args())
	rules := clientcmd.NewDefaultClientConfigLoadingRules()
	rules.ExplicitPath = kubeconfig
	cfg, err := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, &clientcmd.ConfigOverrides{}).ClientConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, "Error building kubeconfig:", err)
		os.Exit(1)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	ns, err := cs.CoreV1().Namespaces().Get(context.Background(), "default", metav1.GetOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println(ns.Name)
}
`;

describe('go run . --kubeconfig ~/.kube/config', () => {
  it('gives the flags after the package to the program, and $HOME is its home', async () => {
    const s = await ShellSession.create({
      profile: 'open',
      cwd: '/home/user/cg',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/cg/go.mod': 'module example.com/cg\n\ngo 1.23\n\nrequire k8s.io/client-go v0.28.0\n',
        '/home/user/cg/main.go': FLAG_MAIN,
      },
    });
    expect((await s.run('go mod tidy')).exitCode).toBe(0);
    const r = await s.run('go run . --kubeconfig ~/.kube/config extra');
    expect(r.stdout).toBe('home: /home/user args: [extra]\ndefault\n');
    expect(r.exitCode).toBe(0);
    const missing = await s.run('go run . -kubeconfig /nope/config');
    expect(missing.stderr.replace(/^oplab: go\.mod requires .*\n/gm, '')).toBe(
      'Error building kubeconfig: stat /nope/config: no such file or directory\nexit status 1\n',
    );
  }, 300_000);
});
