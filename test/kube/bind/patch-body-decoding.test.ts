// A patch body is decoded by the API server for its patch type ([AS] = kubernetes
// staging/src/k8s.io/apiserver, pkg/endpoints/handlers/patch.go):
// - an apply patch (application/apply-patch+yaml) is YAML, read with sigs.k8s.io/yaml.Unmarshal into
//   an Unstructured's map (applyPatcher.applyPatchToCurrentObject), so the manifest text people send
//   with client.RawPatch(types.ApplyPatchType, yamlBytes) applies; a body it cannot read is a
//   BadRequest "error decoding YAML: " + sigs.k8s.io/yaml's words (yaml.go unmarshal: "error
//   converting YAML to JSON: …", "error unmarshaling JSON: while decoding JSON: …");
// - a merge or JSON patch is read by kjson.UnmarshalStrict under the default fieldValidation (Warn):
//   "error decoding patch: " + encoding/json's syntax error (jsonPatcher.applyJSPatch); a strategic
//   merge patch's error is encoding/json's alone (strategicPatchObject).
// The simulated client used to parse every body with JSON.parse and fail with a JavaScript message.
// A refused patch's trace entry carries its patchType (and field manager) as a stored one's does.
import { describe, expect, it } from 'vitest';
import type { ApiCallEvent } from '../../../src/kube/trace.ts';
import { runWithCluster } from './helpers.ts';

const src = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/rest"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

const manifest = \`apiVersion: v1
kind: ConfigMap
metadata:
  name: web
  namespace: default
  labels:
    app: web
data:
  replicas: "3"
  enabled: "yes"
\`

func main() {
	c, _ := client.New(&rest.Config{Host: "https://127.0.0.1:6443"}, client.Options{})
	ctx := context.Background()
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"}}
	err := c.Patch(ctx, cm, client.RawPatch(types.ApplyPatchType, []byte(manifest)), client.FieldOwner("app-controller"), client.ForceOwnership)
	fmt.Println("apply:", err, cm.Labels["app"], cm.Data["replicas"], cm.Data["enabled"], cm.ManagedFields[0].Manager, cm.ManagedFields[0].Operation)

	bad := "apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: web: x\\n"
	err = c.Patch(ctx, cm, client.RawPatch(types.ApplyPatchType, []byte(bad)), client.FieldOwner("app-controller"))
	fmt.Println("bad yaml:", err, apierrors.IsBadRequest(err))

	err = c.Patch(ctx, cm, client.RawPatch(types.ApplyPatchType, []byte("- a\\n- b\\n")), client.FieldOwner("app-controller"))
	fmt.Println("list:", err)

	err = c.Patch(ctx, cm, client.RawPatch(types.MergePatchType, []byte(\`{"data":\`)))
	fmt.Println("merge:", err, apierrors.IsBadRequest(err))

	err = c.Patch(ctx, cm, client.RawPatch(types.JSONPatchType, []byte(\`[{"op": add}]\`)))
	fmt.Println("json:", err)

	err = c.Patch(ctx, cm, client.RawPatch(types.StrategicMergePatchType, []byte(\`{data: 1}\`)))
	fmt.Println("strategic:", err)
}
`;

describe('patch bodies decoded as the API server decodes them', () => {
  it('applies a YAML body and answers undecodable bodies with the real BadRequest', () => {
    const r = runWithCluster(src);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')).toEqual([
      'apply: <nil> web 3 yes app-controller Apply',
      'bad yaml: error decoding YAML: error converting YAML to JSON: yaml: line 4: mapping values are not allowed in this context true',
      'list: error decoding YAML: error unmarshaling JSON: while decoding JSON: json: cannot unmarshal array into Go value of type map[string]interface {}',
      'merge: error decoding patch: unexpected end of JSON input true',
      "json: error decoding patch: invalid character 'a' looking for beginning of value",
      "strategic: invalid character 'd' looking for beginning of object key string",
      '',
    ]);
    // each undecodable body was sent: the server answered 400 after authorizing the patch
    const patches = r.env.trace
      .events()
      .filter((e): e is ApiCallEvent => e.kind === 'api' && e.verb === 'patch')
      .map((e) => [e.result.code, e.details]);
    // a refused patch is traced with its type and field manager, as a stored one is
    const apply = { patchType: 'apply', fieldManager: 'app-controller' };
    expect(patches).toEqual([
      [201, apply],
      [400, apply],
      [400, apply],
      [400, { patchType: 'merge' }],
      [400, { patchType: 'json' }],
      [400, { patchType: 'strategic' }],
    ]);
  });
});
