// k8s.io/api storage/v1, admissionregistration/v1, autoscaling/v1, events/v1 and discovery/v1, with
// their typed clients (cs.StorageV1(), cs.AdmissionregistrationV1(), cs.AutoscalingV1(),
// cs.EventsV1(), cs.DiscoveryV1()) and typed fakes: an operator that picks the default
// StorageClass, injects its CA bundle into its webhook configuration or lists a Service's
// EndpointSlices did not build (`package k8s.io/api/storage/v1 is not in std`, and then
// `cs.StorageV1 undefined`).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GO_MOD = `module example.com/groups

go 1.26.0

require (
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
	sigs.k8s.io/controller-runtime v0.24.0
)
`;

const CLUSTER = `package main

import (
	"context"
	"fmt"

	admissionregistrationv1 "k8s.io/api/admissionregistration/v1"
	corev1 "k8s.io/api/core/v1"
	discoveryv1 "k8s.io/api/discovery/v1"
	storagev1 "k8s.io/api/storage/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/kubernetes"
	"k8s.io/utils/ptr"
	ctrl "sigs.k8s.io/controller-runtime"
)

const defaultClassAnnotation = "storageclass.kubernetes.io/is-default-class"

func defaultStorageClass(ctx context.Context, cs kubernetes.Interface) (string, error) {
	classes, err := cs.StorageV1().StorageClasses().List(ctx, metav1.ListOptions{})
	if err != nil {
		return "", err
	}
	for _, sc := range classes.Items {
		if sc.Annotations[defaultClassAnnotation] == "true" {
			return sc.Name, nil
		}
	}
	return "", fmt.Errorf("no default StorageClass among %d", len(classes.Items))
}

