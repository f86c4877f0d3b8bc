package main

import (
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/runtime/serializer/json"
	"k8s.io/client-go/kubernetes/scheme"
)

const doc = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels:
    app: web
    app: web2
spec:
  replica: 3
  template:
    spec:
      containers:
      - name: web
        image: nginx
        port: 80
`

func main() {
	strict := serializer.NewCodecFactory(scheme.Scheme, serializer.EnableStrict).UniversalDeserializer()
	obj, gvk, err := strict.Decode([]byte(doc), nil, nil)
	fmt.Println(gvk)
	fmt.Println(err)
	fmt.Println(runtime.IsStrictDecodingError(err))
	d := obj.(*appsv1.Deployment)
	fmt.Println(d.Name, d.Labels, d.Spec.Template.Spec.Containers[0].Image)

	lax := serializer.NewCodecFactory(scheme.Scheme).UniversalDeserializer()
	_, _, err = lax.Decode([]byte(doc), nil, nil)
	fmt.Println(err)

	ser := json.NewSerializerWithOptions(json.DefaultMetaFactory, scheme.Scheme, scheme.Scheme, json.SerializerOptions{Strict: true})
	j := []byte(`{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"x","name":"y","annotations":{"a":"1"}},"data":{"k":"v"},"extra":{"deep":1,"deep":2},"binaryData":{},"Data":{}}`)
	obj, _, err = ser.Decode(j, nil, nil)
	fmt.Println(err)
	fmt.Println(obj.(*corev1.ConfigMap).Name)
	u := &unstructured.Unstructured{}
	_, _, err = ser.Decode(j, nil, u)
	fmt.Println(err)
	se, ok := runtime.AsStrictDecodingError(err)
	fmt.Println(ok, len(se.Errors()), u.GetName())
	_, _, err = json.NewSerializerWithOptions(json.DefaultMetaFactory, scheme.Scheme, scheme.Scheme, json.SerializerOptions{}).Decode(j, nil, nil)
	fmt.Println(err)
}

// Output:
// apps/v1, Kind=Deployment
// strict decoding error: yaml: unmarshal errors:
//   line 7: key "app" already set in map, unknown field "spec.replica", unknown field "spec.template.spec.containers[0].port"
// true
// web map[app:web2] nginx
// <nil>
// strict decoding error: duplicate field "metadata.name", unknown field "extra", unknown field "Data"
// y
// strict decoding error: duplicate field "metadata.name", duplicate field "extra.deep"
// true 2 y
// <nil>
