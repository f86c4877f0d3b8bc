// A trimmed operator project in the shape of operator-sdk's monitoring sample (memcached-operator
// with monitoring/alerts.go), on prometheus-operator's published API types
// (github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring v0.59.0): a reconciler
// gives every Service labelled for metrics a ServiceMonitor it owns, and the namespace a
// PrometheusRule. Without the CRDs the writes fail as on a cluster where prometheus-operator is not
// installed (`no matches for kind "ServiceMonitor" in version "monitoring.coreos.com/v1"`, a
// meta.NoKindMatchError); with them the objects are stored with the real types' json names,
// including what encoding/json writes for a struct field that omitempty cannot omit
// (Endpoint.bearerTokenSecret, a core/v1 SecretKeySelector: `{"key":""}`).

import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find } from './helpers.ts';

const GO_MOD = `module github.com/example/svcmon-operator

go 1.24.0

require (
\tgithub.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring v0.59.0
\tk8s.io/api v0.33.0
\tk8s.io/apimachinery v0.33.0
\tk8s.io/client-go v0.33.0
\tsigs.k8s.io/controller-runtime v0.21.0
)
`;

const ALERTS = `package monitoring

import (
	monitoringv1 "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

const RuleName = "svcmon-operator-rules"

// NewPrometheusRule creates the operator's PrometheusRule in namespace.
func NewPrometheusRule(namespace string) *monitoringv1.PrometheusRule {
	return &monitoringv1.PrometheusRule{
		TypeMeta: metav1.TypeMeta{
			APIVersion: monitoringv1.SchemeGroupVersion.String(),
			Kind:       monitoringv1.PrometheusRuleKind,
		},
		ObjectMeta: metav1.ObjectMeta{Name: RuleName, Namespace: namespace},
		Spec: monitoringv1.PrometheusRuleSpec{
			Groups: []monitoringv1.RuleGroup{{
				Name: "svcmon.rules",
				Rules: []monitoringv1.Rule{
					{
						Alert: "ServiceScrapeDown",
						Expr:  intstr.FromString("up{job=~\\"svcmon-.*\\"} == 0"),
						For:   "5m",
						Labels: map[string]string{"severity": "warning"},
						Annotations: map[string]string{
							"summary": "A monitored Service is not scraped",
						},
					},
					{Record: "svcmon:up:sum", Expr: intstr.FromString("sum(up)")},
				},
			}},
		},
	}
}
`;

const CONTROLLER = `package controller

import (
	"context"
	"fmt"

	monitoringv1 "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"

	"github.com/example/svcmon-operator/monitoring"
)

// +kubebuilder:rbac:groups="",resources=services,verbs=get;list;watch
// +kubebuilder:rbac:groups=monitoring.coreos.com,resources=servicemonitors;prometheusrules,verbs=get;list;watch;create;update;patch;delete

type ServiceReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func (r *ServiceReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := ctrl.LoggerFrom(ctx)
	var svc corev1.Service
	if err := r.Get(ctx, req.NamespacedName, &svc); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if svc.Labels["svcmon.example.com/scrape"] != "true" {
		return ctrl.Result{}, nil
	}

	rule := &monitoringv1.PrometheusRule{}
	err := r.Get(ctx, types.NamespacedName{Name: monitoring.RuleName, Namespace: svc.Namespace}, rule)
	if apierrors.IsNotFound(err) {
		err = r.Create(ctx, monitoring.NewPrometheusRule(svc.Namespace))
	}
	if err != nil {
		fmt.Printf("rule: %v (no match: %t)\\n", err, meta.IsNoMatchError(err))
		return ctrl.Result{}, err
	}

	sm := &monitoringv1.ServiceMonitor{ObjectMeta: metav1.ObjectMeta{Name: svc.Name, Namespace: svc.Namespace}}
	op, err := controllerutil.CreateOrUpdate(ctx, r.Client, sm, func() error {
		sm.Labels = map[string]string{"release": "prometheus"}
		sm.Spec.Selector = metav1.LabelSelector{MatchLabels: svc.Spec.Selector}
		sm.Spec.NamespaceSelector = monitoringv1.NamespaceSelector{MatchNames: []string{svc.Namespace}}
		sm.Spec.Endpoints = []monitoringv1.Endpoint{{Port: "metrics", Interval: "30s", Scheme: "https"}}
		return controllerutil.SetControllerReference(&svc, sm, r.Scheme)
	})
	if err != nil {
		fmt.Printf("servicemonitor: %v\\n", err)
		return ctrl.Result{}, err
	}
	log.Info("ServiceMonitor", "name", sm.Name, "operation", op)
	return ctrl.Result{}, nil
}

func (r *ServiceReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&corev1.Service{}).Complete(r)
}
`;

