package main

import (
	"encoding/json"
	"fmt"
	"sort"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/util/mergepatch"
	"k8s.io/apimachinery/pkg/util/strategicpatch"
)

// recording is a program's own LookupPatchMeta: it records the keys looked up and refuses one.
type recording struct {
	inner  strategicpatch.LookupPatchMeta
	seen   map[string]bool
	refuse string
}

func (r recording) LookupPatchMetadataForStruct(key string) (strategicpatch.LookupPatchMeta, strategicpatch.PatchMeta, error) {
	r.seen["struct:"+key] = true
	sub, meta, err := r.inner.LookupPatchMetadataForStruct(key)
	return recording{sub, r.seen, r.refuse}, meta, err
}

func (r recording) LookupPatchMetadataForSlice(key string) (strategicpatch.LookupPatchMeta, strategicpatch.PatchMeta, error) {
	r.seen["slice:"+key] = true
	if key == r.refuse {
		return nil, strategicpatch.PatchMeta{}, fmt.Errorf("no patch metadata for %s", key)
	}
	sub, meta, err := r.inner.LookupPatchMetadataForSlice(key)
	return recording{sub, r.seen, r.refuse}, meta, err
}

func (r recording) Name() string { return "recording " + r.inner.Name() }

func main() {
	orig := corev1.PodSpec{
		Containers: []corev1.Container{
			{Name: "web", Image: "nginx:1", Env: []corev1.EnvVar{{Name: "A", Value: "1"}, {Name: "B", Value: "2"}}},
			{Name: "log", Image: "busybox"},
		},
		Volumes: []corev1.Volume{{Name: "data", VolumeSource: corev1.VolumeSource{EmptyDir: &corev1.EmptyDirVolumeSource{}}}},
	}
	mod := orig.DeepCopy()
	mod.Containers[0].Image = "nginx:2"
	mod.Containers[0].Env = mod.Containers[0].Env[:1]
	mod.Containers = append(mod.Containers, corev1.Container{Name: "auth", Image: "oauth"})
	mod.Volumes[0].VolumeSource = corev1.VolumeSource{ConfigMap: &corev1.ConfigMapVolumeSource{
		LocalObjectReference: corev1.LocalObjectReference{Name: "cfg"},
	}}
	o, _ := json.Marshal(orig)
	m, _ := json.Marshal(mod)
	patch, err := strategicpatch.CreateTwoWayMergePatch(o, m, corev1.PodSpec{})
	fmt.Println(string(patch), err)
	merged, err := strategicpatch.StrategicMergePatch(o, patch, &corev1.PodSpec{})
	fmt.Println(string(merged), err)
	podMeta, _ := strategicpatch.NewPatchMetaFromStruct(corev1.PodSpec{})
	rec := recording{podMeta, map[string]bool{}, ""}
	again, err := strategicpatch.CreateTwoWayMergePatchUsingLookupPatchMeta(o, m, rec)
	var keys []string
	for k := range rec.seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(string(again) == string(patch), keys, err)
	_, err = strategicpatch.CreateTwoWayMergePatchUsingLookupPatchMeta(o, m, recording{podMeta, map[string]bool{}, "volumes"})
	fmt.Println(err)

	// Merge keys sort by their %v text: port 443 comes before 80.
	c1 := corev1.Container{Name: "web", Ports: []corev1.ContainerPort{{ContainerPort: 80}, {ContainerPort: 443}}}
	c2 := corev1.Container{Name: "web", Ports: []corev1.ContainerPort{{ContainerPort: 80}, {ContainerPort: 8080}}}
	o, _ = json.Marshal(c1)
	m, _ = json.Marshal(c2)
	patch, err = strategicpatch.CreateTwoWayMergePatch(o, m, c1)
	fmt.Println(string(patch), err)

	// Scalar merge lists, maps and the order of a server-only item.
	live := []byte(`{"metadata":{"name":"a","labels":{"x":"1","y":"2"},"finalizers":["f/one","f/two"]}}`)
	p := []byte(`{"metadata":{"$setElementOrder/finalizers":["f/new","f/one"],"finalizers":["f/new"],"$deleteFromPrimitiveList/finalizers":["f/two"],"labels":{"y":null,"z":"3"}}}`)
	merged, err = strategicpatch.StrategicMergePatch(live, p, appsv1.Deployment{})
	fmt.Println(string(merged), err)
	p = []byte(`{"spec":{"template":{"spec":{"containers":[{"name":"side","image":"s"}]}}}}`)
	live = []byte(`{"spec":{"template":{"spec":{"containers":[{"name":"a","image":"a"},{"name":"b","image":"b"}]}}}}`)
	merged, err = strategicpatch.StrategicMergePatch(live, p, appsv1.Deployment{})
	fmt.Println(string(merged), err)
	p = []byte(`{"spec":{"template":{"spec":{"$setElementOrder/containers":[{"name":"b"},{"name":"a"}]}}}}`)
	merged, err = strategicpatch.StrategicMergePatch(live, p, appsv1.Deployment{})
	fmt.Println(string(merged), err)

	// Errors.
	_, err = strategicpatch.CreateTwoWayMergePatch([]byte("{"), m, corev1.PodSpec{})
	fmt.Println(err, err == mergepatch.ErrBadJSONDoc)
	_, err = strategicpatch.CreateTwoWayMergePatch(o, m, "pod")
	fmt.Println(err)
	_, err = strategicpatch.StrategicMergePatch(o, m, nil)
	fmt.Println(err)
	_, err = strategicpatch.CreateTwoWayMergePatch([]byte(`{"spec":{"x":{"a":1}}}`), []byte(`{"spec":{"x":{"a":2}}}`), appsv1.Deployment{})
	fmt.Println(err)
	_, err = strategicpatch.StrategicMergePatch([]byte(`{"containers":[{"name":"a"}]}`), []byte(`{"containers":[{"image":"x"}]}`), corev1.PodSpec{})
	fmt.Println(err)
	_, err = strategicpatch.CreateTwoWayMergePatch([]byte(`{"metadata":{"name":"a"}}`), []byte(`{"metadata":{"name":"b"}}`), appsv1.Deployment{},
		mergepatch.RequireMetadataKeyUnchanged("name"))
	fmt.Println(err, mergepatch.IsPreconditionFailed(err))

	// The JSONMap variants.
	mp, err := strategicpatch.CreateTwoWayMergeMapPatch(
		strategicpatch.JSONMap{"metadata": map[string]interface{}{"finalizers": []interface{}{"a", "b"}}},
		strategicpatch.JSONMap{"metadata": map[string]interface{}{"finalizers": []interface{}{"b"}}},
		corev1.ConfigMap{})
	fmt.Println(mp, err)
	mm, err := strategicpatch.StrategicMergeMapPatch(
		strategicpatch.JSONMap{"metadata": map[string]interface{}{"finalizers": []interface{}{"a", "b"}}}, mp, &corev1.ConfigMap{})
	fmt.Println(mm, err)
	_, err = strategicpatch.StrategicMergeMapPatch(strategicpatch.JSONMap{}, mp, &unstructured.Unstructured{})
	fmt.Println(err == mergepatch.ErrUnsupportedStrategicMergePatchFormat)
	podSchema, _ := strategicpatch.NewPatchMetaFromStruct(corev1.PodSpec{})
	mm, err = strategicpatch.MergeStrategicMergeMapPatchUsingLookupPatchMeta(podSchema,
		strategicpatch.JSONMap{"containers": []interface{}{map[string]interface{}{"name": "a", "image": "x"}}},
		strategicpatch.JSONMap{"containers": []interface{}{map[string]interface{}{"name": "b", "image": "y"}}, "hostname": nil})
	fmt.Println(mm, err)

	// Three-way, as kubectl apply: last applied, new config, live object.
	schema, err := strategicpatch.NewPatchMetaFromStruct(&appsv1.Deployment{})
	fmt.Println(schema.Name(), err)
	last := []byte(`{"metadata":{"labels":{"a":"1","b":"2"}},"spec":{"replicas":2}}`)
	config := []byte(`{"metadata":{"labels":{"a":"1"}},"spec":{"replicas":3}}`)
	current := []byte(`{"metadata":{"labels":{"a":"1","b":"2","c":"3"}},"spec":{"replicas":2,"paused":true}}`)
	patch, err = strategicpatch.CreateThreeWayMergePatch(last, config, current, schema, true)
	fmt.Println(string(patch), err)
	current = []byte(`{"metadata":{"labels":{"a":"1","b":"2","c":"3"}},"spec":{"replicas":5,"paused":true}}`)
	_, err = strategicpatch.CreateThreeWayMergePatch(last, config, current, schema, false)
	fmt.Printf("%v %v\n", mergepatch.IsConflict(err), err)
	sub, meta, err := schema.LookupPatchMetadataForSlice("spec")
	fmt.Println(sub, meta.GetPatchStrategies(), err)
	sub, meta, err = schema.LookupPatchMetadataForStruct("spec")
	fmt.Println(sub.Name(), meta.GetPatchMergeKey(), err)
	sub, _, _ = sub.LookupPatchMetadataForStruct("template")
	sub, _, _ = sub.LookupPatchMetadataForStruct("spec")
	sub, meta, err = sub.LookupPatchMetadataForSlice("volumes")
	fmt.Println(sub.(strategicpatch.PatchMetaFromStruct).T, meta.GetPatchStrategies(), meta.GetPatchMergeKey(), err)
}

