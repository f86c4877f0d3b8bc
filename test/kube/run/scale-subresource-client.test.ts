// controller-runtime's client.SubResource("scale"): Get reads the API server's /scale (an
// autoscaling/v1 Scale, never from the cache); Update and Patch go to the object's path with the
// Scale as the body (client.WithSubResourceBody) and decode the answer into that body ([CR]
// pkg/client/typed_client.go GetSubResource/UpdateSubResource/PatchSubResource). An answer of
// another kind than the body (a PATCH without WithSubResourceBody answers a Scale, the body is the
// Deployment) leaves the body as it was (client-go Result.Into). The fake client has its own scale:
// read from and written into the object (pkg/client/fake/client.go fakeSubResourceClient).
import { describe, expect, it } from 'vitest';
import { metaOf } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import type { ApiCallEvent } from '../../../src/kube/trace.ts';

const gomod = (cr: string) => `module example.com/scaler

go 1.26.0

require (
	k8s.io/api v0.33.0
	k8s.io/apimachinery v0.33.0
	k8s.io/client-go v0.33.0
	sigs.k8s.io/controller-runtime ${cr}
)
`;

const CONTROLLER = `package controller

import (
	"context"
	"strconv"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv1 "k8s.io/api/autoscaling/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log"
)

const desiredAnnotation = "scaler.example.com/replicas"

// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch
// +kubebuilder:rbac:groups=apps,resources=deployments/scale,verbs=get;update

// ScalerReconciler scales annotated Deployments through their scale subresource, as an HPA does.
type ScalerReconciler struct {
	client.Client
}

func (r *ScalerReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	logger := log.FromContext(ctx)
	var deploy appsv1.Deployment
	if err := r.Get(ctx, req.NamespacedName, &deploy); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	want, ok := deploy.Annotations[desiredAnnotation]
	if !ok {
		return ctrl.Result{}, nil
	}
	desired, err := strconv.Atoi(want)
	if err != nil {
		return ctrl.Result{}, nil
	}
	scale := &autoscalingv1.Scale{}
	if err := r.SubResource("scale").Get(ctx, &deploy, scale); err != nil {
		return ctrl.Result{}, err
	}
	logger.Info("scale", "name", scale.Name, "kind", scale.Kind, "spec", scale.Spec.Replicas, "selector", scale.Status.Selector)
	if scale.Spec.Replicas == int32(desired) {
		return ctrl.Result{}, nil
	}
	scale.Spec.Replicas = int32(desired)
	if err := r.SubResource("scale").Update(ctx, &deploy, client.WithSubResourceBody(scale)); err != nil {
		return ctrl.Result{}, err
	}
	logger.Info("scaled", "replicas", scale.Spec.Replicas, "deploymentReplicas", *deploy.Spec.Replicas)
	return ctrl.Result{}, nil
}

func (r *ScalerReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&appsv1.Deployment{}).Complete(r)
}
`;

