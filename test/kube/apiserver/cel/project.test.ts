// A kubebuilder project whose types carry CEL rules (+kubebuilder:validation:XValidation, one of
// them a transition rule): the CRD generated from the markers carries them, and the reconciler's Update
// that breaks both gets the API server's error text back from the Go client, as on a cluster.

import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../../src/kube/run/index.ts';

const MOD = 'example.org/shop';

const files = [
  {
    name: 'go.mod',
    src: `module ${MOD}

go 1.24.0

require (
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.22.4
)
`,
  },
  {
    name: 'api/v1/groupversion_info.go',
    src: `// +kubebuilder:object:generate=true
// +groupName=shop.example.org
package v1

import (
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

var (
	GroupVersion  = schema.GroupVersion{Group: "shop.example.org", Version: "v1"}
	SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}
	AddToScheme   = SchemeBuilder.AddToScheme
)
`,
  },
  {
    name: 'api/v1/store_types.go',
    src: `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// +kubebuilder:validation:XValidation:rule="self.minReplicas <= self.maxReplicas",message="minReplicas must not exceed maxReplicas"
type StoreSpec struct {
	MinReplicas int32 \`json:"minReplicas"\`
	MaxReplicas int32 \`json:"maxReplicas"\`
	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="region is immutable"
	Region string \`json:"region"\`
}

type StoreStatus struct {
	Ready bool \`json:"ready,omitempty"\`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Store struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec   StoreSpec   \`json:"spec,omitempty"\`
	Status StoreStatus \`json:"status,omitempty"\`
}

// +kubebuilder:object:root=true
type StoreList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Store \`json:"items"\`
}

func init() {
	SchemeBuilder.Register(&Store{}, &StoreList{})
}

func (in *Store) DeepCopyInto(out *Store) {
	*out = *in
	out.TypeMeta = in.TypeMeta
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
}

func (in *Store) DeepCopy() *Store {
	if in == nil {
		return nil
	}
	out := new(Store)
	in.DeepCopyInto(out)
	return out
}

func (in *Store) DeepCopyObject() runtime.Object { return in.DeepCopy() }

func (in *StoreList) DeepCopyInto(out *StoreList) {
	*out = *in
	out.TypeMeta = in.TypeMeta
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	if in.Items != nil {
		out.Items = make([]Store, len(in.Items))
		for i := range in.Items {
			in.Items[i].DeepCopyInto(&out.Items[i])
		}
	}
}

func (in *StoreList) DeepCopy() *StoreList {
	if in == nil {
		return nil
	}
	out := new(StoreList)
	in.DeepCopyInto(out)
	return out
}

func (in *StoreList) DeepCopyObject() runtime.Object { return in.DeepCopy() }
`,
  },
  {
    name: 'internal/controller/store_controller.go',
    src: `package controller

import (
	"context"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	shopv1 "${MOD}/api/v1"
)

// +kubebuilder:rbac:groups=shop.example.org,resources=stores,verbs=get;list;watch;update
// +kubebuilder:rbac:groups=shop.example.org,resources=stores/status,verbs=get;update

type StoreReconciler struct {
	client.Client
}

func (r *StoreReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var s shopv1.Store
	if err := r.Get(ctx, req.NamespacedName, &s); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if s.Status.Ready {
		return ctrl.Result{}, nil
	}
	bad := s.DeepCopy()
	bad.Spec.MinReplicas = s.Spec.MaxReplicas + 1
	bad.Spec.Region = s.Spec.Region + "-2"
	if err := r.Update(ctx, bad); err != nil {
		log.Info("update refused", "error", err.Error())
	}
	s.Status.Ready = true
	if err := r.Status().Update(ctx, &s); err != nil {
		return ctrl.Result{}, err
	}
	return ctrl.Result{}, nil
}

func (r *StoreReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&shopv1.Store{}).Named("store").Complete(r)
}
`,
  },
  {
    name: 'cmd/main.go',
    src: `package main

import (
	"os"

	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	shopv1 "${MOD}/api/v1"
	"${MOD}/internal/controller"
)

func main() {
	scheme := runtime.NewScheme()
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(shopv1.AddToScheme(scheme))
	ctrl.SetLogger(zap.New())
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	if err := (&controller.StoreReconciler{Client: mgr.GetClient()}).SetupWithManager(mgr); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`,
  },
];

const store = (name: string, spec: JsonObject): KubeObject => ({
  apiVersion: 'shop.example.org/v1',
  kind: 'Store',
  metadata: { name, namespace: 'default' },
  spec,
});

const r = runProject({
  files,
  objects: [store('main', { minReplicas: 1, maxReplicas: 3, region: 'eu' })],
  virtualTimeLimitMs: 20_000,
});

describe('a project with XValidation rules', () => {
  it('the generated CRD carries the rules', () => {
    const crd = r.manifests.crds[0];
    const schema = (((crd.spec as JsonObject).versions as JsonObject[])[0].schema as JsonObject)
      .openAPIV3Schema as JsonObject;
    const spec = (schema.properties as JsonObject).spec as JsonObject;
    expect(spec['x-kubernetes-validations']).toEqual([
      { message: 'minReplicas must not exceed maxReplicas', rule: 'self.minReplicas <= self.maxReplicas' },
    ]);
  });

  it("the reconciler's Update is refused with the API server's message", () => {
    expect(r.stderr).toBe('');
    const refused = r.logs.filter((l) => l.msg === 'update refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].fields.find(([k]) => k === 'error')?.[1]).toBe(
      'Store.shop.example.org "main" is invalid: [spec: Invalid value: "object": minReplicas must not exceed maxReplicas, spec.region: Invalid value: "string": region is immutable]',
    );
    const stored = r.objects.find((o) => o.kind === 'Store')!;
    expect(stored.spec).toEqual({ minReplicas: 1, maxReplicas: 3, region: 'eu' });
    expect(stored.status).toEqual({ ready: true });
  });
});
