// A CRD given among the objects is the one installed. k8s.io/sample-controller is not a kubebuilder
// project: its user applies artifacts/examples/crd.yaml, and nobody runs controller-gen over its
// types. Yet its types package says `+groupName=` and Foo's `status` has no omitempty, so the
// CRD the markers give (controller-gen's FindKubeKinds would make the same) requires `status`; it
// was applied over the given one, and example-foo.yaml (no status) was refused with
// `Foo.samplecontroller.k8s.io "example-foo" is invalid: status: Required value`.

import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';

const files = [
  {
    name: 'go.mod',
    src: 'module example.com/foos\n\ngo 1.24.0\n\nrequire k8s.io/apimachinery v0.33.0\n',
  },
  {
    name: 'pkg/apis/samplecontroller/v1alpha1/doc.go',
    src: '// +k8s:deepcopy-gen=package\n// +groupName=samplecontroller.k8s.io\n\npackage v1alpha1\n',
  },
  {
    name: 'pkg/apis/samplecontroller/v1alpha1/types.go',
    src: `package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Foo is a specification for a Foo resource
type Foo struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`

	Spec   FooSpec   \`json:"spec"\`
	Status FooStatus \`json:"status"\`
}

type FooSpec struct {
	DeploymentName string \`json:"deploymentName"\`
	Replicas       *int32 \`json:"replicas"\`
}

type FooStatus struct {
	AvailableReplicas int32 \`json:"availableReplicas"\`
}
`,
  },
  {
    name: 'main.go',
    src: 'package main\n\nimport _ "example.com/foos/pkg/apis/samplecontroller/v1alpha1"\n\nfunc main() {}\n',
  },
];

const crd: KubeObject = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'foos.samplecontroller.k8s.io' },
  spec: {
    group: 'samplecontroller.k8s.io',
    names: { kind: 'Foo', plural: 'foos' },
    scope: 'Namespaced',
    versions: [
      {
        name: 'v1alpha1',
        served: true,
        storage: true,
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: {
              spec: {
                type: 'object',
                properties: { deploymentName: { type: 'string' }, replicas: { type: 'integer', minimum: 1 } },
              },
              status: { type: 'object', properties: { availableReplicas: { type: 'integer' } } },
            },
          },
        },
      },
    ],
  },
};

const foo: KubeObject = {
  apiVersion: 'samplecontroller.k8s.io/v1alpha1',
  kind: 'Foo',
  metadata: { name: 'example-foo', namespace: 'default' },
  spec: { deploymentName: 'example-foo', replicas: 1 },
};

describe('a CRD among the objects', () => {
  it('is installed instead of the one the markers give', () => {
    const r = runProject({ files, objects: [crd, foo] });
    expect(r.stderr).not.toContain('Required value');
    expect(r.exitCode).toBe(0);
    const installed = r.objects.find((o) => o.kind === 'CustomResourceDefinition');
    expect(installed).toBeDefined();
    const schema = (
      installed!.spec as { versions: { schema: { openAPIV3Schema: { required?: string[] } } }[] }
    ).versions[0].schema.openAPIV3Schema;
    expect(schema.required).toBeUndefined();
    expect(r.objects.some((o) => o.kind === 'Foo' && o.metadata?.name === 'example-foo')).toBe(true);
  }, 240_000);

  it('without one, the markers give it (status required, as controller-gen makes it)', () => {
    const r = runProject({ files, objects: [foo] });
    expect(r.stderr).toContain(
      'Foo.samplecontroller.k8s.io "example-foo" is invalid: status: Required value',
    );
  }, 240_000);
});