const MAIN = `package main

import (
	"os"

	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	"example.com/scaler/internal/controller"
)

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	if err := (&controller.ScalerReconciler{Client: mgr.GetClient()}).SetupWithManager(mgr); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

const deployment = (name: string, annotations?: Record<string, string>) => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name, namespace: 'default', ...(annotations ? { annotations } : {}) },
  spec: {
    replicas: 1,
    selector: { matchLabels: { app: name } },
    template: {
      metadata: { labels: { app: name } },
      spec: { containers: [{ name: 'c', image: 'nginx' }] },
    },
  },
});

describe('an HPA-like reconciler scaling Deployments through client.SubResource("scale")', () => {
  it('reads the Scale from /scale and writes the replicas back with WithSubResourceBody', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod('v0.21.0') },
        { name: 'cmd/main.go', src: MAIN },
        { name: 'internal/controller/scaler_controller.go', src: CONTROLLER },
      ],
      objects: [deployment('web', { 'scaler.example.com/replicas': '3' }), deployment('plain')],
      rbac: 'markers',
    });
    const mine = r.logs
      .filter((l) => l.msg === 'scale' || l.msg === 'scaled' || l.msg === 'Reconciler error')
      .map(
        (l) =>
          `${l.msg} ${l.fields
            .slice(l.fields.findIndex(([k]) => k === 'reconcileID') + 1)
            .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
            .join(' ')}`,
      );
    // the update's event brings one more reconcile, which finds the replicas as asked
    expect(mine).toEqual([
      'scale name="web" kind="" spec=1 selector="app=web"',
      'scaled replicas=3 deploymentReplicas=1',
      'scale name="web" kind="" spec=3 selector="app=web"',
    ]);
    const web = r.objects.find((o) => o.kind === 'Deployment' && metaOf(o).name === 'web');
    expect((web as { spec: { replicas: number } }).spec.replicas).toBe(3);
    expect((web as { metadata: { generation: number } }).metadata.generation).toBe(2);
    const scaleCalls = r.trace
      .filter((e): e is ApiCallEvent => e.kind === 'api' && e.subresource === 'scale')
      .map((e) => `${e.verb} ${e.resource}/${e.subresource} ${e.name} ${e.result.code}`);
    expect(scaleCalls).toEqual([
      'get deployments/scale web 200',
      'update deployments/scale web 200',
      'get deployments/scale web 200',
    ]);
  });
});

const DIRECT = `package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv1 "k8s.io/api/autoscaling/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	ctx := context.Background()
	c, err := client.New(ctrl.GetConfigOrDie(), client.Options{})
	if err != nil {
		panic(err)
	}
	d := &appsv1.Deployment{}
	if err := c.Get(ctx, types.NamespacedName{Namespace: "default", Name: "web"}, d); err != nil {
		panic(err)
	}
	patch := client.RawPatch(types.MergePatchType, []byte(\`{"spec":{"replicas":5}}\`))
	err = c.SubResource("scale").Patch(ctx, d, patch)
	fmt.Println("patch:", err, *d.Spec.Replicas, d.Kind == "")
	s := &autoscalingv1.Scale{}
	patch = client.RawPatch(types.MergePatchType, []byte(\`{"spec":{"replicas":6}}\`))
	err = c.SubResource("scale").Patch(ctx, d, patch, client.WithSubResourceBody(s))
	fmt.Println("patch into a Scale:", err, s.Name, s.Namespace, s.Spec.Replicas)
	err = c.SubResource("scale").Update(ctx, d)
	fmt.Println("update with the Deployment:", err)
	stale := s.DeepCopy()
	stale.ResourceVersion = d.ResourceVersion
	stale.Spec.Replicas = 1
	err = c.SubResource("scale").Update(ctx, d, client.WithSubResourceBody(stale))
	fmt.Println("stale:", err)
	neg := &autoscalingv1.Scale{Spec: autoscalingv1.ScaleSpec{Replicas: -1}}
	err = c.SubResource("scale").Update(ctx, d, client.WithSubResourceBody(neg))
	fmt.Println("negative:", err, neg.Name, neg.Namespace)
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
	u.SetNamespace("default")
	u.SetName("web")
	us := &unstructured.Unstructured{}
	err = c.SubResource("scale").Get(ctx, u, us)
	fmt.Println("unstructured:", err, us.GetAPIVersion(), us.GetKind(), us.Object["spec"])
	pm := &metav1.PartialObjectMetadata{}
	pm.SetGroupVersionKind(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
	fmt.Println("metadata:", c.SubResource("scale").Get(ctx, pm, &autoscalingv1.Scale{}))
	missing := &autoscalingv1.Scale{}
	err = c.SubResource("scale").Get(ctx, &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "nope", Namespace: "default"}}, missing)
	fmt.Println("missing:", err, missing.Name)
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "cm", Namespace: "default"}}
	fmt.Println("configmap:", c.SubResource("scale").Get(ctx, cm, &autoscalingv1.Scale{}))
}
`;

describe('the direct client’s scale subresource', () => {
  it('patches and updates through the Deployment’s path and decodes only a Scale into the body', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod('v0.24.1') },
        { name: 'main.go', src: DIRECT },
      ],
      objects: [deployment('web')],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      'patch: <nil> 1 true',
      'patch into a Scale: <nil> web default 6',
      'update with the Deployment: Deployment in version "v1" cannot be handled as a Scale: converting (v1.Deployment) to (autoscaling.Scale): unknown conversion',
      'stale: Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again',
      'negative: Scale.autoscaling "web" is invalid: spec.replicas: Invalid value: -1: must be greater than or equal to 0 web default',
      'unstructured: <nil> autoscaling/v1 Scale map[replicas:6]',
      'metadata: can not get subresource using only metadata',
      'missing: deployments.apps "nope" not found nope',
      'configmap: the server could not find the requested resource',
    ]);
  });
});

