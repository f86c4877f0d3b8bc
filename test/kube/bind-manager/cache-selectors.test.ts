// cache.Options selectors as controller-runtime v0.24 resolves them (pkg/cache/cache.go defaultOpts):
// DefaultLabelSelector / DefaultFieldSelector, ByObject{Label, Field, Namespaces} and a namespace's
// Config. The informers list and watch with those selectors, so a cached read sees only matching
// objects (a filtered-out object is NotFound, as in a real cluster), while the API reader sees all;
// an object relabelled out of the selector leaves the cache; the AllNamespaces key does not serve
// the namespaces that have their own entry twice.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, namespace, project } from './helpers.ts';

const decls = (body: string) => `${CONFIGMAP_RBAC}

type R struct {
	client.Client
	reader client.Reader
}

var _ = fields.Everything

func names(l *corev1.ConfigMapList) []string {
	out := []string{}
	for _, cm := range l.Items {
		out = append(out, cm.Namespace+"/"+cm.Name)
	}
	sort.Strings(out)
	return out
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	fmt.Println("reconcile:", req.NamespacedName)
	if req.Name != "trigger" {
		return ctrl.Result{}, nil
	}
${body}
	return ctrl.Result{}, nil
}`;

const imports = `	"sort"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"sigs.k8s.io/controller-runtime/pkg/cache"`;

const listBoth = `	var cached, direct corev1.ConfigMapList
	if err := r.List(ctx, &cached); err != nil {
		return ctrl.Result{}, err
	}
	if err := r.reader.List(ctx, &direct); err != nil {
		return ctrl.Result{}, err
	}
	fmt.Println("cached:", names(&cached))
	fmt.Println("direct:", names(&direct))`;

const setup = `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Complete(&R{Client: mgr.GetClient(), reader: mgr.GetAPIReader()})`;

const lab = (n: string, ns = 'default', labels: Record<string, string> = { managed: 'yes' }) =>
  configMap(ns, n, {}, labels);

describe('DefaultLabelSelector', () => {
  const r = runProject({
    files: project(
      'dlabel',
      mainWith({
        imports,
        decls: decls(`${listBoth}
	var other corev1.ConfigMap
	err := r.Get(ctx, client.ObjectKey{Namespace: "default", Name: "unmanaged"}, &other)
	fmt.Println("cached get:", err)
	err = r.reader.Get(ctx, client.ObjectKey{Namespace: "default", Name: "unmanaged"}, &other)
	fmt.Println("direct get:", err)
	var some corev1.ConfigMapList
	_ = r.List(ctx, &some, client.MatchingLabels{"tier": "web"})
	fmt.Println("cached tier=web:", names(&some))`),
        setup,
        managerOptions: `, Cache: cache.Options{DefaultLabelSelector: labels.SelectorFromSet(labels.Set{"managed": "yes"})}`,
      }),
    ),
    objects: [
      lab('trigger'),
      lab('web', 'default', { managed: 'yes', tier: 'web' }),
      configMap('default', 'unmanaged', {}, { tier: 'web' }),
      configMap('default', 'plain'),
    ],
  });

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
  });

  it('the cache holds only matching objects; the API reader sees every one', () => {
    expect(r.stdout).toContain('cached: [default/trigger default/web]\n');
    expect(r.stdout).toContain('direct: [default/plain default/trigger default/unmanaged default/web]\n');
    expect(r.stdout).toContain('cached tier=web: [default/web]\n');
  });

  it('a cached Get of a filtered-out object is NotFound, as in a real cluster', () => {
    expect(r.stdout).toContain('cached get: ConfigMap "unmanaged" not found\n');
    expect(r.stdout).toContain('direct get: <nil>\n');
  });

  it('only matching objects reach the controller', () => {
    expect(r.stdout).not.toContain('reconcile: default/unmanaged');
    expect(r.stdout).toContain('reconcile: default/web\n');
  });

  it('the informer lists and watches with the selector', () => {
    const lists = r.trace.filter(
      (e) => e.kind === 'api' && e.resource === 'configmaps' && e.verb === 'list' && e.clientPath === 'cache',
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const e of lists) expect(e.kind === 'api' && e.details?.labelSelector).toBe('managed=yes');
  });
});

