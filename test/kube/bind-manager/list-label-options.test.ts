// client.List's label options as controller-runtime applies them, through the cache and the API
// reader ([CR] pkg/client/options.go, v0.24.1):
// - MatchingLabels ANDs its labels into a selector set before (HasLabels, another MatchingLabels)
//   instead of replacing it (the same in v0.19 to v0.24);
// - MatchingLabels does not validate its keys (labels.SelectorFromValidatedSet): the cache matches
//   the requirement as it is (pkg/cache/internal/cache_reader.go List → Selector.Matches) and finds
//   nothing, while the API server fails to parse the selector's string ([APIMACHINERY]
//   pkg/labels/selector.go parseOperator: "found '%s', expected: " + binaryOperators);
// - MatchingLabelsSelector{} (nil) selects nothing from v0.22 (labels.Nothing()): the cache returns no
//   item, and the REST client sends Nothing's String(), "", so the API server returns every item.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

describe('List label options', () => {
  const main = mainWith({
    imports: `	"sort"`,
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

func (r *R) both(ctx context.Context, what string, opts ...client.ListOption) {
	var cached, direct corev1.ConfigMapList
	errC := r.List(ctx, &cached, opts...)
	errD := r.reader.List(ctx, &direct, opts...)
	fmt.Printf("%s: cache %v %v | api %v %v\\n", what, names(&cached), errC, names(&direct), errD)
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if req.Name != "trigger" {
		return ctrl.Result{}, nil
	}
	ns := client.InNamespace(req.Namespace)
	r.both(ctx, "has+matching", ns, client.HasLabels{"team"}, client.MatchingLabels{"tier": "web"})
	r.both(ctx, "matching+matching", ns, client.MatchingLabels{"tier": "web"}, client.MatchingLabels{"team": "a"})
	r.both(ctx, "bad key", ns, client.MatchingLabels{"bad key": "x"})
	r.both(ctx, "nil selector", ns, client.MatchingLabelsSelector{})
	return ctrl.Result{}, nil
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Complete(&R{Client: mgr.GetClient(), reader: mgr.GetAPIReader()})`,
  });
  const r = runProject({
    files: project('listlabels', main),
    objects: [
      configMap('default', 'web-a', {}, { tier: 'web', team: 'a' }),
      configMap('default', 'web-b', {}, { tier: 'web', team: 'b' }),
      configMap('default', 'web-noteam', {}, { tier: 'web' }),
      configMap('default', 'db-a', {}, { tier: 'db', team: 'a' }),
      configMap('default', 'trigger'),
    ],
  });

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).not.toContain('fatal error');
  });

  it('MatchingLabels is ANDed with the selector the options before it set', () => {
    expect(r.stdout).toContain('has+matching: cache [web-a web-b] <nil> | api [web-a web-b] <nil>\n');
    expect(r.stdout).toContain('matching+matching: cache [web-a] <nil> | api [web-a] <nil>\n');
  });

  it('an invalid key matches nothing in the cache and is a parse error at the API server', () => {
    expect(r.stdout).toContain(
      "bad key: cache [] <nil> | api [] unable to parse requirement: found 'key', expected: in, notin, =, ==, !=, gt, lt\n",
    );
  });

  it('a nil MatchingLabelsSelector selects nothing in the cache and everything at the API server (envtest: no kube-root-ca.crt)', () => {
    expect(r.stdout).toContain(
      'nil selector: cache [] <nil> | api [db-a trigger web-a web-b web-noteam] <nil>\n',
    );
  });
});
