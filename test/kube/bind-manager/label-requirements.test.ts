// Set-based label selectors built in Go as reconcilers write them: labels.NewRequirement with the
// k8s.io/apimachinery/pkg/selection operators, labels.NewSelector().Add, passed to List through
// client.MatchingLabelsSelector; client.HasLabels; and NewRequirement's validation errors
// (apimachinery pkg/labels/selector.go).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

describe('labels.NewRequirement and selection operators', () => {
  const main = mainWith({
    imports: `	"sort"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/selection"`,
    decls: `${CONFIGMAP_RBAC}

type R struct {
	client.Client
	reader client.Reader
}

func names(l *corev1.ConfigMapList) []string {
	out := []string{}
	for _, cm := range l.Items {
		out = append(out, cm.Name)
	}
	sort.Strings(out)
	return out
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if req.Name != "trigger" {
		return ctrl.Result{}, nil
	}
	tier, err := labels.NewRequirement("tier", selection.In, []string{"web", "api"})
	if err != nil {
		return ctrl.Result{}, err
	}
	env, _ := labels.NewRequirement("env", selection.NotEquals, []string{"dev"})
	team, _ := labels.NewRequirement("team", selection.Exists, nil)
	legacy, _ := labels.NewRequirement("legacy", selection.DoesNotExist, nil)
	sel := labels.NewSelector().Add(*tier, *env, *team, *legacy)
	fmt.Println("selector:", sel.String())

	var cached corev1.ConfigMapList
	if err := r.List(ctx, &cached, client.InNamespace(req.Namespace), client.MatchingLabelsSelector{Selector: sel}); err != nil {
		return ctrl.Result{}, err
	}
	fmt.Println("cached:", names(&cached))
	var direct corev1.ConfigMapList
	if err := r.reader.List(ctx, &direct, client.InNamespace(req.Namespace), client.MatchingLabelsSelector{Selector: sel}); err != nil {
		return ctrl.Result{}, err
	}
	fmt.Println("direct:", names(&direct))
	var withTeam corev1.ConfigMapList
	if err := r.List(ctx, &withTeam, client.InNamespace(req.Namespace), client.HasLabels{"team"}); err != nil {
		return ctrl.Result{}, err
	}
	fmt.Println("has team:", names(&withTeam))
	fmt.Println("matches:", sel.Matches(labels.Set{"tier": "web", "team": "a"}), sel.Matches(labels.Set{"tier": "db", "team": "a"}))
	big, _ := labels.NewRequirement("replicas", selection.GreaterThan, []string{"2"})
	fmt.Println("gt:", big.String(), big.Matches(labels.Set{"replicas": "3"}), big.Matches(labels.Set{"replicas": "1"}))

	ls, err := metav1.LabelSelectorAsSelector(&metav1.LabelSelector{
		MatchLabels:      map[string]string{"team": "a"},
		MatchExpressions: []metav1.LabelSelectorRequirement{{Key: "env", Operator: metav1.LabelSelectorOpNotIn, Values: []string{"dev", "qa"}}},
	})
	var fromAPI corev1.ConfigMapList
	if err := r.List(ctx, &fromAPI, client.InNamespace(req.Namespace), client.MatchingLabelsSelector{Selector: ls}); err != nil {
		return ctrl.Result{}, err
	}
	fmt.Println("metav1 selector:", ls.String(), err, names(&fromAPI))
	meta := metav1.ObjectMeta{}
	metav1.SetMetaDataLabel(&meta, "tier", "web")
	fmt.Println("helpers:", metav1.HasLabel(meta, "tier"), labels.FormatLabels(labels.Merge(meta.Labels, labels.Set{"team": "a"})), labels.Equals(labels.Set{"a": "1"}, labels.Set{"a": "1"}))
	_ = ctrl.CreateOrPatch

	_, err = labels.NewRequirement("Bad Key!", selection.Exists, nil)
	fmt.Println("bad key:", err)
	_, err = labels.NewRequirement("tier", selection.Equals, []string{"a", "b"})
	fmt.Println("two values:", err)
	_, err = labels.NewRequirement("tier", selection.Operator("like"), []string{"a"})
	fmt.Println("operator:", err)
	return ctrl.Result{}, nil
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Complete(&R{Client: mgr.GetClient(), reader: mgr.GetAPIReader()})`,
  });
  const r = runProject({
    files: project('labelreq', main),
    objects: [
      configMap('default', 'web-a', {}, { tier: 'web', team: 'a' }),
      configMap('default', 'api-b', {}, { tier: 'api', team: 'b', env: 'prod' }),
      configMap('default', 'web-dev', {}, { tier: 'web', team: 'a', env: 'dev' }),
      configMap('default', 'web-legacy', {}, { tier: 'web', team: 'a', legacy: 'yes' }),
      configMap('default', 'web-noteam', {}, { tier: 'web' }),
      configMap('default', 'db', {}, { tier: 'db', team: 'c' }),
      configMap('default', 'trigger'),
    ],
  });

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
  });

  it('prints the selector as the API server parses it: sorted by key, values sorted', () => {
    expect(r.stdout).toContain('selector: env!=dev,!legacy,team,tier in (api,web)\n');
  });

  it('the cache and the API server select the same objects', () => {
    expect(r.stdout).toContain('cached: [api-b web-a]\n');
    expect(r.stdout).toContain('direct: [api-b web-a]\n');
    expect(r.stdout).toContain('has team: [api-b db web-a web-dev web-legacy]\n');
    expect(r.stdout).toContain('matches: true false\n');
    expect(r.stdout).toContain('gt: replicas>2 true false\n');
    expect(r.stdout).toContain('metav1 selector: env notin (dev,qa),team=a <nil> [web-a web-legacy]\n');
    expect(r.stdout).toContain('helpers: true team=a,tier=web true\n');
  });

  it('NewRequirement validates the key, the values and the operator', () => {
    expect(r.stdout).toContain(
      `bad key: key: Invalid value: "Bad Key!": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')\n`,
    );
    expect(r.stdout).toMatch(
      /two values: values: Invalid value: .*: exact-match compatibility requires one single value\n/,
    );
    expect(r.stdout).toContain(
      'operator: operator: Unsupported value: "like": supported values: "in", "notin", "=", "==", "!=", "gt", "lt", "exists", "!"\n',
    );
  });
});
