// strategicpatch's JSONMap variants went through JSON, so a number the program gave as a Go int came
// back as float64 (`%T` float64, and 1000000 printed as 1e+06). The real ones diff and merge the
// given maps themselves ([AM] pkg/util/strategicpatch/patch.go mergeMap, diffMaps), so a value taken
// from an input keeps its Go type.

import { expect, it } from 'vitest';
import { outputTrailer, runMain, withoutTrailer } from './helpers.ts';

const PROGRAM = `package main

import (
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	"k8s.io/apimachinery/pkg/util/strategicpatch"
)

func main() {
	orig := strategicpatch.JSONMap{"spec": map[string]interface{}{
		"replicas": 3,
		"template": map[string]interface{}{"spec": map[string]interface{}{
			"containers": []interface{}{map[string]interface{}{"name": "a", "image": "x", "ports": []interface{}{map[string]interface{}{"containerPort": int32(8080)}}}},
		}},
	}}
	patch := strategicpatch.JSONMap{"spec": map[string]interface{}{"minReadySeconds": int64(1000000)}}
	out, err := strategicpatch.StrategicMergeMapPatch(orig, patch, &appsv1.Deployment{})
	spec := out["spec"].(map[string]interface{})
	fmt.Printf("%T %v %T %v %v\\n", spec["replicas"], spec["replicas"], spec["minReadySeconds"], spec["minReadySeconds"], err)
	c := spec["template"].(map[string]interface{})["spec"].(map[string]interface{})["containers"].([]interface{})[0].(map[string]interface{})
	p := c["ports"].([]interface{})[0].(map[string]interface{})
	fmt.Printf("%T %v\\n", p["containerPort"], p["containerPort"])

	modified := strategicpatch.JSONMap{"spec": map[string]interface{}{"replicas": 5, "template": orig["spec"].(map[string]interface{})["template"]}}
	two, err := strategicpatch.CreateTwoWayMergeMapPatch(orig, modified, &appsv1.Deployment{})
	fmt.Printf("%v %T %v\\n", two, two["spec"].(map[string]interface{})["replicas"], err)

	meta, _ := strategicpatch.NewPatchMetaFromStruct(&appsv1.Deployment{})
	merged, err := strategicpatch.MergeStrategicMergeMapPatchUsingLookupPatchMeta(meta,
		strategicpatch.JSONMap{"spec": map[string]interface{}{"replicas": 2}},
		strategicpatch.JSONMap{"spec": map[string]interface{}{"replicas": uint8(7), "paused": true}})
	fmt.Printf("%v %T %v\\n", merged, merged["spec"].(map[string]interface{})["replicas"], err)
}

// Output:
// int 3 int64 1000000 <nil>
// int32 8080
// map[spec:map[replicas:5]] int <nil>
// map[spec:map[paused:true replicas:7]] uint8 <nil>
`;

it('keeps the Go type of the numbers the JSONMap variants take from their inputs', () => {
  const r = runMain(withoutTrailer(PROGRAM));
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(outputTrailer(PROGRAM));
});
