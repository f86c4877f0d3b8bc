// metav1.PartialObjectMetadata / PartialObjectMetadataList through the client and the cache, as
// controller-runtime v0.24 reads them: the GVK comes from the object (SetGroupVersionKind), an
// empty one is apiutil.GVKForObject's missing-kind error; a direct Get restores the GVK
// (metadata_client.go), a direct List sets the list's kind to the item kind (its TrimSuffix quirk)
// and its items are meta.k8s.io/v1 PartialObjectMetadata (the API server's as=PartialObjectMetadataList);
// cached reads come from a metadata-only informer, separate from the typed one, and carry the
// kind's GVK (cache_reader.go); labels.Parse with the real parser's messages.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

describe('PartialObjectMetadata through the client and the cache', () => {
  const main = mainWith({
    imports: `	"sort"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"`,
    decls: `${CONFIGMAP_RBAC}

type R struct {
	client.Client
	reader client.Reader
}

func names(l *metav1.PartialObjectMetadataList) []string {
	out := []string{}
	for _, m := range l.Items {
		out = append(out, m.Namespace+"/"+m.Name)
	}
	sort.Strings(out)
	return out
}

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	if req.Name != "trigger" {
		return ctrl.Result{}, nil
	}
	key := client.ObjectKey{Namespace: "default", Name: "web"}
	cached := &metav1.PartialObjectMetadata{}
	cached.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"})
	err := r.Get(ctx, key, cached)
	fmt.Println("cached get:", err, cached.Name, cached.Labels["tier"], cached.APIVersion, cached.Kind, cached.ResourceVersion != "")

	direct := &metav1.PartialObjectMetadata{}
	direct.SetGroupVersionKind(corev1.SchemeGroupVersion.WithKind("ConfigMap"))
	err = r.reader.Get(ctx, key, direct)
	fmt.Println("direct get:", err, direct.Name, direct.APIVersion, direct.Kind)

	list := &metav1.PartialObjectMetadataList{}
	list.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMapList"})
	err = r.List(ctx, list, client.InNamespace("default"), client.MatchingLabels{"tier": "web"})
	fmt.Println("cached list:", err, names(list), list.Kind, list.Items[0].APIVersion, list.Items[0].Kind)

	dl := &metav1.PartialObjectMetadataList{}
	dl.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMapList"})
	err = r.reader.List(ctx, dl, client.InNamespace("default"), client.MatchingLabels{"tier": "web"})
	fmt.Println("direct list:", err, names(dl), dl.Kind, dl.Items[0].APIVersion, dl.Items[0].Kind)

	err = r.Get(ctx, key, &metav1.PartialObjectMetadata{})
	fmt.Println("no kind:", err)
	noVersion := &metav1.PartialObjectMetadata{}
	noVersion.Kind = "ConfigMap"
	fmt.Println("no version:", r.Get(ctx, key, noVersion))
	widget := &metav1.PartialObjectMetadata{}
	widget.SetGroupVersionKind(schema.GroupVersionKind{Group: "example.com", Version: "v1", Kind: "Widget"})
	fmt.Println("unknown kind:", r.Get(ctx, key, widget))
	missing := &metav1.PartialObjectMetadata{}
	missing.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"})
	fmt.Println("not found:", r.Get(ctx, client.ObjectKey{Namespace: "default", Name: "nope"}, missing))

	sel, err := labels.Parse("tier in (web, api), !legacy, team")
	fmt.Println("parse:", sel, err)
	var parsed metav1.PartialObjectMetadataList
	parsed.SetGroupVersionKind(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMapList"})
	_ = r.List(ctx, &parsed, client.InNamespace("default"), client.MatchingLabelsSelector{Selector: sel})
	fmt.Println("parsed list:", names(&parsed))
	for _, bad := range []string{"tier in web", "tier=", "x,", "a b", "tier notin (a", "Bad Key!=x", "x=a b"} {
		_, err := labels.Parse(bad)
		fmt.Printf("parse %q: %v\\n", bad, err)
	}
	return ctrl.Result{}, nil
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Complete(&R{Client: mgr.GetClient(), reader: mgr.GetAPIReader()})`,
  });
  const r = runProject({
    files: project('partial', main),
    objects: [
      configMap('default', 'web', { big: 'x'.repeat(100) }, { tier: 'web', team: 'a' }),
      configMap('default', 'api', {}, { tier: 'api', team: 'b', legacy: 'yes' }),
      configMap('default', 'web-2', {}, { tier: 'web' }),
      configMap('default', 'trigger'),
    ],
  });

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
  });

  it('Get: the cache and the API reader fill the metadata and keep the GVK', () => {
    expect(r.stdout).toContain('cached get: <nil> web web v1 ConfigMap true\n');
    expect(r.stdout).toContain('direct get: <nil> web v1 ConfigMap\n');
  });

  it('List: cached items carry the kind; a direct list is named after the item kind, its items PartialObjectMetadata', () => {
    expect(r.stdout).toContain('cached list: <nil> [default/web default/web-2] ConfigMapList v1 ConfigMap\n');
    expect(r.stdout).toContain(
      'direct list: <nil> [default/web default/web-2] ConfigMap meta.k8s.io/v1 PartialObjectMetadata\n',
    );
  });

  it('the errors of apiutil.GVKForObject, the RESTMapper and the cache', () => {
    expect(r.stdout).toContain("no kind: Object 'Kind' is missing in 'unstructured object has no kind'\n");
    expect(r.stdout).toContain(
      "no version: Object 'apiVersion' is missing in 'unstructured object has no version'\n",
    );
    expect(r.stdout).toContain('unknown kind: no matches for kind "Widget" in version "example.com/v1"\n');
    expect(r.stdout).toContain('not found: ConfigMap "nope" not found\n');
  });

  it('a metadata-only informer runs beside the typed one (two list+watch of configmaps)', () => {
    const lists = r.trace.filter(
      (e) => e.kind === 'api' && e.resource === 'configmaps' && e.verb === 'list' && e.clientPath === 'cache',
    );
    expect(lists.length).toBe(2);
  });

  it('labels.Parse: the selector and the parser messages', () => {
    expect(r.stdout).toContain('parse: !legacy,team,tier in (api,web) <nil>\n');
    expect(r.stdout).toContain('parsed list: [default/web]\n');
    expect(r.stdout).toContain(
      `parse "tier in web": unable to parse requirement: found 'web' expected: '('\n`,
    );
    expect(r.stdout).toContain(`parse "tier=": <nil>\n`);
    expect(r.stdout).toContain(`parse "x,": found '', expected: identifier after ','\n`);
    expect(r.stdout).toContain(
      `parse "a b": unable to parse requirement: found 'b', expected: in, notin, =, ==, !=, gt, lt\n`,
    );
    expect(r.stdout).toContain(
      `parse "tier notin (a": unable to parse requirement: found '', expected: ',' or ')'\n`,
    );
    expect(r.stdout).toContain(
      `parse "Bad Key!=x": unable to parse requirement: found 'Key', expected: in, notin, =, ==, !=, gt, lt\n`,
    );
    expect(r.stdout).toContain(`parse "x=a b": found 'b', expected: ',' or 'end of string'\n`);
  });
});

