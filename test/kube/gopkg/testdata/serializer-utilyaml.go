package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	yamlserializer "k8s.io/apimachinery/pkg/runtime/serializer/yaml"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"k8s.io/client-go/kubernetes/scheme"
)

const manifests = `apiVersion: v1
kind: ConfigMap
metadata:
  name: settings
  namespace: demo
data:
  mode: fast
---
# the web tier
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
      - name: web
        image: nginx:1.27
---
`

func bufioReader(s string) *bufio.Reader { return bufio.NewReader(strings.NewReader(s)) }

func main() {
	dec := scheme.Codecs.UniversalDeserializer()
	r := utilyaml.NewYAMLReader(bufioReader(manifests))
	for {
		doc, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println("read:", err)
			return
		}
		obj, gvk, err := dec.Decode(doc, nil, nil)
		fmt.Printf("%T %v %v\n", obj, gvk, err)
		switch o := obj.(type) {
		case *corev1.ConfigMap:
			fmt.Println(o.Name, o.Namespace, o.Data["mode"], o.Kind, o.APIVersion)
		case *appsv1.Deployment:
			fmt.Println(o.Name, *o.Spec.Replicas, o.Spec.Template.Spec.Containers[0].Image, o.Kind, o.APIVersion)
		}
	}
	// JSON data, and errors
	obj, gvk, err := dec.Decode([]byte(`{"apiVersion":"v1","kind":"Secret","metadata":{"name":"s"},"stringData":{"a":"b"}}`), nil, nil)
	fmt.Printf("%T %v %v\n", obj, gvk, err)
	_, gvk, err = dec.Decode([]byte("metadata:\n  name: x\n"), nil, nil)
	fmt.Println(gvk, err)
	_, gvk, err = dec.Decode([]byte("kind: Widget\napiVersion: example.com/v1\n"), nil, nil)
	msg, _, _ := strings.Cut(err.Error(), " in scheme ")
	fmt.Println(gvk, msg)
	_, gvk, err = dec.Decode([]byte("kind: Pod\n"), nil, nil)
	fmt.Println(gvk, err)
	_, _, err = dec.Decode([]byte("a: b: c\n"), nil, nil)
	fmt.Println(err)
	// into a typed object, and defaults
	cm := &corev1.ConfigMap{}
	out, gvk, err := dec.Decode([]byte("metadata:\n  name: cfg\n"), nil, cm)
	fmt.Println(out == cm, gvk, err, cm.Name)
	u := &unstructured.Unstructured{}
	_, gvk, err = dec.Decode([]byte("apiVersion: example.com/v1\nkind: Widget\nspec:\n  size: 3\n"), nil, u)
	fmt.Println(gvk, err, u.GetKind(), u.Object["spec"])
	// own scheme
	s := runtime.NewScheme()
	_ = corev1.AddToScheme(s)
	codecs := serializer.NewCodecFactory(s)
	_, _, err = codecs.UniversalDeserializer().Decode([]byte("apiVersion: apps/v1\nkind: Deployment\n"), nil, nil)
	fmt.Println(err)
	o2, err := runtime.Decode(codecs.UniversalDeserializer(), []byte(`{"apiVersion":"v1","kind":"Namespace","metadata":{"name":"n"}}`))
	fmt.Printf("%T %v\n", o2, err)
	// YAMLOrJSONDecoder over a stream
	d := utilyaml.NewYAMLOrJSONDecoder(strings.NewReader(manifests), 4096)
	for {
		var m map[string]interface{}
		if err := d.Decode(&m); err != nil {
			fmt.Println("end:", err)
			break
		}
		fmt.Println(m["kind"], len(m))
	}
	jd := utilyaml.NewYAMLOrJSONDecoder(strings.NewReader(`{"kind":"A"} {"kind":"B"}`), 100)
	for {
		var u unstructured.Unstructured
		if err := jd.Decode(&u.Object); err != nil {
			fmt.Println("end:", err)
			break
		}
		fmt.Println(u.GetKind())
	}
	j, err := utilyaml.ToJSON([]byte("a: 1\nb: [x, yes]\n"))
	fmt.Println(string(j), err)
	j, err = utilyaml.ToJSON([]byte(" {\"x\": 1}"))
	fmt.Println(string(j), err)
	var v interface{}
	fmt.Println(utilyaml.Unmarshal([]byte("count: 3\nf: 1.5\n"), &v), v)
	fmt.Printf("%T\n", v.(map[string]interface{})["count"])
	dd := utilyaml.NewDocumentDecoder(io.NopCloser(strings.NewReader("a: 1\n---\nb: 2\n")))
	buf := make([]byte, 3)
	for {
		n, err := dd.Read(buf)
		fmt.Printf("%q %v\n", buf[:n], err)
		if err == io.EOF {
			break
		}
	}
	_, err = utilyaml.NewYAMLReader(bufioReader("a: 1\n--- x\n")).Read()
	fmt.Println(err)
	// YAML in front of the unstructured JSON scheme, as dynamic-client apply code does
	decUnstructured := yamlserializer.NewDecodingSerializer(unstructured.UnstructuredJSONScheme)
	uobj := &unstructured.Unstructured{}
	_, ugvk, err := decUnstructured.Decode([]byte("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 2\n"), nil, uobj)
	replicas, _, _ := unstructured.NestedInt64(uobj.Object, "spec", "replicas")
	fmt.Println(ugvk, err, uobj.GetName(), replicas)
	_, _, err = decUnstructured.Decode([]byte("metadata:\n  name: web\n"), nil, &unstructured.Unstructured{})
	fmt.Println(err)
}
