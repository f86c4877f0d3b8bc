// Helpers real operators reach for, run the way a project runs them (issue 21): a controller whose
// event filter is predicate.LabelSelectorPredicate, whose reconciler is an ObjectReconciler wrapped
// by reconcile.AsReconciler, which watches Secrets through handler.WithLowPriorityWhenUnchanged, lists
// with a labels.Set.AsValidatedSelector / labels.ValidatedSetSelector, scales with
// intstr.GetScaledValueFromIntOrPercent and builds selectors with metav1.AddLabelToSelector /
// CloneSelectorAndAddLabel / SelectorHasLabel. Behaviour read from controller-runtime v0.24.1
// (pkg/predicate, pkg/reconcile, pkg/handler) and apimachinery v0.36.0 (pkg/labels/selector.go,
// pkg/util/intstr/intstr.go, pkg/apis/meta/v1/labels.go).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { runMain } from '../gopkg/helpers.ts';
import { find } from './helpers.ts';

const gomod = (minor: number) => `module example.com/scaler

go 1.26.0

require (
	k8s.io/api v0.${minor + 12}.0
	k8s.io/apimachinery v0.${minor + 12}.0
	k8s.io/client-go v0.${minor + 12}.0
	sigs.k8s.io/controller-runtime v0.${minor}.0
)
`;

const main = `package main

import (
	"context"
	"fmt"
	"os"
	"strconv"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
	"sigs.k8s.io/controller-runtime/pkg/reconcile"
)

var scheme = runtime.NewScheme()

func init() {
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
}

// BudgetReconciler writes, for each ConfigMap of team=web, how many of its "replicas" may be
// unavailable ("maxUnavailable", an int or a percentage) and how many Secrets the team has.
type BudgetReconciler struct {
	client.Client
}

// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch

func (r *BudgetReconciler) Reconcile(ctx context.Context, cm *corev1.ConfigMap) (reconcile.Result, error) {
	log := logf.FromContext(ctx)
	replicas, _ := strconv.Atoi(cm.Data["replicas"])
	budget := intstr.Parse(cm.Data["maxUnavailable"])
	n, err := intstr.GetScaledValueFromIntOrPercent(&budget, replicas, false)
	if err != nil {
		return reconcile.Result{}, reconcile.TerminalError(err)
	}
	sel, err := labels.Set{"team": cm.Labels["team"]}.AsValidatedSelector()
	if err != nil {
		return reconcile.Result{}, err
	}
	var secrets corev1.SecretList
	if err := r.List(ctx, &secrets, client.InNamespace(cm.Namespace), client.MatchingLabelsSelector{Selector: sel}); err != nil {
		return reconcile.Result{}, err
	}
	var exact corev1.SecretList
	if err := r.List(ctx, &exact, client.MatchingLabelsSelector{Selector: labels.ValidatedSetSelector{"team": "web", "tier": "db"}}); err != nil {
		return reconcile.Result{}, err
	}
	patch := client.MergeFrom(cm.DeepCopy())
	cm.Data["unavailable"] = strconv.Itoa(n)
	cm.Data["secrets"] = fmt.Sprintf("%d/%d", len(secrets.Items), len(exact.Items))
	log.Info("budget", "replicas", replicas, "maxUnavailable", budget.String(), "unavailable", n)
	return reconcile.Result{}, r.Patch(ctx, cm, patch)
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	team := &metav1.LabelSelector{}
	if !metav1.SelectorHasLabel(team, "team") {
		metav1.AddLabelToSelector(team, "team", "web")
	}
	withTier := metav1.CloneSelectorAndAddLabel(team, "tier", "db")
	ctrl.Log.Info("selectors", "team", metav1.FormatLabelSelector(team), "withTier", metav1.FormatLabelSelector(withTier))
	onlyWeb, err := predicate.LabelSelectorPredicate(*team)
	if err != nil {
		os.Exit(1)
	}
	secretToConfigMaps := handler.EnqueueRequestsFromMapFunc(func(ctx context.Context, o client.Object) []reconcile.Request {
		return []reconcile.Request{{NamespacedName: types.NamespacedName{Namespace: o.GetNamespace(), Name: "budget"}}}
	})
	err = ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}, builderPredicates(onlyWeb)).
		Watches(&corev1.Secret{}, handler.WithLowPriorityWhenUnchanged(secretToConfigMaps)).
		Complete(reconcile.AsReconciler(mgr.GetClient(), &BudgetReconciler{Client: mgr.GetClient()}))
	if err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

// The builder's WithPredicates lives in pkg/builder; kept in its own file as projects do.
const builderFile = `package main

import (
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
)

