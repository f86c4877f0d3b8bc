// A kind the server does not serve (its CRD not installed) is the RESTMapper's *meta.NoKindMatchError,
// as with a real cluster ([AM] pkg/api/meta/errors.go): meta.IsNoMatchError recognises it, wrapped
// or not, and errors.As reaches its GroupKind. Operators check it to run without an optional CRD.
import { expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { phases } from './helpers.ts';

const src = `package main

import (
	"context"
	"errors"
	"fmt"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
)

func main() {
	testEnv := &envtest.Environment{}
	cfg, err := testEnv.Start()
	if err != nil {
		panic(err)
	}
	defer testEnv.Stop()
	c, err := client.New(cfg, client.Options{Scheme: clientgoscheme.Scheme})
	if err != nil {
		panic(err)
	}
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(schema.GroupVersionKind{Group: "monitoring.coreos.com", Version: "v1", Kind: "ServiceMonitor"})
	err = c.Get(context.Background(), client.ObjectKey{Namespace: "default", Name: "x"}, u)
	fmt.Println(err)
	fmt.Println(meta.IsNoMatchError(err), meta.IsNoMatchError(fmt.Errorf("optional CRD: %w", err)), meta.IsAmbiguousError(err))
	var nk *meta.NoKindMatchError
	fmt.Println(errors.As(err, &nk), nk.GroupKind, nk.SearchedVersions)
	fmt.Println(meta.IsNoMatchError(errors.New("no matches for kind")), meta.IsNoMatchError(nil))
	fmt.Println(&meta.NoKindMatchError{GroupKind: schema.GroupKind{Group: "g", Kind: "K"}})
	fmt.Println(&meta.NoKindMatchError{GroupKind: schema.GroupKind{Group: "g", Kind: "K"}, SearchedVersions: []string{"v2", "v1"}})
	fmt.Println(&meta.NoResourceMatchError{PartialResource: schema.GroupVersionResource{Group: "g", Version: "v1", Resource: "ks"}})
}
`;

it('a kind the server does not serve is a *meta.NoKindMatchError', () => {
  const env = newKubeEnv();
  const r = withKubeEnv(env, () => runGo({ files: [{ name: 'main.go', src }], phases, clock: env.goClock }));
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'no matches for kind "ServiceMonitor" in version "monitoring.coreos.com/v1"',
      'true true false',
      'true ServiceMonitor.monitoring.coreos.com [v1]',
      'false false',
      'no matches for kind "K" in group "g"',
      'no matches for kind "K" in versions ["g/v1" "g/v2"]',
      'no matches for g/v1, Resource=ks',
      '',
    ].join('\n'),
  );
});
