// controller-gen's output for projects shaped like the kubebuilder tutorials (getting-started
// Memcached, CronJob). The expected manifests are what controller-tools' rules produce for these
// sources (pkg/crd, pkg/rbac, pkg/webhook); they agree with the generated files of the kubebuilder
// book's testdata projects for the same markers.
import { describe, expect, it } from 'vitest';
import { generateManifests } from '../../../src/kube/markers/index.ts';

const goMod = { name: 'go.mod', src: 'module example.com/memcached-operator\n\ngo 1.26.0\n' };

const groupVersion = {
  name: 'api/v1alpha1/groupversion_info.go',
  src: `// Package v1alpha1 contains API Schema definitions for the cache v1alpha1 API group.
// +kubebuilder:object:generate=true
// +groupName=cache.example.com
package v1alpha1

import (
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

var (
	GroupVersion = schema.GroupVersion{Group: "cache.example.com", Version: "v1alpha1"}
	SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}
	AddToScheme = SchemeBuilder.AddToScheme
)
`,
};

const memcachedTypes = {
  name: 'api/v1alpha1/memcached_types.go',
  src: `package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// MemcachedSpec defines the desired state of Memcached
type MemcachedSpec struct {
	// Fields added here need json tags.
	// Run "make" to regenerate code after changing this file.

	// size is how many Memcached instances to run
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=3
	// +kubebuilder:validation:ExclusiveMaximum=false
	// +optional
	Size *int32 \`json:"size,omitempty"\`
}

// MemcachedStatus defines the observed state of Memcached.
type MemcachedStatus struct {
	// conditions of the Memcached resource.
	//
	// The status of each condition is one of True, False, or Unknown.
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition \`json:"conditions,omitempty"\`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// Memcached is the Schema for the memcacheds API
type Memcached struct {
	metav1.TypeMeta \`json:",inline"\`

	// metadata is a standard object metadata
	// +optional
	metav1.ObjectMeta \`json:"metadata,omitzero"\`

	// spec defines the desired state of Memcached
	// +required
	Spec MemcachedSpec \`json:"spec"\`

	// status defines the observed state of Memcached
	// +optional
	Status MemcachedStatus \`json:"status,omitzero"\`
}

// +kubebuilder:object:root=true

// MemcachedList contains a list of Memcached
type MemcachedList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitzero"\`
	Items           []Memcached \`json:"items"\`
}
`,
};

const memcachedController = {
  name: 'internal/controller/memcached_controller.go',
  src: `package controller

import (
	"context"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// MemcachedReconciler reconciles a Memcached object
type MemcachedReconciler struct {
	client.Client
}

// +kubebuilder:rbac:groups=cache.example.com,resources=memcacheds,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=cache.example.com,resources=memcacheds/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=cache.example.com,resources=memcacheds/finalizers,verbs=update
// +kubebuilder:rbac:groups=events.k8s.io,resources=events,verbs=create;patch
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=core,resources=pods,verbs=get;list;watch

// Reconcile moves the cluster towards the desired state.
func (r *MemcachedReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	// +kubebuilder:rbac:groups=ignored.example.com,resources=insidebody,verbs=get
	return ctrl.Result{}, nil
}
`,
};

const conditionItems = {
  description: 'Condition contains details for one aspect of the current state of this API Resource.',
  properties: {
    lastTransitionTime: {
      description:
        'lastTransitionTime is the last time the condition transitioned from one status to another.\nThis should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable.',
      format: 'date-time',
      type: 'string',
    },
    message: {
      description:
        'message is a human readable message indicating details about the transition.\nThis may be an empty string.',
      maxLength: 32768,
      type: 'string',
    },
    observedGeneration: {
      description:
        'observedGeneration represents the .metadata.generation that the condition was set based upon.\nFor instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date\nwith respect to the current state of the instance.',
      format: 'int64',
      minimum: 0,
      type: 'integer',
    },
    reason: {
      description:
        "reason contains a programmatic identifier indicating the reason for the condition's last transition.\nProducers of specific condition types may define expected values and meanings for this field,\nand whether the values are considered a guaranteed API.\nThe value should be a CamelCase string.\nThis field may not be empty.",
      maxLength: 1024,
      minLength: 1,
      pattern: '^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$',
      type: 'string',
    },
    status: {
      description: 'status of the condition, one of True, False, Unknown.',
      enum: ['True', 'False', 'Unknown'],
      type: 'string',
    },
    type: {
      description: 'type of condition in CamelCase or in foo.example.com/CamelCase.',
      maxLength: 316,
      pattern:
        '^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$',
      type: 'string',
    },
  },
  required: ['lastTransitionTime', 'message', 'reason', 'status', 'type'],
  type: 'object',
};

