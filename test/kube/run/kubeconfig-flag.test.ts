// controller-runtime's pkg/client/config registers the --kubeconfig flag on flag.CommandLine in its
// init ([CR] pkg/client/config/config.go RegisterFlags), and GetConfig loads the file it names. The
// simulated package did neither: `--kubeconfig` was "flag provided but not defined", and a main that
// defines its own "kubeconfig" flag ran, where real Go panics with "flag redefined: kubeconfig" (the
// well-known clash with client-go's sample code).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/kf

go 1.23.0

require (
	k8s.io/client-go v0.32.1
	sigs.k8s.io/controller-runtime v0.20.2
)
`;

const READS = `package main

import (
	"flag"
	"fmt"

	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	f := flag.Lookup("kubeconfig")
	fmt.Printf("%q %q\\n", f.Usage, f.DefValue)
	flag.Parse()
	_, err := ctrl.GetConfig()
	fmt.Println(err)
}
`;

const CLASH = `package main

import (
	"flag"
	"fmt"
	"path/filepath"

	"k8s.io/client-go/util/homedir"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	kubeconfig := flag.String("kubeconfig", filepath.Join(homedir.HomeDir(), ".kube", "config"), "path to the kubeconfig file")
	flag.Parse()
	fmt.Println(*kubeconfig, ctrl.GetConfigOrDie() != nil)
}
`;

const run = (main: string, args: string[]) =>
  runProject({
    files: [
      { name: 'go.mod', src: GO_MOD },
      { name: 'main.go', src: main },
    ],
    objects: [],
    args,
  });

describe('controller-runtime --kubeconfig flag', () => {
  it('is registered, and GetConfig loads the file it names', () => {
    const missing = run(READS, ['--kubeconfig=/etc/missing.kubeconfig']);
    expect(missing.stdout).toBe(
      '"Paths to a kubeconfig. Only required if out-of-cluster." ""\n' +
        'stat /etc/missing.kubeconfig: no such file or directory\n',
    );
    const home = run(READS, ['--kubeconfig', '/home/gopher/.kube/config']);
    expect(home.stdout.split('\n')[1]).toBe('<nil>');
    expect(home.stderr).toBe('');
  });

  it('clashes with a main that defines its own kubeconfig flag', () => {
    const r = run(CLASH, []);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^\S+ flag redefined: kubeconfig\npanic: \S+ flag redefined: kubeconfig\n/);
    expect(r.exitCode).toBe(2);
  });
});
