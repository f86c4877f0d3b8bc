import { expect, it } from 'vitest';
// Node hosts bind the REST layer statically, and with it the typed decoding of built-in bodies
import '../../../src/kube/rest/bind-transport.ts';
import { runGo } from '../../../src/go/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { phases } from '../gopkg/helpers.ts';

// A built-in body written in process (controller-runtime's client over envtest) that its kind's Go
// type cannot hold is refused as kube-apiserver's decoder refuses it over HTTP: 400, `ConfigMap in
// version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal bool into Go struct field
// ConfigMap.data of type string` (src/kube/apiserver/typed-decode.ts).

const PROGRAM = `package main

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
)

func main() {
	env := &envtest.Environment{}
	cfg, err := env.Start()
	if err != nil {
		panic(err)
	}
	defer env.Stop()
	c, _ := client.New(cfg, client.Options{})
	u := &unstructured.Unstructured{Object: map[string]interface{}{
		"apiVersion": "v1", "kind": "ConfigMap",
		"metadata": map[string]interface{}{"name": "a", "namespace": "default"},
		"data":     map[string]interface{}{"k": true},
	}}
	fmt.Println(c.Create(context.Background(), u))
	d := &unstructured.Unstructured{Object: map[string]interface{}{
		"apiVersion": "apps/v1", "kind": "Deployment",
		"metadata": map[string]interface{}{"name": "d", "namespace": "default"},
		"spec": map[string]interface{}{"replicas": "3", "selector": map[string]interface{}{"matchLabels": map[string]interface{}{"a": "b"}},
			"template": map[string]interface{}{"metadata": map[string]interface{}{"labels": map[string]interface{}{"a": "b"}}, "spec": map[string]interface{}{"containers": []interface{}{map[string]interface{}{"name": "c", "image": "i"}}}}},
	}}
	fmt.Println(c.Create(context.Background(), d))
}
`;

it('unstructured creates with values their Go types cannot hold: the decoder errors', () => {
  const env = newKubeEnv();
  const r = withKubeEnv(env, () =>
    runGo({ files: [{ name: 'main.go', src: PROGRAM }], phases, clock: env.goClock }),
  );
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    'ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal bool into Go struct field ConfigMap.data of type string\n' +
      'Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32\n',
  );
});