// Output:
// {"$setElementOrder/containers":[{"name":"web"},{"name":"log"},{"name":"auth"}],"$setElementOrder/volumes":[{"name":"data"}],"containers":[{"$setElementOrder/env":[{"name":"A"}],"env":[{"$patch":"delete","name":"B"}],"image":"nginx:2","name":"web"},{"image":"oauth","name":"auth","resources":{}}],"volumes":[{"$retainKeys":["configMap","name"],"configMap":{"name":"cfg"},"emptyDir":null,"name":"data"}]} <nil>
// {"containers":[{"env":[{"name":"A","value":"1"}],"image":"nginx:2","name":"web","resources":{}},{"image":"busybox","name":"log","resources":{}},{"image":"oauth","name":"auth","resources":{}}],"volumes":[{"configMap":{"name":"cfg"},"name":"data"}]} <nil>
// true [slice:containers slice:env slice:volumes struct:resources] <nil>
// no patch metadata for volumes
// {"$setElementOrder/ports":[{"containerPort":80},{"containerPort":8080}],"ports":[{"containerPort":8080},{"$patch":"delete","containerPort":443}]} <nil>
// {"metadata":{"finalizers":["f/new","f/one"],"labels":{"x":"1","z":"3"},"name":"a"}} <nil>
// {"spec":{"template":{"spec":{"containers":[{"image":"s","name":"side"},{"image":"a","name":"a"},{"image":"b","name":"b"}]}}}} <nil>
// {"spec":{"template":{"spec":{"containers":[{"image":"b","name":"b"},{"image":"a","name":"a"}]}}}} <nil>
// invalid JSON document true
// expected a struct, but received a string
// expected a struct, but received a nil
// unable to find api field in struct DeploymentSpec for the json field "x"
// map: map[image:x] does not contain declared merge key: name
// precondition failed for: map[metadata:map[name:b]] true
// map[metadata:map[$deleteFromPrimitiveList/finalizers:[a] $setElementOrder/finalizers:[b]]] <nil>
// map[metadata:map[finalizers:[b]]] <nil>
// true
// map[containers:[map[image:y name:b] map[image:x name:a]] hostname:<nil>] <nil>
// struct <nil>
// {"metadata":{"labels":{"b":null}},"spec":{"replicas":3}} <nil>
// true patch:
// metadata:
//   labels:
//     b: null
// spec:
//   replicas: 3
//
// conflicts with changes made from original to current:
// metadata:
//   labels:
//     c: "3"
// spec:
//   paused: true
//   replicas: 5
//
//
// <nil> [] expected slice or array type, but got: struct
// struct  <nil>
// v1.Volume [merge retainKeys] name <nil>
