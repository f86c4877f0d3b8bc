// examples/expose, a client-go controller in kubernetes/sample-controller's shape (shared informer
// factory, listers, a typed rate-limited work queue, wait.UntilWithContext workers), did not
// build: client-go had no informers, listers or work queue. It now runs through runProject: the
// labelled Deployment gets its owned Service, the other none, and the run ends at idle with the
// simulated SIGTERM (signals.SetupSignalHandler's context is cancelled, Run returns, exit 0). A
// program that blocks forever without handling the signal ends with 143 instead.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { EXAMPLES, find, loadProject, loadYaml } from './helpers.ts';

const dir = join(EXAMPLES, 'expose');
const files = loadProject(dir);
const samples = loadYaml(join(dir, 'config/samples/deployments.yaml'));

describe('examples/expose (client-go informers + workqueue) through runProject', () => {
  it('creates an owned Service for the labelled Deployment only, then stops at the signal', () => {
    const r = runProject({ files, objects: samples });
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
    const web = find(r, 'Deployment', 'default', 'web');
    const svc = find(r, 'Service', 'default', 'web');
    expect(svc).toBeDefined();
    expect((svc!.metadata as JsonObject).ownerReferences).toEqual([
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        name: 'web',
        uid: (web!.metadata as JsonObject).uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ]);
    const spec = svc!.spec as JsonObject;
    expect(spec.selector).toEqual({ app: 'web' });
    expect((spec.ports as JsonObject[]).map((p) => [p.port, p.targetPort])).toEqual([[8080, 8080]]);
    expect(find(r, 'Service', 'default', 'batch')).toBeUndefined();
    // the informers listed, then watched, as the project's ServiceAccount with the markers' RBAC
    const calls = r.trace.filter((e) => e.kind === 'api').map((e) => `${e.verb} ${e.resource}`);
    expect(calls.slice(0, 4).sort()).toEqual([
      'list deployments',
      'list services',
      'watch deployments',
      'watch services',
    ]);
    expect(calls).toContain('create services');
  });

  it('a program blocked forever without a signal handler is stopped by SIGTERM (exit 143)', () => {
    const main = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/labels"
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
	stopCh := make(chan struct{})
	factory := informers.NewSharedInformerFactoryWithOptions(cs, 0, informers.WithNamespace("default"))
	cms := factory.Core().V1().ConfigMaps()
	cms.Informer().AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj interface{}) { fmt.Println("add", obj.(*corev1.ConfigMap).Name) },
		UpdateFunc: func(_, obj interface{}) { fmt.Println("update", obj.(*corev1.ConfigMap).Name, obj.(*corev1.ConfigMap).Data) },
	})
	factory.Start(stopCh)
	for typ, ok := range factory.WaitForCacheSync(stopCh) {
		fmt.Println("synced", typ, ok)
	}
	list, _ := cms.Lister().List(labels.Everything())
	fmt.Println(len(list))
	_, err = cms.Lister().ConfigMaps("default").Get("missing")
	fmt.Println(err)
	cm := &corev1.ConfigMap{}
	cm.Name = "later"
	cm.Data = map[string]string{"a": "1"}
	_, err = cs.CoreV1().ConfigMaps("default").Create(context.Background(), cm, metav1CreateOptions)
	fmt.Println(err)
	<-stopCh
}
`
      .replace('metav1CreateOptions', 'metav1.CreateOptions{}')
      .replace(
        '"k8s.io/apimachinery/pkg/labels"',
        '"k8s.io/apimachinery/pkg/labels"\n\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
      );
    const gomod = files.find((f) => f.name === 'go.mod')!;
    const existing = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'first', namespace: 'default' },
    };
    const r = runProject({
      files: [gomod, { name: 'main.go', src: main }],
      objects: [existing],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'add first',
        'synced *v1.ConfigMap true',
        '1',
        'configmap "missing" not found',
        '<nil>',
        'add later',
        '',
      ].join('\n'),
    );
    expect(r.exitCode).toBe(143);
  });

  // reflector.go's DefaultWatchErrorHandler through utilruntime: v0.33+ structured ("Failed to watch",
  // the reflector named by its own NewReflector line, trimmed at /pkg/), v0.31/32 the wrapped
  // "Unhandled Error"; lines from the client-go tags
  const RBAC_MAIN = `package main

import (
	"fmt"
	"time"

	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/tools/clientcmd"
	"sigs.k8s.io/controller-runtime/pkg/manager/signals"
)

func main() {
	rules := clientcmd.NewDefaultClientConfigLoadingRules()
	cfg, err := clientcmd.NewNonInteractiveDeferredLoadingClientConfig(rules, &clientcmd.ConfigOverrides{}).ClientConfig()
	if err != nil {
		panic(err)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	ctx := signals.SetupSignalHandler()
	factory := informers.NewSharedInformerFactory(cs, 0)
	pods := factory.Core().V1().Pods().Informer()
	factory.Start(ctx.Done())
	fmt.Println(cache.WaitForCacheSync(ctx.Done(), pods.HasSynced), time.Now())
}
`;
  const forbidden =
    'pods is forbidden: User \\"system:serviceaccount:expose-system:expose-controller-manager\\" cannot list resource \\"pods\\" in API group \\"\\" at the cluster scope';
  it.each([
    [
      'v0.36.0',
      `E0101 00:00:00.000000       1 reflector.go:227] "Failed to watch" err="failed to list *v1.Pod: ${forbidden}" logger="UnhandledError" reflector="pkg/mod/k8s.io/client-go@v0.36.0/tools/cache/reflector.go:343" type="*v1.Pod"`,
    ],
    [
      'v0.31.2',
      `E0101 00:00:00.000000       1 reflector.go:158] "Unhandled Error" err="pkg/mod/k8s.io/client-go@v0.31.2/tools/cache/reflector.go:243: Failed to watch *v1.Pod: failed to list *v1.Pod: ${forbidden}" logger="UnhandledError"`,
    ],
  ])('an informer the RBAC does not allow to list reports it as client-go %s does', (version, line) => {
    const gomod = files
      .find((f) => f.name === 'go.mod')!
      .src.replace('k8s.io/client-go v0.36.0', `k8s.io/client-go ${version}`);
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod },
        { name: 'main.go', src: RBAC_MAIN },
      ],
      virtualTimeLimitMs: 2000,
    });
    const lines = r.stderr.split('\n');
    expect(lines[0]).toBe(line);
    // retried after the reflector's backoff (800ms, doubling)
    expect(lines[1].slice(0, 30)).toBe('E0101 00:00:00.801000       1 ');
    expect(r.stdout).toMatch(/^false /);
  });
});
