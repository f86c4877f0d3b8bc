// The page's engine binds client-go's REST client to the REST layer (src/kube/rest/handler.ts) only
// before a program that names the REST client (engine-handlers.ts restTransportFor): the layer is
// ~30 KB gzip that an exercise page fetched with the engine although its programs never use it.
// Node hosts bind it statically (src/kube/rest/bind-transport.ts); this file imports no such host,
// so the binding here is the handlers' own.
import { describe, expect, it } from 'vitest';
import { restTransportBound } from '../../src/kube/gopkg/client-go/rest.ts';
import { makeEngineHandlers } from '../../src/sandbox/engine-handlers.ts';
import type { ProjectRunView } from '../../src/sandbox/project-run.ts';

const GO_MOD = `module example.com/raw

go 1.26.0

require (
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
)
`;

const program = (get: string) => `package main

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

var _ = metav1.GetOptions{}

func main() {
	config, err := clientcmd.BuildConfigFromFlags("", "/home/gopher/.kube/config")
	if err != nil {
		panic(err)
	}
	cs := kubernetes.NewForConfigOrDie(config)
	ctx := context.TODO()
	${get}
}
`;

const TYPED = program(
  'pod, err := cs.CoreV1().Pods("default").Get(ctx, "nope", metav1.GetOptions{})\n\tfmt.Println("typed get:", pod.Name == "", err)',
);
const RAW = program(
  'res := cs.CoreV1().RESTClient().Get().Namespace("default").Resource("pods").Name("nope").Do(ctx)\n\tfmt.Println("raw get:", res.Error())',
);

const handlers = makeEngineHandlers({ runner: () => import('../../src/kube/run/index.ts') });
const runProjectJob = handlers['run-project'];
if (!runProjectJob) throw new Error('the engine handlers have no run-project job');
const run = async (main: string) =>
  (await runProjectJob(
    {
      kind: 'run-project',
      files: [
        { name: 'go.mod', content: GO_MOD },
        { name: 'main.go', content: main },
      ],
      objects: '',
      objectsName: 'objects.yaml',
      rbac: 'admin',
    },
    () => {},
  )) as ProjectRunView;

const UNSTRUCTURED = `package main

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	config, err := clientcmd.BuildConfigFromFlags("", "/home/gopher/.kube/config")
	if err != nil {
		panic(err)
	}
	dc := dynamic.NewForConfigOrDie(config)
	u := &unstructured.Unstructured{Object: map[string]interface{}{
		"apiVersion": "v1", "kind": "ConfigMap",
		"metadata": map[string]interface{}{"name": "a", "namespace": "default"},
		"data":     map[string]interface{}{"k": true},
	}}
	_, err = dc.Resource(schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}).Namespace("default").Create(context.TODO(), u, metav1.CreateOptions{})
	fmt.Println(err)
}
`;

describe("client-go's REST transport in the page's engine", () => {
  it('is not bound for a program that names no REST client, and binds before one that does', async () => {
    const typed = await run(TYPED);
    expect(typed.stderr).toBe('');
    expect(typed.stdout).toBe('typed get: true pods "nope" not found\n');
    expect(restTransportBound()).toBe(false);

    const raw = await run(RAW);
    expect(raw.stderr).toBe('');
    expect(raw.stdout).toBe('raw get: pods "nope" not found\n');
    expect(restTransportBound()).toBe(true);
  }, 240_000);

  it("binds before a dynamic client's write too: its body is decoded into the kind's Go type", async () => {
    const r = await run(UNSTRUCTURED);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      'ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal bool into Go struct field ConfigMap.data of type string\n',
    );
  }, 240_000);
});