const MAIN = `package main

import (
	"os"

	monitoringv1 "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	"github.com/example/svcmon-operator/internal/controller"
)

var scheme = runtime.NewScheme()

func init() {
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(monitoringv1.AddToScheme(scheme))
}

func main() {
	ctrl.SetLogger(zap.New())
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	if err := (&controller.ServiceReconciler{Client: mgr.GetClient(), Scheme: mgr.GetScheme()}).SetupWithManager(mgr); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

const files = [
  { name: 'go.mod', src: GO_MOD },
  { name: 'cmd/main.go', src: MAIN },
  { name: 'internal/controller/service_controller.go', src: CONTROLLER },
  { name: 'monitoring/alerts.go', src: ALERTS },
];

/** A prometheus-operator CRD: its names and scope, the schema reduced to what a test needs. */
function crd(kind: string, plural: string, short: string): KubeObject {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.monitoring.coreos.com` },
    spec: {
      group: 'monitoring.coreos.com',
      names: {
        kind,
        listKind: `${kind}List`,
        plural,
        singular: kind.toLowerCase(),
        shortNames: [short],
        categories: ['prometheus-operator'],
      },
      scope: 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              required: ['spec'],
              properties: {
                apiVersion: { type: 'string' },
                kind: { type: 'string' },
                metadata: { type: 'object' },
                spec: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
              },
            },
          },
        },
      ],
    },
  };
}

const CRDS = [
  crd('ServiceMonitor', 'servicemonitors', 'smon'),
  crd('PrometheusRule', 'prometheusrules', 'promrule'),
];

const SERVICE: KubeObject = {
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: 'checkout', namespace: 'shop', labels: { 'svcmon.example.com/scrape': 'true' } },
  spec: { selector: { app: 'checkout' }, ports: [{ name: 'metrics', port: 8443 }] },
};
const NAMESPACE: KubeObject = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'shop' } };

describe("prometheus-operator's monitoring/v1 types (v0.59.0) in a trimmed operator project", () => {
  it('without the CRDs, writing a PrometheusRule fails with no matches for kind', () => {
    const r = runProject({ files, objects: [NAMESPACE, SERVICE], virtualTimeLimitMs: 60_000 });
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    expect(lines.length).toBeGreaterThan(1);
    expect(new Set(lines)).toEqual(
      new Set([
        'rule: no matches for kind "PrometheusRule" in version "monitoring.coreos.com/v1" (no match: true)',
      ]),
    );
    const errors = r.logs.filter((l) => l.msg === 'Reconciler error');
    expect(errors[0].error).toBe(
      'no matches for kind "PrometheusRule" in version "monitoring.coreos.com/v1"',
    );
    expect(r.objects.some((o) => o.kind === 'ServiceMonitor' || o.kind === 'PrometheusRule')).toBe(false);
  }, 120_000);

  it('with the CRDs installed, stores the ServiceMonitor and the PrometheusRule as the Go types write them', () => {
    const r = runProject({ files, objects: [...CRDS, NAMESPACE, SERVICE], virtualTimeLimitMs: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('');
    expect(r.exitCode).toBe(0);
    const sm = find(r, 'ServiceMonitor', 'shop', 'checkout')!;
    expect(sm.spec).toEqual({
      endpoints: [{ bearerTokenSecret: { key: '' }, interval: '30s', port: 'metrics', scheme: 'https' }],
      namespaceSelector: { matchNames: ['shop'] },
      selector: { matchLabels: { app: 'checkout' } },
    });
    expect((sm.metadata as JsonObject).ownerReferences).toEqual([
      expect.objectContaining({ apiVersion: 'v1', kind: 'Service', name: 'checkout', controller: true }),
    ]);
    const rule = find(r, 'PrometheusRule', 'shop', 'svcmon-operator-rules')!;
    expect(rule.spec).toEqual({
      groups: [
        {
          name: 'svcmon.rules',
          rules: [
            {
              alert: 'ServiceScrapeDown',
              expr: 'up{job=~"svcmon-.*"} == 0',
              for: '5m',
              labels: { severity: 'warning' },
              annotations: { summary: 'A monitored Service is not scraped' },
            },
            { record: 'svcmon:up:sum', expr: 'sum(up)' },
          ],
        },
      ],
    });
    const ops = r.logs
      .filter((l) => l.msg === 'ServiceMonitor')
      .map((l) => l.fields.find(([k]) => k === 'operation')?.[1]);
    expect(ops).toEqual(['created']);
  }, 120_000);
});