describe('getting-started Memcached project', () => {
  const m = generateManifests([goMod, groupVersion, memcachedTypes, memcachedController]);

  it('has no diagnostics', () => {
    expect(m.diagnostics).toEqual([]);
  });

  it('generates the CRD controller-gen writes to config/crd/bases/cache.example.com_memcacheds.yaml', () => {
    expect(m.crds).toHaveLength(1);
    expect(m.crds[0]).toEqual({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: {
        annotations: { 'controller-gen.kubebuilder.io/version': 'v0.21.0' },
        name: 'memcacheds.cache.example.com',
      },
      spec: {
        group: 'cache.example.com',
        names: { kind: 'Memcached', listKind: 'MemcachedList', plural: 'memcacheds', singular: 'memcached' },
        scope: 'Namespaced',
        versions: [
          {
            name: 'v1alpha1',
            schema: {
              openAPIV3Schema: {
                description: 'Memcached is the Schema for the memcacheds API',
                properties: {
                  apiVersion: {
                    description:
                      'APIVersion defines the versioned schema of this representation of an object.\nServers should convert recognized schemas to the latest internal value, and\nmay reject unrecognized values.\nMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources',
                    type: 'string',
                  },
                  kind: {
                    description:
                      'Kind is a string value representing the REST resource this object represents.\nServers may infer this from the endpoint the client submits requests to.\nCannot be updated.\nIn CamelCase.\nMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds',
                    type: 'string',
                  },
                  metadata: { type: 'object' },
                  spec: {
                    description: 'spec defines the desired state of Memcached',
                    properties: {
                      size: {
                        description: 'size is how many Memcached instances to run',
                        format: 'int32',
                        maximum: 3,
                        minimum: 1,
                        type: 'integer',
                      },
                    },
                    type: 'object',
                  },
                  status: {
                    description: 'status defines the observed state of Memcached',
                    properties: {
                      conditions: {
                        description:
                          'conditions of the Memcached resource.\n\nThe status of each condition is one of True, False, or Unknown.',
                        items: conditionItems,
                        type: 'array',
                        'x-kubernetes-list-map-keys': ['type'],
                        'x-kubernetes-list-type': 'map',
                      },
                    },
                    type: 'object',
                  },
                },
                required: ['spec'],
                type: 'object',
              },
            },
            served: true,
            storage: true,
            subresources: { status: {} },
          },
        ],
      },
    });
  });

  it('writes keys in controller-gen order (alphabetical, as its YAML)', () => {
    const schema = (m.crds[0].spec as any).versions[0].schema.openAPIV3Schema;
    expect(Object.keys(schema.properties.spec.properties.size)).toEqual([
      'description',
      'format',
      'maximum',
      'minimum',
      'type',
    ]);
  });

  it('generates config/rbac/role.yaml: one rule per resource, core as "", sorted by group then resource', () => {
    expect(m.rbac).toEqual([
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: { name: 'manager-role' },
        rules: [
          { apiGroups: [''], resources: ['pods'], verbs: ['get', 'list', 'watch'] },
          {
            apiGroups: ['apps'],
            resources: ['deployments'],
            verbs: ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'],
          },
          {
            apiGroups: ['cache.example.com'],
            resources: ['memcacheds'],
            verbs: ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'],
          },
          { apiGroups: ['cache.example.com'], resources: ['memcacheds/finalizers'], verbs: ['update'] },
          {
            apiGroups: ['cache.example.com'],
            resources: ['memcacheds/status'],
            verbs: ['get', 'patch', 'update'],
          },
          { apiGroups: ['events.k8s.io'], resources: ['events'], verbs: ['create', 'patch'] },
        ],
      },
    ]);
  });

  it('ignores marker comments inside function bodies', () => {
    expect(JSON.stringify(m.rbac)).not.toContain('ignored.example.com');
  });

  it('generates no webhook configuration without webhook markers', () => {
    expect(m.webhooks).toEqual([]);
  });
});