const FAKE = `package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv1 "k8s.io/api/autoscaling/v1"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/fake"
)

func main() {
	ctx := context.Background()
	d := &appsv1.Deployment{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"},
		Spec: appsv1.DeploymentSpec{
			Replicas: ptr.To[int32](2),
			Selector: &metav1.LabelSelector{MatchLabels: map[string]string{"tier": "a", "app": "web"}},
		},
	}
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p", Namespace: "default"}}
	c := fake.NewClientBuilder().WithObjects(d, pod).Build()
	fmt.Printf("%T\\n", c)
	s := &autoscalingv1.Scale{}
	err := c.SubResource("scale").Get(ctx, d, s)
	fmt.Println(err, s.Name, s.Spec.Replicas, s.ResourceVersion)
	fmt.Println(s.Status.Selector)
	s.Spec.Replicas = 4
	err = c.SubResource("scale").Update(ctx, d, client.WithSubResourceBody(s))
	fmt.Println(err, *d.Spec.Replicas, d.ResourceVersion, s.ResourceVersion)
	fmt.Println(c.SubResource("scale").Update(ctx, d))
	fmt.Println(c.SubResource("scale").Get(ctx, d, pod))
	fmt.Println(c.SubResource("status").Get(ctx, d, &appsv1.Deployment{}))
	fmt.Println(c.SubResource("scale").Get(ctx, pod, &autoscalingv1.Scale{}))
	fmt.Println(c.SubResource("exec").Create(ctx, pod, &autoscalingv1.Scale{}))
	fmt.Println(c.SubResource("eviction").Create(ctx, pod, &policyv1.Eviction{}))
	fmt.Println(c.Get(ctx, client.ObjectKeyFromObject(pod), pod))
}
`;

describe('the fake client’s scale subresource', () => {
  it('is read from the object and written into it, with the fake’s own errors', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod('v0.22.1') },
        { name: 'main.go', src: FAKE },
      ],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      '*fake.fakeClient',
      '<nil> web 2 999',
      // (*metav1.LabelSelector).String(), as the fake puts it in the Scale
      '&LabelSelector{MatchLabels:map[string]string{app: web,tier: a,},MatchExpressions:[]LabelSelectorRequirement{},}',
      '<nil> 4 1000 999',
      'missing SubResourceBody',
      'expected Scale, got *v1.Pod',
      'fakeSubResourceClient does not support get for status',
      'unimplemented scale subresource for resource *v1.Pod',
      'fakeSubResourceWriter does not support create for exec',
      '<nil>',
      'pods "p" not found',
    ]);
  });
});

const CLIENTSET = `package main

import (
	"context"
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/kubernetes/fake"
	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	ctx := context.Background()
	deps := kubernetes.NewForConfigOrDie(ctrl.GetConfigOrDie()).AppsV1().Deployments("default")
	s, err := deps.GetScale(ctx, "web", metav1.GetOptions{})
	fmt.Println("get:", err, s.Kind == "", s.Name, s.Spec.Replicas, s.Status.Selector)
	s.Spec.Replicas = 4
	u, err := deps.UpdateScale(ctx, "web", s, metav1.UpdateOptions{})
	fmt.Println("update:", err, u.Spec.Replicas, u.ResourceVersion != s.ResourceVersion)
	_, err = deps.GetScale(ctx, "nope", metav1.GetOptions{})
	fmt.Println("missing:", err)
	got, _ := deps.Get(ctx, "web", metav1.GetOptions{})
	fmt.Println("replicas:", *got.Spec.Replicas)

	// the fake clientset's tracker answers the Deployment itself (client-go testing ObjectReaction)
	fc := fake.NewSimpleClientset(&appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"}})
	defer func() { fmt.Println("recovered:", recover()) }()
	_, _ = fc.AppsV1().Deployments("default").GetScale(ctx, "web", metav1.GetOptions{})
}
`;

describe('client-go’s typed clientset GetScale and UpdateScale', () => {
  it('read and write the Deployment’s /scale; the fake clientset has them too', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod('v0.21.0') },
        { name: 'main.go', src: CLIENTSET },
      ],
      objects: [deployment('web')],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      'get: <nil> true web 1 app=web',
      'update: <nil> 4 true',
      'missing: deployments.apps "nope" not found',
      'replicas: 4',
      'recovered: interface conversion: runtime.Object is *v1.Deployment, not *v1.Scale',
    ]);
  });
});

