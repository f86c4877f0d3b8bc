// The permissions read from the code's calls: no false alarm on any shipped solution or correct
// variant, and a verb the markers lack is found with the call's line even when no scenario reaches it.
import { describe, expect, it } from 'vitest';
import { permissionsUsed, ungrantedUses } from '../../src/grader/static-rbac.ts';
import { codeExerciseIds, load, projectWith, variantsOf } from './helpers.ts';

const CONTROLLER = `package controller

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	labv1 "example.com/lab/api/v1"
)

type AppReconciler struct {
	client.Client
	APIReader client.Reader
}

MARKERS

func (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	app := &labv1.App{}
	if err := r.Get(ctx, req.NamespacedName, app); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if app.Spec.Replicas == 0 {
		var dep appsv1.Deployment
		dep.Name = app.Name
		dep.Namespace = app.Namespace
		return ctrl.Result{}, r.Delete(ctx, &dep)
	}
	var cm corev1.ConfigMap
	if err := r.APIReader.Get(ctx, client.ObjectKey{Namespace: "platform", Name: "tiers"}, &cm); err != nil {
		return ctrl.Result{}, err
	}
	app.Status.Phase = "Ready"
	return ctrl.Result{}, r.Status().Update(ctx, app)
}

func (r *AppReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&labv1.App{}).Owns(&appsv1.Deployment{}).Complete(r)
}
`;

const GROUPVERSION = `package v1

import "k8s.io/apimachinery/pkg/runtime/schema"

var GroupVersion = schema.GroupVersion{Group: "lab.example.com", Version: "v1"}
`;

function project(markerLines: string[]) {
  return [
    { path: 'go.mod', content: 'module example.com/lab\n\ngo 1.23\n' },
    { path: 'api/v1/groupversion_info.go', content: GROUPVERSION },
    {
      path: 'internal/controller/app_controller.go',
      content: CONTROLLER.replace('MARKERS', markerLines.join('\n')),
    },
  ];
}

/** 1-based line of the first line containing `text` in the controller (markers take 4 lines). */
function lineOf(text: string): number {
  return (
    CONTROLLER.replace('MARKERS', ALL.join('\n'))
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1
  );
}

const ALL = [
  '// +kubebuilder:rbac:groups=lab.example.com,resources=apps,verbs=get;list;watch',
  '// +kubebuilder:rbac:groups=lab.example.com,resources=apps/status,verbs=get;update;patch',
  '// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;delete',
  '// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get',
];

describe('permissions read from the code', () => {
  it('names each call: cached reads need list and watch, the APIReader get, Status() the subresource', () => {
    const uses = permissionsUsed(project(ALL)).map((u) => `${u.verb} ${u.group}/${u.resource} @${u.at.line}`);
    expect(uses).toEqual(
      expect.arrayContaining([
        `list lab.example.com/apps @${lineOf('r.Get(ctx, req.NamespacedName')}`,
        `watch lab.example.com/apps @${lineOf('r.Get(ctx, req.NamespacedName')}`,
        `delete apps/deployments @${lineOf('r.Delete(')}`,
        `get /configmaps @${lineOf('r.APIReader.Get(')}`,
        `update lab.example.com/apps/status @${lineOf('r.Status().Update(')}`,
        `list apps/deployments @${lineOf('Owns(')}`,
      ]),
    );
  });

  it('finds nothing missing when the markers grant every verb', () => {
    expect(ungrantedUses(project(ALL))).toEqual([]);
  });

  it('finds a delete no marker grants, at the line of the call the scenario never reached', () => {
    const markers = ALL.map((m) => m.replace('verbs=get;list;watch;delete', 'verbs=get;list;watch'));
    const missing = ungrantedUses(project(markers));
    expect(missing.map((u) => `${u.verb} ${u.resource} @${u.at.line}`)).toEqual([
      `delete deployments @${lineOf('r.Delete(')}`,
    ]);
  });

  it('finds a status update without its apps/status rule, and an uncached get without get', () => {
    const markers = [ALL[0], ALL[2], '// +kubebuilder:rbac:groups="",resources=configmaps,verbs=list;watch'];
    expect(ungrantedUses(project(markers)).map((u) => `${u.verb} ${u.resource}`)).toEqual([
      'get configmaps',
      'update apps/status',
    ]);
  });

  it('a field given the manager’s API reader reads without the cache, whatever its name', () => {
    const files = project(ALL).map((f) =>
      f.path === 'internal/controller/app_controller.go'
        ? {
            ...f,
            content: f.content
              .replaceAll('APIReader', 'Live')
              .replace(
                'return ctrl.NewControllerManagedBy',
                'r.Live = mgr.GetAPIReader()\n\treturn ctrl.NewControllerManagedBy',
              ),
          }
        : f,
    );
    const uses = permissionsUsed(files).filter((u) => u.resource === 'configmaps');
    expect(uses.map((u) => `${u.verb} ${u.via}`)).toEqual(['get r.Live.Get']);
  });

  it('asks nothing for tests: a _test.go file or a package that builds the fake client talks to no API server', () => {
    const testCall = (pkg: string, fake: boolean) => `package ${pkg}

import (
	"context"

	appsv1 "k8s.io/api/apps/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
${fake ? '\t"sigs.k8s.io/controller-runtime/pkg/client/fake"\n' : ''})

func run(ctx context.Context, c client.Client) error {
${fake ? '\tc = fake.NewClientBuilder().Build()\n' : ''}\treturn c.Create(ctx, &appsv1.Deployment{})
}
`;
    const files = [
      ...project(ALL),
      { path: 'internal/controller/app_controller_test.go', content: testCall('controller', false) },
      { path: 'test/unit/main.go', content: testCall('main', true) },
      { path: 'test/unit/helpers.go', content: testCall('main', false) },
    ];
    expect(ungrantedUses(files)).toEqual([]);
    // The same call in the manager's own code does need its rule.
    const inManager = [
      ...project(ALL),
      { path: 'internal/controller/create.go', content: testCall('controller', false) },
    ];
    expect(ungrantedUses(inManager).map((u) => `${u.verb} ${u.resource} ${u.at.file}`)).toEqual([
      'create deployments internal/controller/create.go',
    ]);
  });

  it('asks create as well as patch for a server-side apply, which creates a missing object', () => {
    const applied = `package controller

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func publish(ctx context.Context, c client.Client) error {
	cm := &corev1.ConfigMap{}
	if err := c.Patch(ctx, cm, client.MergeFrom(cm.DeepCopy())); err != nil {
		return err
	}
	return c.Patch(ctx, cm, client.Apply, client.FieldOwner("app"))
}
`;
    const markers = [
      ...ALL.slice(0, 3),
      '// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get;patch',
    ];
    const files = [...project(markers), { path: 'internal/controller/publish.go', content: applied }];
    expect(ungrantedUses(files).map((u) => `${u.verb} ${u.resource} ${u.via} @${u.at.line}`)).toEqual([
      'create configmaps c.Patch (apply) @15',
    ]);
  });

  it('raises no alarm on any shipped solution or correct variant', () => {
    for (const id of codeExerciseIds()) {
      const l = load(id);
      expect(ungrantedUses(l.files('solution')), `${id} solution`).toEqual([]);
      for (const v of variantsOf(id).filter((x) => x.kind === 'pass'))
        expect(ungrantedUses(projectWith(l, v)), `${id}/${v.name}`).toEqual([]);
    }
  });
});
