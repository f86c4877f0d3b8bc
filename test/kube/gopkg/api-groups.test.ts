// k8s.io/api networking/v1, rbac/v1, policy/v1 and autoscaling/v2: an operator that owns an Ingress,
// a NetworkPolicy, a PodDisruptionBudget, an HPA or a Role and RoleBinding for its tenants builds
// as with the real modules (these packages did not exist: `package k8s.io/api/networking/v1 is not in
// std`), the client-go scheme knows their kinds, and the objects round-trip through the server.
import { expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { phases } from './helpers.ts';

const src = `package main

import (
	"context"
	"fmt"

	autoscalingv2 "k8s.io/api/autoscaling/v2"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
)

func main() {
	testEnv := &envtest.Environment{}
	cfg, err := testEnv.Start()
	if err != nil {
		panic(err)
	}
	defer testEnv.Stop()
	c, err := client.New(cfg, client.Options{Scheme: clientgoscheme.Scheme})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	meta := metav1.ObjectMeta{Name: "web", Namespace: "default"}
	sel := &metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}}

	pathType := networkingv1.PathTypePrefix
	ing := &networkingv1.Ingress{ObjectMeta: meta, Spec: networkingv1.IngressSpec{
		IngressClassName: ptr.To("nginx"),
		Rules: []networkingv1.IngressRule{{Host: "web.example.com", IngressRuleValue: networkingv1.IngressRuleValue{
			HTTP: &networkingv1.HTTPIngressRuleValue{Paths: []networkingv1.HTTPIngressPath{{
				Path: "/", PathType: &pathType,
				Backend: networkingv1.IngressBackend{Service: &networkingv1.IngressServiceBackend{
					Name: "web", Port: networkingv1.ServiceBackendPort{Number: 80},
				}},
			}}},
		}}},
	}}
	fmt.Println("ingress", c.Create(ctx, ing))
	np := &networkingv1.NetworkPolicy{ObjectMeta: meta, Spec: networkingv1.NetworkPolicySpec{
		PodSelector: *sel,
		PolicyTypes: []networkingv1.PolicyType{networkingv1.PolicyTypeIngress},
	}}
	fmt.Println("networkpolicy", c.Create(ctx, np))
	pdb := &policyv1.PodDisruptionBudget{ObjectMeta: meta, Spec: policyv1.PodDisruptionBudgetSpec{
		MinAvailable: ptr.To(intstr.FromInt32(1)), Selector: sel,
	}}
	fmt.Println("pdb", c.Create(ctx, pdb))
	hpa := &autoscalingv2.HorizontalPodAutoscaler{ObjectMeta: meta, Spec: autoscalingv2.HorizontalPodAutoscalerSpec{
		ScaleTargetRef: autoscalingv2.CrossVersionObjectReference{APIVersion: "apps/v1", Kind: "Deployment", Name: "web"},
		MinReplicas:    ptr.To[int32](2), MaxReplicas: 5,
		Metrics: []autoscalingv2.MetricSpec{{Type: autoscalingv2.ResourceMetricSourceType, Resource: &autoscalingv2.ResourceMetricSource{
			Name: "cpu", Target: autoscalingv2.MetricTarget{Type: autoscalingv2.UtilizationMetricType, AverageUtilization: ptr.To[int32](80)},
		}}},
	}}
	fmt.Println("hpa", c.Create(ctx, hpa))
	role := &rbacv1.Role{ObjectMeta: meta, Rules: []rbacv1.PolicyRule{{
		APIGroups: []string{""}, Resources: []string{"configmaps"}, Verbs: []string{"get", "list"},
	}}}
	fmt.Println("role", c.Create(ctx, role))
	rb := &rbacv1.RoleBinding{ObjectMeta: meta,
		RoleRef:  rbacv1.RoleRef{APIGroup: rbacv1.GroupName, Kind: "Role", Name: "web"},
		Subjects: []rbacv1.Subject{{Kind: rbacv1.ServiceAccountKind, Name: "web", Namespace: "default"}},
	}
	fmt.Println("rolebinding", c.Create(ctx, rb))

	var gotIng networkingv1.Ingress
	fmt.Println(c.Get(ctx, client.ObjectKeyFromObject(ing), &gotIng), *gotIng.Spec.IngressClassName,
		*gotIng.Spec.Rules[0].HTTP.Paths[0].PathType, gotIng.Spec.Rules[0].HTTP.Paths[0].Backend.Service.Port.Number)
	var gotHpa autoscalingv2.HorizontalPodAutoscaler
	fmt.Println(c.Get(ctx, client.ObjectKeyFromObject(hpa), &gotHpa), gotHpa.Spec.MaxReplicas,
		*gotHpa.Spec.Metrics[0].Resource.Target.AverageUtilization)
	var rbs rbacv1.RoleBindingList
	fmt.Println(c.List(ctx, &rbs, client.InNamespace("default")), len(rbs.Items), rbs.Items[0].RoleRef.APIGroup)
	for _, o := range []client.Object{pdb, hpa, np, role} {
		gvk, err := apiutil.GVKForObject(o, clientgoscheme.Scheme)
		fmt.Println(gvk, err)
	}
}
`;

it('builds and round-trips Ingress, NetworkPolicy, PodDisruptionBudget, HPA and RBAC objects', () => {
  const env = newKubeEnv();
  const r = withKubeEnv(env, () => runGo({ files: [{ name: 'main.go', src }], phases, clock: env.goClock }));
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'ingress <nil>',
      'networkpolicy <nil>',
      'pdb <nil>',
      'hpa <nil>',
      'role <nil>',
      'rolebinding <nil>',
      '<nil> nginx Prefix 80',
      '<nil> 5 80',
      '<nil> 1 rbac.authorization.k8s.io',
      'policy/v1, Kind=PodDisruptionBudget <nil>',
      'autoscaling/v2, Kind=HorizontalPodAutoscaler <nil>',
      'networking.k8s.io/v1, Kind=NetworkPolicy <nil>',
      'rbac.authorization.k8s.io/v1, Kind=Role <nil>',
      '',
    ].join('\n'),
  );
});