describe('ByObject Label and Field override the defaults; a nil one is defaulted', () => {
  const r = runProject({
    files: project(
      'byobject',
      mainWith({
        imports,
        decls: decls(`${listBoth}
	var secrets corev1.SecretList
	if err := r.List(ctx, &secrets); err != nil {
		return ctrl.Result{}, err
	}
	ss := []string{}
	for _, s := range secrets.Items {
		ss = append(ss, s.Namespace+"/"+s.Name)
	}
	sort.Strings(ss)
	fmt.Println("secrets:", ss)`),
        setup,
        managerOptions: `, Cache: cache.Options{
		DefaultLabelSelector: labels.SelectorFromSet(labels.Set{"managed": "yes"}),
		ByObject: map[client.Object]cache.ByObject{
			&corev1.ConfigMap{}: {Label: labels.Everything(), Field: fields.OneTermNotEqualSelector("metadata.name", "plain")},
		},
	}`,
      }),
    ),
    objects: [
      lab('trigger'),
      configMap('default', 'unmanaged', {}, { tier: 'web' }),
      configMap('default', 'plain'),
      {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'kept', namespace: 'default', labels: { managed: 'yes' } },
      },
      { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'other', namespace: 'default' } },
    ],
  });

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
  });

  it('ConfigMaps: labels.Everything() stops the default label selector; the field selector applies', () => {
    expect(r.stdout).toContain('cached: [default/trigger default/unmanaged]\n');
  });

  it('Secrets (no ByObject entry) get DefaultLabelSelector', () => {
    expect(r.stdout).toContain('secrets: [default/kept]\n');
  });
});

describe('Namespaces with their own Config, and the AllNamespaces key', () => {
  const r = runProject({
    files: project(
      'nsconfig',
      mainWith({
        imports,
        decls: decls(listBoth),
        setup,
        managerOptions: `, Cache: cache.Options{
		DefaultNamespaces: map[string]cache.Config{
			"team-a":           {LabelSelector: labels.SelectorFromSet(labels.Set{"team": "a"})},
			cache.AllNamespaces: {},
		},
		DefaultLabelSelector: labels.SelectorFromSet(labels.Set{"managed": "yes"}),
	}`,
      }),
    ),
    objects: [
      namespace('team-a'),
      namespace('team-b'),
      lab('trigger'),
      configMap('team-a', 'a-team', {}, { team: 'a' }),
      configMap('team-a', 'a-managed', {}, { managed: 'yes' }),
      configMap('team-b', 'b-managed', {}, { managed: 'yes' }),
      configMap('team-b', 'b-team', {}, { team: 'a' }),
    ],
  });

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
  });

  it('team-a uses its own selector, the other namespaces the default; nothing is listed twice', () => {
    expect(r.stdout).toContain('cached: [default/trigger team-a/a-team team-b/b-managed]\n');
  });

  it('the AllNamespaces informer excludes team-a with a field selector', () => {
    const lists = r.trace.filter(
      (e) => e.kind === 'api' && e.resource === 'configmaps' && e.verb === 'list' && e.clientPath === 'cache',
    );
    const details = lists.map((e) => (e.kind === 'api' ? e.details : undefined));
    expect(details).toContainEqual({
      fieldSelector: 'metadata.namespace!=team-a',
      labelSelector: 'managed=yes',
    });
    expect(details).toContainEqual({ labelSelector: 'team=a' });
  });
});

describe('an object relabelled out of the selector leaves the cache', () => {
  const r = runProject({
    files: project(
      'relabel',
      mainWith({
        imports,
        decls: decls(`	var cm corev1.ConfigMap
	if err := r.reader.Get(ctx, client.ObjectKey{Namespace: "default", Name: "leaving"}, &cm); err != nil {
		return ctrl.Result{}, err
	}
	if cm.Labels["managed"] == "yes" {
		cm.Labels["managed"] = "no"
		if err := r.Update(ctx, &cm); err != nil {
			return ctrl.Result{}, err
		}
		return ctrl.Result{RequeueAfter: time.Second}, nil
	}
	err := r.Get(ctx, client.ObjectKeyFromObject(&cm), &cm)
	fmt.Println("after relabel:", err)`),
        setup,
        managerOptions: `, Cache: cache.Options{DefaultLabelSelector: labels.SelectorFromSet(labels.Set{"managed": "yes"})}`,
      }),
    ),
    objects: [lab('trigger'), lab('leaving')],
  });

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
  });

  it('the watch delivers the change as a deletion; the cached Get is NotFound', () => {
    expect(r.stdout).toContain('after relabel: ConfigMap "leaving" not found\n');
  });
});
