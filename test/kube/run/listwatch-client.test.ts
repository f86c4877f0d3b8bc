// client-go's REST client and the ListWatch built on it were not provided: the typed clients had
// no RESTClient() and tools/cache no NewListWatchFromClient, so client-go's own workqueue example
// (examples/workqueue/main.go, copied into many controllers) did not build. rest.RESTClient's
// requests now go to the simulated API server's REST handler as the config's user (Get/Post/...,
// Namespace, Resource, Name, VersionedParams with metav1.ParameterCodec, Body, Do, DoRaw, Watch;
// Result.Get/Into/Raw/StatusCode/WasCreated/Error), responses decoding into the k8s.io/api type of
// their apiVersion and kind. The example runs: the informer's initial list replaces the indexer's
// hand-added pod (its delete is synced), and the program, blocked on `select {}` without a
// signal handler, ends with 143 at idle.

import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
// A Node host binds the REST client's transport statically, as the CLI's do.
import '../../../src/kube/rest/bind-transport.ts';

const GO_MOD = `module example.com/lw

go 1.26.0

require (
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
	k8s.io/klog/v2 v2.130.1
)
`;

const MAIN = `package main

import (
	"context"
	"flag"
	"fmt"
	"time"

	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/tools/clientcmd"
	"k8s.io/client-go/util/workqueue"
	"k8s.io/klog/v2"
)

// Controller demonstrates how to implement a controller with client-go.
type Controller struct {
	indexer  cache.Indexer
	queue    workqueue.TypedRateLimitingInterface[string]
	informer cache.Controller
}

func NewController(queue workqueue.TypedRateLimitingInterface[string], indexer cache.Indexer, informer cache.Controller) *Controller {
	return &Controller{informer: informer, indexer: indexer, queue: queue}
}

func (c *Controller) processNextItem() bool {
	key, quit := c.queue.Get()
	if quit {
		return false
	}
	defer c.queue.Done(key)
	err := c.syncToStdout(key)
	c.handleErr(err, key)
	return true
}

func (c *Controller) syncToStdout(key string) error {
	obj, exists, err := c.indexer.GetByKey(key)
	if err != nil {
		klog.Errorf("Fetching object with key %s from store failed with %v", key, err)
		return err
	}
	if !exists {
		fmt.Printf("Pod %s does not exist anymore\\n", key)
	} else {
		fmt.Printf("Sync/Add/Update for Pod %s\\n", obj.(*v1.Pod).GetName())
	}
	return nil
}

func (c *Controller) handleErr(err error, key string) {
	if err == nil {
		c.queue.Forget(key)
		return
	}
	if c.queue.NumRequeues(key) < 5 {
		klog.Infof("Error syncing pod %v: %v", key, err)
		c.queue.AddRateLimited(key)
		return
	}
	c.queue.Forget(key)
	runtime.HandleError(err)
	klog.Infof("Dropping pod %q out of the queue: %v", key, err)
}

func (c *Controller) Run(workers int, stopCh chan struct{}) {
	defer runtime.HandleCrash()
	defer c.queue.ShutDown()
	klog.Info("Starting Pod controller")
	go c.informer.Run(stopCh)
	if !cache.WaitForCacheSync(stopCh, c.informer.HasSynced) {
		runtime.HandleError(fmt.Errorf("Timed out waiting for caches to sync"))
		return
	}
	for i := 0; i < workers; i++ {
		go wait.Until(c.runWorker, time.Second, stopCh)
	}
	<-stopCh
	klog.Info("Stopping Pod controller")
}

func (c *Controller) runWorker() {
	for c.processNextItem() {
	}
}

func main() {
	var kubeconfig string
	var master string
	flag.StringVar(&kubeconfig, "kubeconfig", "", "absolute path to the kubeconfig file")
	flag.StringVar(&master, "master", "", "master url")
	flag.Parse()

	config, err := clientcmd.BuildConfigFromFlags(master, kubeconfig)
	if err != nil {
		klog.Fatal(err)
	}
	clientset, err := kubernetes.NewForConfig(config)
	if err != nil {
		klog.Fatal(err)
	}

	podListWatcher := cache.NewListWatchFromClient(clientset.CoreV1().RESTClient(), "pods", v1.NamespaceDefault, fields.Everything())
	queue := workqueue.NewTypedRateLimitingQueue(workqueue.DefaultTypedControllerRateLimiter[string]())
	indexer, informer := cache.NewIndexerInformer(podListWatcher, &v1.Pod{}, 0, cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj interface{}) {
			key, err := cache.MetaNamespaceKeyFunc(obj)
			if err == nil {
				queue.Add(key)
			}
		},
		UpdateFunc: func(old interface{}, new interface{}) {
			key, err := cache.MetaNamespaceKeyFunc(new)
			if err == nil {
				queue.Add(key)
			}
		},
		DeleteFunc: func(obj interface{}) {
			key, err := cache.DeletionHandlingMetaNamespaceKeyFunc(obj)
			if err == nil {
				queue.Add(key)
			}
		},
	}, cache.Indexers{})
	controller := NewController(queue, indexer, informer)

	indexer.Add(&v1.Pod{
		ObjectMeta: metav1.ObjectMeta{
			Name:      "mypod",
			Namespace: v1.NamespaceDefault,
		},
	})

	stop := make(chan struct{})
	defer close(stop)
	go controller.Run(1, stop)

	time.Sleep(2 * time.Second)
	_, err = clientset.CoreV1().Pods("default").Create(context.TODO(), &v1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "late"}}, metav1.CreateOptions{})
	fmt.Println("created late:", err)
	res := clientset.CoreV1().RESTClient().Get().Namespace("default").Resource("pods").Name("nope").Do(context.TODO())
	fmt.Println("raw get:", res.Error())
	obj, err := clientset.AppsV1().RESTClient().Get().Resource("deployments").Do(context.TODO()).Get()
	fmt.Printf("%T %v\\n", obj, err)
	cm := &v1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "raw"}, Data: map[string]string{"a": "b"}}
	var code int
	var created bool
	into := &v1.ConfigMap{}
	err = clientset.CoreV1().RESTClient().Post().Namespace("default").Resource("configmaps").
		VersionedParams(&metav1.CreateOptions{FieldManager: "raw-client"}, metav1.ParameterCodec).
		Body(cm).Do(context.TODO()).StatusCode(&code).WasCreated(&created).Into(into)
	fmt.Println("post:", code, created, into.Namespace, into.Name, into.ResourceVersion != "", into.Kind == "", err)
	fmt.Println(clientset.CoreV1().RESTClient().Get().Resource("pods").Resource("x").Do(context.TODO()).Error())
	fmt.Println(clientset.CoreV1().RESTClient().APIVersion(), clientset.RbacV1().RESTClient().APIVersion())
	select {}
}
`;

