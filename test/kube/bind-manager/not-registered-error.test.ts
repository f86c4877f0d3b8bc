// A type or kind the scheme does not know is runtime's *notRegisteredErr, which
// runtime.IsNotRegisteredError recognises, wherever it comes from: Scheme.ObjectKinds and New,
// apiutil.GVKForObject, controllerutil's owner helpers and the client ([AM] pkg/runtime/error.go:
// "no kind is registered for the type %v in scheme %q", "no kind %q is registered for version %q in
// scheme %q"). Before, these were plain errors and IsNotRegisteredError did not compile.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { CONFIGMAP_RBAC, configMap, mainWith, project } from './helpers.ts';

describe('runtime.IsNotRegisteredError', () => {
  const main = mainWith({
    imports: `	appsv1 "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"`,
    decls: `${CONFIGMAP_RBAC}

type R struct{ client.Client }

func (r *R) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	return ctrl.Result{}, nil
}

func show(what string, err error) {
	fmt.Printf("%s: %v %v\\n", what, runtime.IsNotRegisteredError(err), err)
}`,
    setup: `	empty := runtime.NewScheme()
	_, _, err := empty.ObjectKinds(&corev1.ConfigMap{})
	show("ObjectKinds", err)
	_, err = empty.New(schema.GroupVersionKind{Group: "apps", Version: "v1", Kind: "Deployment"})
	show("New", err)
	_, err = apiutil.GVKForObject(&appsv1.Deployment{}, empty)
	show("GVKForObject", err)
	owner := &appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "default", UID: "u1"}}
	err = controllerutil.SetControllerReference(owner, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "default"}}, empty)
	show("SetControllerReference", err)
	c, err := client.New(mgr.GetConfig(), client.Options{Scheme: empty})
	if err != nil {
		return err
	}
	err = c.Get(context.Background(), client.ObjectKey{Namespace: "default", Name: "trigger"}, &corev1.ConfigMap{})
	show("client.Get", err)
	show("plain", errors.New("no kind is registered"))
	return ctrl.NewControllerManagedBy(mgr).
		For(&corev1.ConfigMap{}).
		Complete(&R{Client: mgr.GetClient()})`,
  });
  const r = runProject({ files: project('notregistered', main), objects: [configMap('default', 'trigger')] });
  const scheme = String.raw`in scheme "/home/gopher/app/main\.go:\d+"`;

  it('compiles and runs', () => {
    expect(r.diagnostics).toEqual([]);
  });

  it('every path gives the recognisable error with its real text', () => {
    expect(r.stdout).toMatch(
      new RegExp(`ObjectKinds: true no kind is registered for the type v1.ConfigMap ${scheme}\\n`),
    );
    expect(r.stdout).toMatch(
      new RegExp(`New: true no kind "Deployment" is registered for version "apps/v1" ${scheme}\\n`),
    );
    expect(r.stdout).toMatch(
      new RegExp(`GVKForObject: true no kind is registered for the type v1.Deployment ${scheme}\\n`),
    );
    expect(r.stdout).toMatch(
      new RegExp(
        `SetControllerReference: true no kind is registered for the type v1.Deployment ${scheme}\\n`,
      ),
    );
    expect(r.stdout).toMatch(
      new RegExp(`client.Get: true no kind is registered for the type v1.ConfigMap ${scheme}\\n`),
    );
    expect(r.stdout).toContain('plain: false no kind is registered\n');
  });
});