func main() {
	ctx := context.Background()
	cs := kubernetes.NewForConfigOrDie(ctrl.GetConfigOrDie())

	_, err := defaultStorageClass(ctx, cs)
	fmt.Println(err)
	for _, name := range []string{"standard", "fast"} {
		sc := &storagev1.StorageClass{
			ObjectMeta:           metav1.ObjectMeta{Name: name},
			Provisioner:          "ebs.csi.aws.com",
			ReclaimPolicy:        ptr.To(corev1.PersistentVolumeReclaimRetain),
			VolumeBindingMode:    ptr.To(storagev1.VolumeBindingWaitForFirstConsumer),
			AllowVolumeExpansion: ptr.To(true),
			Parameters:           map[string]string{"type": "gp3"},
		}
		if name == "fast" {
			sc.Annotations = map[string]string{defaultClassAnnotation: "true"}
		}
		got, err := cs.StorageV1().StorageClasses().Create(ctx, sc, metav1.CreateOptions{})
		fmt.Println(got.Name, got.Namespace == "", got.Provisioner, *got.ReclaimPolicy, *got.VolumeBindingMode, got.Parameters["type"], err)
	}
	fmt.Println(defaultStorageClass(ctx, cs))
	_, err = cs.StorageV1().StorageClasses().Get(ctx, "slow", metav1.GetOptions{})
	fmt.Println(err)

	vwc := &admissionregistrationv1.ValidatingWebhookConfiguration{
		ObjectMeta: metav1.ObjectMeta{Name: "guard"},
		Webhooks: []admissionregistrationv1.ValidatingWebhook{{
			Name:                    "vguard.example.com",
			AdmissionReviewVersions: []string{"v1"},
			SideEffects:             ptr.To(admissionregistrationv1.SideEffectClassNone),
			FailurePolicy:           ptr.To(admissionregistrationv1.Fail),
			ClientConfig: admissionregistrationv1.WebhookClientConfig{
				Service: &admissionregistrationv1.ServiceReference{Namespace: "default", Name: "guard", Path: ptr.To("/validate")},
			},
			Rules: []admissionregistrationv1.RuleWithOperations{{
				Operations: []admissionregistrationv1.OperationType{admissionregistrationv1.Create},
				Rule:       admissionregistrationv1.Rule{APIGroups: []string{"apps"}, APIVersions: []string{"v1"}, Resources: []string{"deployments"}},
			}},
		}},
	}
	_, err = cs.AdmissionregistrationV1().ValidatingWebhookConfigurations().Create(ctx, vwc, metav1.CreateOptions{})
	fmt.Println(err)
	cur, err := cs.AdmissionregistrationV1().ValidatingWebhookConfigurations().Get(ctx, "guard", metav1.GetOptions{})
	fmt.Println(len(cur.Webhooks[0].ClientConfig.CABundle), *cur.Webhooks[0].FailurePolicy, err)
	for i := range cur.Webhooks {
		cur.Webhooks[i].ClientConfig.CABundle = []byte("-----BEGIN CERTIFICATE-----")
	}
	upd, err := cs.AdmissionregistrationV1().ValidatingWebhookConfigurations().Update(ctx, cur, metav1.UpdateOptions{})
	fmt.Println(string(upd.Webhooks[0].ClientConfig.CABundle), err)

	port := int32(8080)
	slice := &discoveryv1.EndpointSlice{
		ObjectMeta: metav1.ObjectMeta{Name: "web-abc", Labels: map[string]string{
			discoveryv1.LabelServiceName: "web", discoveryv1.LabelManagedBy: "ctrl.example.com",
		}},
		AddressType: discoveryv1.AddressTypeIPv4,
		Endpoints: []discoveryv1.Endpoint{{
			Addresses:  []string{"10.0.0.7"},
			Conditions: discoveryv1.EndpointConditions{Ready: ptr.To(true)},
		}},
		Ports: []discoveryv1.EndpointPort{{Name: ptr.To("http"), Port: &port, Protocol: ptr.To(corev1.ProtocolTCP)}},
	}
	_, err = cs.DiscoveryV1().EndpointSlices("default").Create(ctx, slice, metav1.CreateOptions{})
	fmt.Println(err)
	slices, err := cs.DiscoveryV1().EndpointSlices("default").List(ctx, metav1.ListOptions{LabelSelector: discoveryv1.LabelServiceName + "=web"})
	for _, s := range slices.Items {
		fmt.Println(s.Name, s.AddressType, s.Endpoints[0].Addresses, *s.Endpoints[0].Conditions.Ready, *s.Ports[0].Port, s.Generation, err)
	}
	patch := []byte(\`{"endpoints":[{"addresses":["10.0.0.8"],"conditions":{"ready":false}}]}\`)
	p, err := cs.DiscoveryV1().EndpointSlices("default").Patch(ctx, "web-abc", types.MergePatchType, patch, metav1.PatchOptions{})
	fmt.Println(p.Endpoints[0].Addresses, *p.Endpoints[0].Conditions.Ready, p.Generation, err)
}
`;

const FAKE = `package main

import (
	"context"
	"fmt"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	corev1 "k8s.io/api/core/v1"
	eventsv1 "k8s.io/api/events/v1"
	storagev1 "k8s.io/api/storage/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
)

func scaleTarget(ctx context.Context, cs kubernetes.Interface, ns, name string) (string, int32, error) {
	hpa, err := cs.AutoscalingV1().HorizontalPodAutoscalers(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return "", 0, err
	}
	return hpa.Spec.ScaleTargetRef.Kind + "/" + hpa.Spec.ScaleTargetRef.Name, hpa.Spec.MaxReplicas, nil
}

func main() {
	ctx := context.Background()
	hpa := &autoscalingv1.HorizontalPodAutoscaler{
		ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default"},
		Spec: autoscalingv1.HorizontalPodAutoscalerSpec{
			ScaleTargetRef:                 autoscalingv1.CrossVersionObjectReference{APIVersion: "apps/v1", Kind: "Deployment", Name: "web"},
			MinReplicas:                    ptr.To[int32](1),
			MaxReplicas:                    4,
			TargetCPUUtilizationPercentage: ptr.To[int32](70),
		},
	}
	sc := &storagev1.StorageClass{ObjectMeta: metav1.ObjectMeta{Name: "standard"}, Provisioner: "rancher.io/local-path"}
	cs := fake.NewSimpleClientset(hpa, sc)
	fmt.Println(scaleTarget(ctx, cs, "default", "web"))
	fmt.Println(scaleTarget(ctx, cs, "default", "api"))

	ev := &eventsv1.Event{
		ObjectMeta:          metav1.ObjectMeta{Name: "web.1", Namespace: "default"},
		Regarding:           corev1.ObjectReference{Kind: "Deployment", Name: "web", Namespace: "default"},
		Reason:              "Scaled",
		Note:                "scaled to 3",
		Type:                corev1.EventTypeNormal,
		ReportingController: "example.com/scaler",
		Action:              "Scale",
	}
	_, err := cs.EventsV1().Events("default").Create(ctx, ev, metav1.CreateOptions{})
	fmt.Println(err)
	evs, err := cs.EventsV1().Events("default").List(ctx, metav1.ListOptions{})
	fmt.Println(len(evs.Items), evs.Items[0].Regarding.Name, evs.Items[0].Note, err)
	classes, err := cs.StorageV1().StorageClasses().List(ctx, metav1.ListOptions{})
	fmt.Println(len(classes.Items), classes.Items[0].Provisioner, err)
	for _, a := range cs.Actions() {
		fmt.Println(a.GetVerb(), a.GetResource().String(), a.GetNamespace())
	}
	fmt.Printf("%T %T %T\\n", cs.EventsV1(), cs.StorageV1().StorageClasses(), cs.AutoscalingV1().HorizontalPodAutoscalers("default"))

	gvk, err := apiutil.GVKForObject(&autoscalingv1.Scale{}, scheme.Scheme)
	fmt.Println(gvk, err)
	gvk, err = apiutil.GVKForObject(ev, scheme.Scheme)
	fmt.Println(gvk, err)
}
`;

// client-go's own tests and many controllers' reach the group fake through its package:
// cs.CoreV1().(*fakecorev1.FakeCoreV1) (the typed fakes were only in kubernetes/fake, so this import
// failed with the go command's "missing go.sum entry").
const TYPED_FAKE = `package main

import (
	"context"
	"errors"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes/fake"
	fakecorev1 "k8s.io/client-go/kubernetes/typed/core/v1/fake"
	fakestoragev1 "k8s.io/client-go/kubernetes/typed/storage/v1/fake"
	k8stesting "k8s.io/client-go/testing"
)

func main() {
	cs := fake.NewSimpleClientset()
	fakeCore, ok := cs.CoreV1().(*fakecorev1.FakeCoreV1)
	fmt.Println(ok)
	fakeCore.PrependReactor("create", "pods", func(action k8stesting.Action) (bool, runtime.Object, error) {
		return true, nil, errors.New("quota exhausted")
	})
	_, err := cs.CoreV1().Pods("default").Create(context.Background(), &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "p"}}, metav1.CreateOptions{})
	fmt.Println(err)
	st := &fakestoragev1.FakeStorageV1{Fake: &cs.Fake}
	_, err = st.StorageClasses().Get(context.Background(), "standard", metav1.GetOptions{})
	fmt.Println(err, len(cs.Actions()))
	fmt.Printf("%T %v\\n", st.RESTClient(), fakeCore.RESTClient() == nil)
}
`;

describe('k8s.io/api storage, admissionregistration, autoscaling/v1, events and discovery', () => {
  it('a client-go program reads and writes StorageClasses, webhook configurations and EndpointSlices', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: CLUSTER },
      ],
      objects: [],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'no default StorageClass among 0',
        'standard true ebs.csi.aws.com Retain WaitForFirstConsumer gp3 <nil>',
        'fast true ebs.csi.aws.com Retain WaitForFirstConsumer gp3 <nil>',
        'fast <nil>',
        'storageclasses.storage.k8s.io "slow" not found',
        '<nil>',
        '0 Fail <nil>',
        '-----BEGIN CERTIFICATE----- <nil>',
        '<nil>',
        // EndpointSlice's strategy counts generations from 1 and bumps on any change but metadata
        'web-abc IPv4 [10.0.0.7] true 8080 1 <nil>',
        '[10.0.0.8] false 2 <nil>',
        '',
      ].join('\n'),
    );
  });

  it('the fake clientset serves the new groups', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: FAKE },
      ],
      objects: [],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'Deployment/web 4 <nil>',
        ' 0 horizontalpodautoscalers.autoscaling "api" not found',
        '<nil>',
        '1 web scaled to 3 <nil>',
        '1 rancher.io/local-path <nil>',
        'get autoscaling/v1, Resource=horizontalpodautoscalers default',
        'get autoscaling/v1, Resource=horizontalpodautoscalers default',
        'create events.k8s.io/v1, Resource=events default',
        'list events.k8s.io/v1, Resource=events default',
        'list storage.k8s.io/v1, Resource=storageclasses ',
        '*fake.FakeEventsV1 *fake.fakeStorageClasses *fake.fakeHorizontalPodAutoscalers',
        'autoscaling/v1, Kind=Scale <nil>',
        'events.k8s.io/v1, Kind=Event <nil>',
        '',
      ].join('\n'),
    );
  });

  it('the typed fakes have their own packages, as client-go has them', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: TYPED_FAKE },
      ],
      objects: [],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'true',
        'quota exhausted',
        'storageclasses.storage.k8s.io "standard" not found 2',
        '*rest.RESTClient false',
        '',
      ].join('\n'),
    );
  });
});
