package main

import (
	"encoding/json"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
	typedv4 "sigs.k8s.io/structured-merge-diff/v4/typed"
	"sigs.k8s.io/structured-merge-diff/v6/typed"

	corev1 "k8s.io/api/core/v1"
)

// A generated apply configuration's shape.
type containerAC struct {
	Name  *string `json:"name,omitempty"`
	Image *string `json:"image,omitempty"`
}

type podSpecAC struct {
	Containers []containerAC `json:"containers,omitempty"`
}

type metaAC struct {
	Labels map[string]string `json:"labels,omitempty"`
}

type podAC struct {
	Kind       *string `json:"kind,omitempty"`
	APIVersion *string `json:"apiVersion,omitempty"`
	*metaAC    `json:"metadata,omitempty"`
	Spec       *podSpecAC `json:"spec,omitempty"`
}

var schema = typed.YAMLObject(`types:
- name: io.k8s.api.core.v1.Pod
  map:
    fields:
    - name: spec
      type:
        namedType: io.k8s.api.core.v1.PodSpec
`)

func main() {
	parser, err := typed.NewParser(schema)
	fmt.Println(err, parser.Type("io.k8s.api.core.v1.Pod").IsValid(), parser.Type("nope").IsValid())
	_, err = typed.NewParser("nope: 1")
	fmt.Println(err)
	var p4 *typedv4.Parser = parser // v4 and v6 are one type here
	_ = p4

	pod := &corev1.Pod{
		ObjectMeta: metav1.ObjectMeta{
			Name: "web", Namespace: "default",
			Labels: map[string]string{"app": "web", "tier": "front"},
			ManagedFields: []metav1.ManagedFieldsEntry{
				{Manager: "kubectl", Operation: metav1.ManagedFieldsOperationUpdate, FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:metadata":{"f:labels":{"f:tier":{}}}}`)}},
				{Manager: "mine", Operation: metav1.ManagedFieldsOperationApply, FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:metadata":{"f:labels":{"f:app":{}}},"f:spec":{"f:containers":{"k:{\"name\":\"b\"}":{".":{},"f:image":{},"f:name":{}}}}}`)}},
			},
		},
		Spec: corev1.PodSpec{Containers: []corev1.Container{{Name: "a", Image: "nginx"}, {Name: "b", Image: "busybox", Args: []string{"sleep"}}}},
	}
	podType := parser.Type("io.k8s.api.core.v1.Pod")
	for _, manager := range []string{"mine", "kubectl", "nobody"} {
		ac := &podAC{}
		err := managedfields.ExtractInto(pod, podType, manager, ac, "")
		out, _ := json.Marshal(ac)
		fmt.Println(manager, err, string(out))
	}
	fmt.Println(managedfields.ExtractInto(pod, parser.Type("nope"), "mine", &podAC{}, ""))

	codec := runtime.NewParameterCodec(runtime.NewScheme())
	v, err := codec.EncodeParameters(&metav1.ListOptions{LabelSelector: "app=web", Limit: 5, Watch: true}, metav1.SchemeGroupVersion)
	fmt.Println(v.Encode(), err)
	v2, _ := metav1.ParameterCodec.EncodeParameters(&metav1.ListOptions{LabelSelector: "app=web", Limit: 5, Watch: true}, metav1.SchemeGroupVersion)
	fmt.Println(v2.Encode())
	var back metav1.ListOptions
	fmt.Println(codec.DecodeParameters(v, metav1.SchemeGroupVersion, &back), back.LabelSelector)
}
