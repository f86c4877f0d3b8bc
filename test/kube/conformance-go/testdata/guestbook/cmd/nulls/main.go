// Nulls from Go: a CR whose required spec is a pointer without omitempty is sent with "spec": null
// when the pointer is nil. The API server drops a null in a field that is not nullable and has no
// default before it validates (apiextensions-apiserver's PruneNonNullableNullsWithoutDefaults), so
// the create fails with spec: Required value, the same as a `spec:` left empty in YAML.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"

	webappv1 "example.com/guestbook/api/v1"
)

func show(what string, err error) {
	var status *apierrors.StatusError
	if errors.As(err, &status) {
		fmt.Printf("%s: %v [code=%d reason=%q]\n", what, err, status.ErrStatus.Code, status.ErrStatus.Reason)
		if d := status.ErrStatus.Details; d != nil {
			fmt.Printf("  details: kind=%q name=%q\n", d.Kind, d.Name)
			for _, c := range d.Causes {
				fmt.Printf("  cause: type=%q field=%q message=%q\n", c.Type, c.Field, c.Message)
			}
		}
		return
	}
	fmt.Printf("%s: %v\n", what, err)
}

func main() {
	testEnv := &envtest.Environment{CRDDirectoryPaths: []string{filepath.Join("..", "..", "config", "crd", "nulls")}}
	cfg, err := testEnv.Start()
	if err != nil {
		panic(err)
	}
	defer testEnv.Stop()
	scheme := runtime.NewScheme()
	utilruntime.Must(webappv1.AddToScheme(scheme))
	c, err := client.New(cfg, client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()

	g := &webappv1.Gizmo{ObjectMeta: metav1.ObjectMeta{Name: "g", Namespace: "default"}}
	body, err := json.Marshal(g)
	fmt.Println("nil spec is sent as null:", err == nil && strings.Contains(string(body), `"spec":null`))
	err = c.Create(ctx, g)
	show("create with nil spec", err)
	fmt.Println("is invalid:", apierrors.IsInvalid(err))

	g.Spec = &webappv1.GizmoSpec{}
	show("create with empty spec", c.Create(ctx, g))
	var got webappv1.Gizmo
	show("get", c.Get(ctx, client.ObjectKeyFromObject(g), &got))
	fmt.Println("stored spec is set:", got.Spec != nil)
}

// Output:
// nil spec is sent as null: true
// create with nil spec: Gizmo.webapp.my.domain "g" is invalid: spec: Required value [code=422 reason="Invalid"]
//   details: kind="Gizmo" name="g"
//   cause: type="FieldValueRequired" field="spec" message="Required value"
// is invalid: true
// create with empty spec: <nil>
// get: <nil>
// stored spec is set: true
