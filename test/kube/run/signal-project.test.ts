// os/signal in an operator run: the simulated SIGTERM that ends `oplab run` at idle is relayed to the
// program's signal.Notify channels and cancels signal.NotifyContext contexts, so a main with its own
// handler shuts down through its own code (exit 0). Before, os/signal and syscall did not exist and
// these projects did not build. A program whose handler does not take SIGTERM is still killed by it
// (exit 143).

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { EXAMPLES, find, loadProject, loadYaml } from './helpers.ts';

const dir = join(EXAMPLES, 'expose');
const files = loadProject(dir);
const samples = loadYaml(join(dir, 'config/samples/deployments.yaml'));
const gomod = files.find((f) => f.name === 'go.mod')!;

// kubernetes/sample-controller's pkg/signals (signal.go, signal_posix.go): the first signal cancels
// the context, a second one exits with status 1
const SIGNALS = `package signals

import (
	"context"
	"os"
	"os/signal"
)

var onlyOneSignalHandler = make(chan struct{})

// SetupSignalHandler registered for SIGTERM and SIGINT. A context is returned
// which is cancelled on one of these signals. If a second signal is caught,
// the program is terminated with exit code 1.
func SetupSignalHandler() context.Context {
	close(onlyOneSignalHandler) // panics when called twice

	c := make(chan os.Signal, 2)
	ctx, cancel := context.WithCancel(context.Background())
	signal.Notify(c, shutdownSignals...)
	go func() {
		<-c
		cancel()
		<-c
		os.Exit(1) // second signal. Exit directly.
	}()

	return ctx
}
`;
const SIGNALS_POSIX = `//go:build !windows

package signals

import (
	"os"
	"syscall"
)

var shutdownSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}
`;

const INFORMER_MAIN = `package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	rules := clientcmd.NewDefaultClientConfigLoadingRules()
	cfg, err := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, &clientcmd.ConfigOverrides{}).ClientConfig()
	if err != nil {
		panic(err)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	ctx, stop := signal.NotifyContext(context.Background(), SIGNALS)
	defer stop()
	fmt.Println(ctx)
	seen := make(chan os.Signal, 1)
	signal.Notify(seen, syscall.SIGTERM)
	factory := informers.NewSharedInformerFactoryWithOptions(cs, 0, informers.WithNamespace("default"))
	cms := factory.Core().V1().ConfigMaps()
	cms.Informer().AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj interface{}) { fmt.Println("add", obj.(*corev1.ConfigMap).Name) },
	})
	factory.Start(ctx.Done())
	factory.WaitForCacheSync(ctx.Done())
	<-ctx.Done()
	fmt.Println("shutting down:", ctx.Err(), <-seen)
	factory.Shutdown()
}
`;

const CONFIGMAP = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'first', namespace: 'default' } };

describe('os/signal handlers get the simulated SIGTERM', () => {
  it("sample-controller's pkg/signals: the first signal cancels the context, Run returns, exit 0", () => {
    const main = files
      .find((f) => f.name === 'main.go')!
      .src.replace(
        '"sigs.k8s.io/controller-runtime/pkg/manager/signals"',
        '"example.com/expose/pkg/signals"',
      );
    expect(main).toContain('"example.com/expose/pkg/signals"');
    const r = runProject({
      files: [
        ...files.filter((f) => f.name !== 'main.go'),
        { name: 'main.go', src: main },
        { name: 'pkg/signals/signal.go', src: SIGNALS },
        { name: 'pkg/signals/signal_posix.go', src: SIGNALS_POSIX },
      ],
      objects: samples,
    });
    expect(r.stage).toBe('run');
    const lines = r.stderr.split('\n').map((l) => l.replace(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d /, ''));
    expect(lines).toEqual([
      'Setting up event handlers',
      'Starting expose controller',
      'Waiting for informer caches to sync',
      'Starting 2 workers',
      'Started workers',
      'Created Service default/web for port 8080',
      'Shutting down workers',
      '',
    ]);
    expect(r.exitCode).toBe(0);
    expect(find(r, 'Service', 'default', 'web')).toBeDefined();
  });

  it('signal.NotifyContext with SIGTERM: the context is cancelled and Notify channels get the signal', () => {
    const r = runProject({
      files: [
        gomod,
        { name: 'main.go', src: INFORMER_MAIN.replace('SIGNALS', 'os.Interrupt, syscall.SIGTERM') },
      ],
      objects: [CONFIGMAP],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'signal.NotifyContext(context.Background, [interrupt terminated])',
        'add first',
        'shutting down: context canceled terminated',
        '',
      ].join('\n'),
    );
    expect(r.exitCode).toBe(0);
  });

  it('a handler for os.Interrupt only does not take SIGTERM: the program is killed (exit 143)', () => {
    const r = runProject({
      files: [
        gomod,
        {
          name: 'main.go',
          src: INFORMER_MAIN.replace('SIGNALS', 'os.Interrupt').replace(
            'signal.Notify(seen, syscall.SIGTERM)',
            'signal.Notify(seen, syscall.SIGHUP)',
          ),
        },
      ],
      objects: [CONFIGMAP],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      ['signal.NotifyContext(context.Background, [interrupt])', 'add first', ''].join('\n'),
    );
    expect(r.exitCode).toBe(143);
  });

  it('a controller-runtime manager started with a NotifyContext context returns at the signal', () => {
    const main = `package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Metrics: metricsserver.Options{BindAddress: "0"}})
	if err != nil {
		panic(err)
	}
	fmt.Println("start:", mgr.Start(ctx), ctx.Err())
}
`.replace(
      'ctrl "sigs.k8s.io/controller-runtime"',
      'ctrl "sigs.k8s.io/controller-runtime"\n\tmetricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"',
    );
    const r = runProject({ files: [gomod, { name: 'main.go', src: main }], rbac: 'admin' });
    expect(r.stdout).toBe('start: <nil> context canceled\n');
    expect(r.exitCode).toBe(0);
  });
  const CLIENT_MAIN = `package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGTERM)
	rules := clientcmd.NewDefaultClientConfigLoadingRules()
	cfg, err := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, &clientcmd.ConfigOverrides{}).ClientConfig()
	if err != nil {
		panic(err)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	for i := 0; i < 3; i++ {
		cm := &corev1.ConfigMap{}
		cm.Name = fmt.Sprint("cm-", i)
		_, err := cs.CoreV1().ConfigMaps("default").Create(context.Background(), cm, metav1.CreateOptions{})
		fmt.Println(cm.Name, err)
		time.Sleep(time.Minute)
	}
	WAIT
}
`;

  it('a program with only a signal handler (no informer, no manager) gets the signal once idle', () => {
    const r = runProject({
      files: [gomod, { name: 'main.go', src: CLIENT_MAIN.replace('WAIT', 'fmt.Println("got", <-c)') }],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('cm-0 <nil>\ncm-1 <nil>\ncm-2 <nil>\ngot terminated\n');
    expect(r.exitCode).toBe(0);
  });

  it('a program with a signal handler that returns on its own is not signalled while it sleeps', () => {
    const r = runProject({
      files: [gomod, { name: 'main.go', src: CLIENT_MAIN.replace('WAIT', 'fmt.Println("pending", len(c))') }],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('cm-0 <nil>\ncm-1 <nil>\ncm-2 <nil>\npending 0\n');
    expect(r.exitCode).toBe(0);
  });
});
