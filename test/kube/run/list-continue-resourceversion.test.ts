// A resourceVersion beside a continue token, in process: controller-runtime sends ListOptions.Raw's
// resourceVersion with the typed fields over it ([CR] pkg/client/options.go AsListOptions), client-go's
// clientset and dynamic client send ListOptions.ResourceVersion, and the API server refuses any
// other than "" or "0" once the token decodes ([AS] pkg/storage/etcd3/store.go GetList: "specifying
// resource version is not allowed when using continue"). In process the resourceVersion was dropped,
// so the second page came back.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/pages

go 1.24.0

require (
	k8s.io/api v0.34.1
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.22.1
)
`;

const MAIN = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	ctx := context.Background()
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	cfg := ctrl.GetConfigOrDie()
	c, err := client.New(cfg, client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	for _, n := range []string{"a", "b", "c"} {
		_ = c.Create(ctx, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: n, Namespace: "default"}})
	}
	var first corev1.ConfigMapList
	_ = c.List(ctx, &first, client.InNamespace("default"), client.Limit(1))
	tok, rv := first.Continue, first.ResourceVersion

	var l corev1.ConfigMapList
	err = c.List(ctx, &l, client.InNamespace("default"), client.Limit(1), client.Continue(tok), &client.ListOptions{Raw: &metav1.ListOptions{ResourceVersion: rv}})
	fmt.Println("raw:", apierrors.IsBadRequest(err), err)
	err = c.List(ctx, &l, client.InNamespace("default"), client.Limit(1), client.Continue(tok), &client.ListOptions{Raw: &metav1.ListOptions{ResourceVersion: "0"}})
	fmt.Println("raw 0:", err, len(l.Items), l.Items[0].Name)

	cs := kubernetes.NewForConfigOrDie(cfg)
	_, err = cs.CoreV1().ConfigMaps("default").List(ctx, metav1.ListOptions{Limit: 1, Continue: tok, ResourceVersion: rv})
	fmt.Println("clientset:", apierrors.IsBadRequest(err), err)
	page, err := cs.CoreV1().ConfigMaps("default").List(ctx, metav1.ListOptions{Limit: 1, Continue: tok})
	fmt.Println("clientset no rv:", err, len(page.Items))

	dc := dynamic.NewForConfigOrDie(cfg)
	_, err = dc.Resource(schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}).Namespace("default").List(ctx, metav1.ListOptions{Limit: 1, Continue: tok, ResourceVersion: rv})
	fmt.Println("dynamic:", apierrors.IsBadRequest(err), err)
}
`;

describe('resourceVersion with continue, in process', () => {
  it('is the API server 400 for controller-runtime Raw, the clientset and the dynamic client', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: MAIN },
      ],
      objects: [],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')).toEqual([
      'raw: true specifying resource version is not allowed when using continue',
      'raw 0: <nil> 1 b',
      'clientset: true specifying resource version is not allowed when using continue',
      'clientset no rv: <nil> 1',
      'dynamic: true specifying resource version is not allowed when using continue',
      '',
    ]);
    // the refusal is the API server's answer, so the trace records it with its status (it recorded
    // a 200 while the program got the 400)
    const lists = r.trace.flatMap((e) =>
      e.kind === 'api' && e.verb === 'list' ? [`${e.result.code} ${e.result.message ?? ''}`.trim()] : [],
    );
    const refused = '400 specifying resource version is not allowed when using continue';
    expect(lists).toEqual(['200', refused, '200', refused, '200', refused]);
  });
});
