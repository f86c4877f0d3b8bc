// mapper-check shows what the janitor's RESTMapper resolves, and when it notices a new CRD.
package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/discovery/cached/memory"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/restmapper"
	"k8s.io/client-go/tools/clientcmd"
	"k8s.io/client-go/util/homedir"
)

func main() {
	cfg, err := clientcmd.BuildConfigFromFlags("", filepath.Join(homedir.HomeDir(), ".kube", "config"))
	if err != nil {
		fmt.Println("config:", err)
		os.Exit(1)
	}
	dc := discovery.NewDiscoveryClientForConfigOrDie(cfg)
	cached := memory.NewMemCacheClient(dc)
	mapper := restmapper.NewDeferredDiscoveryRESTMapper(cached)

	for _, gk := range []string{"Deployment.apps", "HorizontalPodAutoscaler.autoscaling", "Preview.apps.tidyops.io"} {
		m, err := mapper.RESTMapping(schema.ParseGroupKind(gk))
		if err != nil {
			fmt.Printf("%s: %v\n", gk, err)
			continue
		}
		fmt.Printf("%s -> %s (%s)\n", gk, m.Resource.String(), m.Scope.Name())
	}
	m, err := mapper.RESTMapping(schema.GroupKind{Group: "apps.tidyops.io", Kind: "Preview"}, "v1beta1")
	fmt.Printf("v1beta1 asked -> %v %v\n", m.Resource, err)

	gvr, err := mapper.ResourceFor(schema.GroupVersionResource{Resource: "deploy"})
	fmt.Printf("deploy -> %v %v\n", gvr, err)
	gvk, err := mapper.KindFor(schema.GroupVersionResource{Resource: "previews"})
	fmt.Printf("previews -> %v %v\n", gvk, err)
	singular, err := mapper.ResourceSingularizer("previews")
	fmt.Printf("singular -> %s %v\n", singular, err)

	// a CRD created after discovery: the memory cache stays Fresh, so the mapper does not look again
	dyn := dynamic.NewForConfigOrDie(cfg)
	crd := &apiextensionsv1.CustomResourceDefinition{
		ObjectMeta: metav1.ObjectMeta{Name: "gadgets.example.com"},
		Spec: apiextensionsv1.CustomResourceDefinitionSpec{
			Group: "example.com",
			Names: apiextensionsv1.CustomResourceDefinitionNames{Plural: "gadgets", Singular: "gadget", Kind: "Gadget", ListKind: "GadgetList"},
			Scope: apiextensionsv1.ClusterScoped,
			Versions: []apiextensionsv1.CustomResourceDefinitionVersion{{
				Name: "v1", Served: true, Storage: true,
				Schema: &apiextensionsv1.CustomResourceValidation{OpenAPIV3Schema: &apiextensionsv1.JSONSchemaProps{
					Type: "object", XPreserveUnknownFields: ptr(true),
				}},
			}},
		},
	}
	obj, err := toUnstructured(crd)
	if err == nil {
		_, err = dyn.Resource(apiextensionsv1.SchemeGroupVersion.WithResource("customresourcedefinitions")).Create(context.Background(), obj, metav1.CreateOptions{})
	}
	fmt.Println("create CRD:", err)
	_, err = mapper.RESTMapping(schema.GroupKind{Group: "example.com", Kind: "Gadget"})
	fmt.Printf("before Reset: fresh=%v nomatch=%v %v\n", cached.Fresh(), meta.IsNoMatchError(err), err)
	mapper.Reset()
	fmt.Printf("after Reset: fresh=%v\n", cached.Fresh())
	m, err = mapper.RESTMapping(schema.GroupKind{Group: "example.com", Kind: "Gadget"})
	if err != nil {
		fmt.Println("after Reset:", err)
		return
	}
	fmt.Printf("after Reset: %s (%s) fresh=%v\n", m.Resource.String(), m.Scope.Name(), cached.Fresh())
}

func toUnstructured(crd *apiextensionsv1.CustomResourceDefinition) (*unstructured.Unstructured, error) {
	u := &unstructured.Unstructured{}
	u.SetAPIVersion("apiextensions.k8s.io/v1")
	u.SetKind("CustomResourceDefinition")
	u.SetName(crd.Name)
	spec := map[string]interface{}{
		"group": crd.Spec.Group,
		"scope": string(crd.Spec.Scope),
		"names": map[string]interface{}{"plural": "gadgets", "singular": "gadget", "kind": "Gadget", "listKind": "GadgetList"},
		"versions": []interface{}{map[string]interface{}{
			"name": "v1", "served": true, "storage": true,
			"schema": map[string]interface{}{"openAPIV3Schema": map[string]interface{}{"type": "object", "x-kubernetes-preserve-unknown-fields": true}},
		}},
	}
	return u, unstructured.SetNestedMap(u.Object, spec, "spec")
}

func ptr[T any](v T) *T { return &v }