describe('CronJob tutorial project', () => {
  const types = {
    name: 'api/v1/cronjob_types.go',
    src: `package v1

import (
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// CronJobSpec defines the desired state of CronJob.
type CronJobSpec struct {
	// schedule in Cron format.
	// +kubebuilder:validation:MinLength=0
	// +required
	Schedule string \`json:"schedule"\`

	// startingDeadlineSeconds is the optional deadline in seconds.
	// +optional
	// +kubebuilder:validation:Minimum=0
	StartingDeadlineSeconds *int64 \`json:"startingDeadlineSeconds,omitempty"\`

	// concurrencyPolicy says how to treat concurrent executions of a Job.
	// +optional
	// +kubebuilder:default:=Allow
	ConcurrencyPolicy ConcurrencyPolicy \`json:"concurrencyPolicy,omitempty"\`

	// suspend tells the controller to suspend subsequent executions.
	// +optional
	Suspend *bool \`json:"suspend,omitempty"\`

	// jobTemplate is the job to create.
	// +required
	JobTemplate batchv1.JobTemplateSpec \`json:"jobTemplate"\`
}

// ConcurrencyPolicy describes how the job will be handled.
// +kubebuilder:validation:Enum=Allow;Forbid;Replace
type ConcurrencyPolicy string

// CronJobStatus defines the observed state of CronJob.
type CronJobStatus struct {
	// active holds pointers to currently running jobs.
	// +optional
	// +listType=atomic
	// +kubebuilder:validation:MaxItems=10
	Active []corev1.ObjectReference \`json:"active,omitempty"\`

	// lastScheduleTime is when the job was last successfully scheduled.
	// +optional
	LastScheduleTime *metav1.Time \`json:"lastScheduleTime,omitempty"\`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:resource:shortName=cj;cjs,categories=all
// +kubebuilder:printcolumn:name="Schedule",type=string,JSONPath=\`.spec.schedule\`

// CronJob is the Schema for the cronjobs API.
type CronJob struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec   CronJobSpec   \`json:"spec,omitempty"\`
	Status CronJobStatus \`json:"status,omitempty"\`
}
`,
  };
  const gv = {
    name: 'api/v1/groupversion_info.go',
    src: `// +kubebuilder:object:generate=true
// +groupName=batch.tutorial.kubebuilder.io
package v1
`,
  };
  const controller = {
    name: 'internal/controller/cronjob_controller.go',
    src: `package controller

// +kubebuilder:rbac:groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=batch.tutorial.kubebuilder.io,resources=cronjobs/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=batch.tutorial.kubebuilder.io,resources=cronjobs/finalizers,verbs=update
// +kubebuilder:rbac:groups=batch,resources=jobs,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=batch,resources=jobs/status,verbs=get

// CronJobReconciler reconciles a CronJob object.
type CronJobReconciler struct{}
`,
  };
  const webhook = {
    name: 'internal/webhook/v1/cronjob_webhook.go',
    src: `package v1

// +kubebuilder:webhook:path=/mutate-batch-tutorial-kubebuilder-io-v1-cronjob,mutating=true,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=create;update,versions=v1,name=mcronjob-v1.kb.io,admissionReviewVersions=v1

// CronJobCustomDefaulter sets defaults.
type CronJobCustomDefaulter struct{}

// +kubebuilder:webhook:path=/validate-batch-tutorial-kubebuilder-io-v1-cronjob,mutating=false,failurePolicy=fail,sideEffects=None,groups=batch.tutorial.kubebuilder.io,resources=cronjobs,verbs=create;update,versions=v1,name=vcronjob-v1.kb.io,admissionReviewVersions=v1

// CronJobCustomValidator validates.
type CronJobCustomValidator struct{}
`,
  };
  const m = generateManifests([
    { name: 'go.mod', src: 'module tutorial.kubebuilder.io/project\n\ngo 1.26.0\n' },
    gv,
    types,
    controller,
    webhook,
  ]);
  const crd = m.crds[0] as any;
  const schema = crd.spec.versions[0].schema.openAPIV3Schema;

  it('names, short names, categories, printer columns', () => {
    expect(m.crds.map((c) => c.metadata?.name)).toEqual(['cronjobs.batch.tutorial.kubebuilder.io']);
    expect(crd.spec.names).toEqual({
      categories: ['all'],
      kind: 'CronJob',
      listKind: 'CronJobList',
      plural: 'cronjobs',
      shortNames: ['cj', 'cjs'],
      singular: 'cronjob',
    });
    expect(crd.spec.versions[0].additionalPrinterColumns).toEqual([
      { jsonPath: '.spec.schedule', name: 'Schedule', type: 'string' },
    ]);
  });

  it('a named string type brings its enum; the field brings its doc and default', () => {
    expect(schema.properties.spec.properties.concurrencyPolicy).toEqual({
      default: 'Allow',
      description: 'concurrencyPolicy says how to treat concurrent executions of a Job.',
      enum: ['Allow', 'Forbid', 'Replace'],
      type: 'string',
    });
  });

  it('metav1.Time is a date-time string; pointers are their element; omitempty fields are optional', () => {
    expect(schema.properties.status.properties.lastScheduleTime).toEqual({
      description: 'lastScheduleTime is when the job was last successfully scheduled.',
      format: 'date-time',
      type: 'string',
    });
    expect(schema.properties.spec.properties.startingDeadlineSeconds).toEqual({
      description: 'startingDeadlineSeconds is the optional deadline in seconds.',
      format: 'int64',
      minimum: 0,
      type: 'integer',
    });
    expect(schema.properties.spec.required).toEqual(['jobTemplate', 'schedule']);
    expect(schema.required).toBeUndefined();
  });

  it('types from k8s.io/api come from their Go declarations (ObjectReference, JobTemplateSpec)', () => {
    const active = schema.properties.status.properties.active;
    expect(active.type).toBe('array');
    expect(active.maxItems).toBe(10);
    expect(active['x-kubernetes-list-type']).toBe('atomic');
    expect(active.items.type).toBe('object');
    expect(Object.keys(active.items.properties)).toContain('name');
    const jt = schema.properties.spec.properties.jobTemplate;
    expect(jt.type).toBe('object');
    expect(jt.description).toBe('jobTemplate is the job to create.');
    expect(m.diagnostics).toEqual([]);
  });

  it('role.yaml of the CronJob tutorial', () => {
    expect((m.rbac[0] as any).rules).toEqual([
      {
        apiGroups: ['batch'],
        resources: ['jobs'],
        verbs: ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'],
      },
      { apiGroups: ['batch'], resources: ['jobs/status'], verbs: ['get'] },
      {
        apiGroups: ['batch.tutorial.kubebuilder.io'],
        resources: ['cronjobs'],
        verbs: ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'],
      },
      { apiGroups: ['batch.tutorial.kubebuilder.io'], resources: ['cronjobs/finalizers'], verbs: ['update'] },
      {
        apiGroups: ['batch.tutorial.kubebuilder.io'],
        resources: ['cronjobs/status'],
        verbs: ['get', 'patch', 'update'],
      },
    ]);
  });

  it('webhook manifests.yaml: mutating first, the path as a webhook-service reference in namespace system', () => {
    const hook = (path: string, name: string) => ({
      admissionReviewVersions: ['v1'],
      clientConfig: { service: { name: 'webhook-service', namespace: 'system', path } },
      failurePolicy: 'Fail',
      name,
      rules: [
        {
          apiGroups: ['batch.tutorial.kubebuilder.io'],
          apiVersions: ['v1'],
          operations: ['CREATE', 'UPDATE'],
          resources: ['cronjobs'],
        },
      ],
      sideEffects: 'None',
    });
    expect(m.webhooks).toEqual([
      {
        apiVersion: 'admissionregistration.k8s.io/v1',
        kind: 'MutatingWebhookConfiguration',
        metadata: { name: 'mutating-webhook-configuration' },
        webhooks: [hook('/mutate-batch-tutorial-kubebuilder-io-v1-cronjob', 'mcronjob-v1.kb.io')],
      },
      {
        apiVersion: 'admissionregistration.k8s.io/v1',
        kind: 'ValidatingWebhookConfiguration',
        metadata: { name: 'validating-webhook-configuration' },
        webhooks: [hook('/validate-batch-tutorial-kubebuilder-io-v1-cronjob', 'vcronjob-v1.kb.io')],
      },
    ]);
  });
});

describe('key order (controller-gen marshals through maps: alphabetical YAML)', () => {
  it('names with shortNames and categories', () => {
    const m = generateManifests([
      goMod,
      groupVersion,
      {
        ...memcachedTypes,
        src: memcachedTypes.src.replace(
          '// +kubebuilder:subresource:status\n',
          '// +kubebuilder:subresource:status\n// +kubebuilder:resource:shortName=mc,categories=cache\n',
        ),
      },
    ]);
    expect(Object.keys((m.crds[0].spec as any).names)).toEqual([
      'categories',
      'kind',
      'listKind',
      'plural',
      'shortNames',
      'singular',
    ]);
  });
});