const SCALE_HOOK = `package webhook

import (
	"context"
	"fmt"
	"net/http"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"
)

// +kubebuilder:webhook:path=/validate-apps-v1-deployment-scale,mutating=false,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments/scale,verbs=update,versions=v1,name=vscale.example.com,admissionReviewVersions=v1

// ScaleValidator refuses to scale a Deployment above 5 replicas.
type ScaleValidator struct {
	Decoder admission.Decoder
}

func (v *ScaleValidator) Handle(ctx context.Context, req admission.Request) admission.Response {
	log := logf.FromContext(ctx)
	scale := &autoscalingv1.Scale{}
	if err := v.Decoder.Decode(req, scale); err != nil {
		return admission.Errored(http.StatusBadRequest, err)
	}
	old := &autoscalingv1.Scale{}
	if err := v.Decoder.DecodeRaw(req.OldObject, old); err != nil {
		return admission.Errored(http.StatusBadRequest, err)
	}
	log.Info("scale request", "kind", req.Kind.Kind, "group", req.Kind.Group, "resource", req.Resource.Resource, "subResource", req.SubResource, "from", old.Spec.Replicas, "to", scale.Spec.Replicas, "selector", scale.Status.Selector)
	if scale.Spec.Replicas > 5 {
		return admission.Denied(fmt.Sprintf("%s may not run more than 5 replicas (asked %d)", req.Name, scale.Spec.Replicas))
	}
	return admission.Allowed("")
}
`;

const SCALE_HOOK_MAIN = `package main

import (
	"context"
	"fmt"
	"os"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv1 "k8s.io/api/autoscaling/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/wait"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/webhook"
	"sigs.k8s.io/controller-runtime/pkg/webhook/admission"

	hooks "example.com/scalehook/internal/webhook"
)

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	mgr.GetWebhookServer().Register("/validate-apps-v1-deployment-scale", &webhook.Admission{
		Handler: &hooks.ScaleValidator{Decoder: admission.NewDecoder(scheme)},
	})
	_ = mgr.Add(runnable(func(ctx context.Context) error {
		c := mgr.GetClient()
		var d appsv1.Deployment
		// the sample objects are applied once the webhook server serves
		if err := wait.PollUntilContextCancel(ctx, time.Second, true, func(ctx context.Context) (bool, error) {
			return c.Get(ctx, types.NamespacedName{Namespace: "default", Name: "web"}, &d) == nil, nil
		}); err != nil {
			return err
		}
		for _, n := range []int32{3, 9} {
			s := &autoscalingv1.Scale{}
			if err := c.SubResource("scale").Get(ctx, &d, s); err != nil {
				return err
			}
			s.Spec.Replicas = n
			err := c.SubResource("scale").Update(ctx, &d, client.WithSubResourceBody(s))
			fmt.Println("scale to", n, "->", err)
		}
		return nil
	}))
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
}

type runnable func(context.Context) error

func (f runnable) Start(ctx context.Context) error { return f(ctx) }
`;

describe('a Go validating webhook registered for deployments/scale', () => {
  it('decodes the Scale it is sent (kind autoscaling/v1 Scale, subResource scale) and its denial stops the update', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: gomod('v0.21.0').replace('example.com/scaler', 'example.com/scalehook') },
        { name: 'cmd/main.go', src: SCALE_HOOK_MAIN },
        { name: 'internal/webhook/scale.go', src: SCALE_HOOK },
      ],
      objects: [deployment('web')],
      rbac: 'admin',
    });
    const seen = r.logs
      .filter((l) => l.msg === 'scale request')
      .map((l) =>
        ['kind', 'group', 'subResource', 'from', 'to', 'selector']
          .map((k) => `${k}=${JSON.stringify(l.fields.find(([f]) => f === k)?.[1])}`)
          .join(' '),
      );
    expect(seen).toEqual([
      'kind="Scale" group="autoscaling" subResource="scale" from=1 to=3 selector="app=web"',
      'kind="Scale" group="autoscaling" subResource="scale" from=3 to=9 selector="app=web"',
    ]);
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      'scale to 3 -> <nil>',
      'scale to 9 -> admission webhook "vscale.example.com" denied the request: web may not run more than 5 replicas (asked 9)',
    ]);
  });
});