describe('builder.OnlyMetadata: a metadata-only watch', () => {
  const main = mainWith({
    imports: `	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/controller-runtime/pkg/builder"
	"sigs.k8s.io/controller-runtime/pkg/handler"`,
    decls: `${CONFIGMAP_RBAC}

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	m := &metav1.PartialObjectMetadata{}
	m.SetGroupVersionKind(corev1.SchemeGroupVersion.WithKind("ConfigMap"))
	if err := r.Get(ctx, req.NamespacedName, m); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	fmt.Println("reconcile:", m.Name, m.Labels["tier"])
	return ctrl.Result{}, nil
}`,
    setup: `	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}, builder.OnlyMetadata).
		Watches(&corev1.Secret{}, handler.EnqueueRequestsFromMapFunc(func(ctx context.Context, o client.Object) []reconcile.Request {
			fmt.Printf("secret event: %T %s\\n", o, o.GetName())
			return nil
		}), builder.OnlyMetadata).
		Complete(&R{Client: mgr.GetClient()})`,
  });
  const r = runProject({
    files: project('onlymeta', main),
    objects: [
      configMap('default', 'web', { big: 'x' }, { tier: 'web' }),
      { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'token', namespace: 'default' } },
    ],
  });

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
  });

  it('the handler receives *v1.PartialObjectMetadata; the reconciler reads from the same metadata informer', () => {
    expect(r.stdout).toContain('secret event: *v1.PartialObjectMetadata token\n');
    expect(r.stdout).toContain('reconcile: web web\n');
    const lists = r.trace.filter(
      (e) => e.kind === 'api' && e.resource === 'configmaps' && e.verb === 'list' && e.clientPath === 'cache',
    );
    expect(lists.length).toBe(1);
  });
});