const pod: KubeObject = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'web', namespace: 'default' },
  spec: { containers: [{ name: 'c', image: 'nginx' }] },
};

describe("cache.NewListWatchFromClient over a typed client's RESTClient()", () => {
  it("runs client-go's workqueue example, and the REST client's requests are the API server's", () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: MAIN },
      ],
      objects: [pod],
      rbac: 'admin',
      args: ['--kubeconfig', '/home/gopher/.kube/config'],
    });
    expect(r.stderr).toBe('I0101 00:00:00.000000       1 main.go:75] Starting Pod controller\n');
    expect(r.stdout).toBe(
      [
        'Sync/Add/Update for Pod web',
        'Pod default/mypod does not exist anymore',
        'created late: Pod "late" is invalid: spec.containers: Required value',
        'raw get: pods "nope" not found',
        '*v1.DeploymentList <nil>',
        'post: 201 true default raw true true <nil>',
        'resource already set to "pods", cannot change to "x"',
        'v1 rbac.authorization.k8s.io/v1',
        '',
      ].join('\n'),
    );
    expect(r.exitCode).toBe(143);
    const calls = r.trace.filter((e) => e.kind === 'api');
    expect(calls.map((e) => `${e.verb} ${e.resource} ${e.namespace ?? ''}`)).toEqual([
      'list pods default',
      'watch pods default',
      'create pods default',
      'get pods default',
      'list deployments ',
      'create configmaps default',
    ]);
    const cm = r.objects.find(
      (o) => o.kind === 'ConfigMap' && (o.metadata as { name?: string }).name === 'raw',
    );
    expect(cm).toBeDefined();
    const managers = ((cm!.metadata as { managedFields?: { manager: string }[] }).managedFields ?? []).map(
      (m) => m.manager,
    );
    expect(managers).toEqual(['raw-client']);
  });
});