func builderPredicates(p predicate.Predicate) builder.Predicates {
	return builder.WithPredicates(p)
}
`;

const files = (minor: number) => [
  { name: 'go.mod', src: gomod(minor) },
  { name: 'cmd/main.go', src: main },
  { name: 'cmd/predicates.go', src: builderFile },
];

const cm = (name: string, team: string, data: Record<string, string>) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: 'default', labels: { team } },
  data,
});
const secret = (name: string, labels: Record<string, string>) => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name, namespace: 'default', labels },
});

describe('a controller built from selector predicates, AsReconciler and scaled int-or-percent', () => {
  const r = runProject({
    files: files(24),
    objects: [
      cm('budget', 'web', { replicas: '10', maxUnavailable: '25%' }),
      cm('other', 'api', { replicas: '10', maxUnavailable: '3' }),
      secret('web-a', { team: 'web' }),
      secret('web-db', { team: 'web', tier: 'db' }),
      secret('api-a', { team: 'api' }),
    ],
    virtualTimeLimitMs: 5_000,
  });

  it('reaches the end state: only the team=web ConfigMap is reconciled, 25% of 10 rounded down', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
    expect(find(r, 'ConfigMap', 'default', 'budget')?.data).toEqual({
      replicas: '10',
      maxUnavailable: '25%',
      unavailable: '2',
      secrets: '2/1',
    });
    expect(find(r, 'ConfigMap', 'default', 'other')?.data).toEqual({ replicas: '10', maxUnavailable: '3' });
  });

  it('logs the selectors as FormatLabelSelector writes them', () => {
    const l = r.logs.find((x) => x.msg === 'selectors');
    expect(l?.fields).toEqual([
      ['team', 'team=web'],
      ['withTier', 'team=web,tier=db'],
    ]);
  });

  it('v0.19 has no WithLowPriorityWhenUnchanged', () => {
    const f = files(19);
    const out = runProject({ files: f });
    expect(out.stage).toBe('compile');
    const src = f[1].src.split('\n');
    const line = src.findIndex((l) => l.includes('handler.WithLowPriorityWhenUnchanged')) + 1;
    const col = src[line - 1].indexOf('handler.WithLowPriorityWhenUnchanged') + 'handler.'.length + 1;
    expect(out.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.msg}`)).toEqual([
      `cmd/main.go:${line}:${col}: undefined: handler.WithLowPriorityWhenUnchanged`,
    ]);
  });
});

describe('the helpers print what the real packages return', () => {
  const r = runMain(`package main

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/intstr"
	"sigs.k8s.io/controller-runtime/pkg/event"
	"sigs.k8s.io/controller-runtime/pkg/handler"
	"sigs.k8s.io/controller-runtime/pkg/predicate"
)

func main() {
	p, err := predicate.LabelSelectorPredicate(metav1.LabelSelector{MatchLabels: map[string]string{"app": "web"}})
	web := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Labels: map[string]string{"app": "web"}}}
	fmt.Println(err, p.Create(event.CreateEvent{Object: web}), p.Create(event.CreateEvent{Object: &corev1.ConfigMap{}}))
	_, err = predicate.LabelSelectorPredicate(metav1.LabelSelector{MatchExpressions: []metav1.LabelSelectorRequirement{{Key: "x", Operator: "Bad"}}})
	fmt.Println(err)
	s, err := labels.Set{"b": "2", "a": "1"}.AsValidatedSelector()
	fmt.Println(s, err)
	_, err = labels.Set{"a b": "1"}.AsValidatedSelector()
	fmt.Println(err)
	v := labels.ValidatedSetSelector{"z": "1", "a": "2"}
	fmt.Println(v.String(), v.Matches(labels.Set{"z": "1", "a": "2", "q": "3"}), v.Empty(), v.DeepCopySelector())
	reqs, ok := v.Requirements()
	fmt.Println(len(reqs), ok, v.Add(reqs[0]).String(), labels.ValidatedSetSelector{}.Empty())
	sel := &metav1.LabelSelector{}
	fmt.Println(metav1.SelectorHasLabel(sel, "k"), metav1.AddLabelToSelector(sel, "", "x") == sel)
	metav1.AddLabelToSelector(sel, "k", "v")
	c := metav1.CloneSelectorAndAddLabel(sel, "h", "1")
	fmt.Println(metav1.SelectorHasLabel(sel, "k"), sel.MatchLabels, c.MatchLabels)
	for _, x := range []intstr.IntOrString{intstr.FromString("25%"), intstr.FromInt32(3), intstr.FromString("25"), intstr.FromString("x%")} {
		up, err1 := intstr.GetScaledValueFromIntOrPercent(&x, 10, true)
		down, _ := intstr.GetScaledValueFromIntOrPercent(&x, 10, false)
		old, err2 := intstr.GetValueFromIntOrPercent(&x, 10, false)
		fmt.Println(up, down, err1, old, err2)
	}
	_, err = intstr.GetScaledValueFromIntOrPercent(nil, 10, false)
	fmt.Println(err, handler.LowPriority)
}
`);

  it('prints', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '<nil> true false',
        '"Bad" is not a valid label selector operator',
        'a=1,b=2 <nil>',
        `key: Invalid value: "a b": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')`,
        'a=2,z=1 true false a=2,z=1',
        '2 true a=2,a=2,z=1 true',
        'false true',
        'true map[k:v] map[h:1 k:v]',
        '3 2 <nil> 2 <nil>',
        '3 3 <nil> 3 <nil>',
        '0 0 invalid value for IntOrString: invalid type: string is not a percentage 2 <nil>',
        `0 0 invalid value for IntOrString: invalid value "x%": strconv.Atoi: parsing "x": invalid syntax 0 invalid value for IntOrString: invalid value "x%": strconv.Atoi: parsing "x": invalid syntax`,
        'nil value for IntOrString -100',
        '',
      ].join('\n'),
    );
  });
});
