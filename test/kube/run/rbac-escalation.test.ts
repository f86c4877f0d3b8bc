// RBAC escalation prevention ([K8S] pkg/registry/rbac/*/policybased/storage.go,
// pkg/registry/rbac/validation/rule.go ConfirmNoEscalation): an operator that creates a Role for
// its workload and binds it must itself hold every rule of that Role (or `escalate` on roles,
// `bind` on the role). With the Role's rules missing from its +kubebuilder:rbac markers the server
// refuses the Role with 403 and the missing rules as CompactString lines; the RoleBinding to a role
// it does not hold is refused the same way; with the rules (or bind) granted both succeed. The
// simulated server accepted them all.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

function controller(markers: string): string {
  return `package controller

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

${markers}

type ConfigMapReconciler struct {
	client.Client
}

func (r *ConfigMapReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	role := &rbacv1.Role{
		ObjectMeta: metav1.ObjectMeta{Name: "reader", Namespace: req.Namespace},
		Rules: []rbacv1.PolicyRule{
			{APIGroups: []string{""}, Resources: []string{"configmaps"}, Verbs: []string{"get", "list"}},
			{APIGroups: []string{"apps"}, Resources: []string{"deployments", "deployments/scale"}, Verbs: []string{"get"}},
		},
	}
	fmt.Println("role:", r.Create(ctx, role))
	rb := &rbacv1.RoleBinding{
		ObjectMeta: metav1.ObjectMeta{Name: "reader", Namespace: req.Namespace},
		RoleRef:    rbacv1.RoleRef{APIGroup: rbacv1.GroupName, Kind: "Role", Name: "reader"},
		Subjects:   []rbacv1.Subject{{Kind: rbacv1.ServiceAccountKind, Name: "default", Namespace: req.Namespace}},
	}
	fmt.Println("binding:", r.Create(ctx, rb))
	return ctrl.Result{}, nil
}

func (r *ConfigMapReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&corev1.ConfigMap{}).Named("configmap").Complete(r)
}
`;
}

const MAIN = `package main

import (
	"os"

	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"

	"example.com/esc/internal/controller"
)

func main() {
	scheme := runtime.NewScheme()
	_ = clientgoscheme.AddToScheme(scheme)
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	if err := (&controller.ConfigMapReconciler{Client: mgr.GetClient()}).SetupWithManager(mgr); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

function run(markers: string) {
  return runProject({
    files: [
      {
        name: 'go.mod',
        src: 'module example.com/esc\n\ngo 1.23.0\n\nrequire sigs.k8s.io/controller-runtime v0.20.4\n',
      },
      { name: 'cmd/main.go', src: MAIN },
      { name: 'internal/controller/configmap_controller.go', src: controller(markers) },
    ],
    objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'app', namespace: 'default' } }],
  });
}

const BASE = `// +kubebuilder:rbac:groups="",resources=configmaps,verbs=list;watch
// +kubebuilder:rbac:groups=rbac.authorization.k8s.io,resources=roles;rolebindings,verbs=create`;

const USER =
  'user "system:serviceaccount:esc-system:esc-controller-manager" (groups=["system:serviceaccounts" "system:serviceaccounts:esc-system" "system:authenticated"])';

describe('RBAC escalation prevention', () => {
  it('refuses a Role and a RoleBinding granting rules the manager does not hold', () => {
    const r = run(BASE);
    expect(r.exitCode).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(
      `role: roles.rbac.authorization.k8s.io "reader" is forbidden: ${USER} is attempting to grant RBAC permissions not currently held:`,
    );
    expect(lines.slice(1, 4)).toEqual([
      '{APIGroups:[""], Resources:["configmaps"], Verbs:["get"]}',
      '{APIGroups:["apps"], Resources:["deployments"], Verbs:["get"]}',
      '{APIGroups:["apps"], Resources:["deployments/scale"], Verbs:["get"]}',
    ]);
    // the Role does not exist, so its rules cannot be resolved
    expect(lines[4]).toBe(
      'binding: rolebindings.rbac.authorization.k8s.io "reader" is forbidden: roles.rbac.authorization.k8s.io "reader" not found',
    );
  });

  it('accepts them when the manager holds the rules', () => {
    const r = run(
      `${BASE}\n// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get\n// +kubebuilder:rbac:groups=apps,resources=deployments;deployments/scale,verbs=get`,
    );
    expect(r.stdout).toBe('role: <nil>\nbinding: <nil>\n');
  });

  it('accepts them without the rules when the manager may escalate roles and bind them', () => {
    const r = run(
      `${BASE}\n// +kubebuilder:rbac:groups=rbac.authorization.k8s.io,resources=roles,verbs=escalate;bind`,
    );
    expect(r.stdout).toBe('role: <nil>\nbinding: <nil>\n');
  });
});
