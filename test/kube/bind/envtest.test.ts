// envtest.Environment over the simulated cluster: CRDs from CRDDirectoryPaths (project files, or
// the marker-generated ones `make manifests` would have written), the missing-path error, and the
// admin identity of the returned config.
import { describe, expect, it } from 'vitest';
import { readCRDDirs, resolvePath } from '../../../src/kube/bind/client-envtest.ts';
import { newKubeEnv } from '../../../src/kube/bind/env.ts';
import { runWithCluster } from './helpers.ts';

const crd = (plural: string, kind: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${plural}.lab.example.com
spec:
  group: lab.example.com
  names: {kind: ${kind}, listKind: ${kind}List, plural: ${plural}, singular: ${kind.toLowerCase()}}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}
`;

const main = (paths: string, missing: boolean) => `package main

import (
	"fmt"

	"sigs.k8s.io/controller-runtime/pkg/envtest"
)

func main() {
	te := &envtest.Environment{CRDDirectoryPaths: []string{${paths}}, ErrorIfCRDPathMissing: ${missing}}
	cfg, err := te.Start()
	fmt.Println(cfg != nil, err)
	if cfg != nil {
		fmt.Println(cfg.Host, te.Config == cfg)
	}
	fmt.Println(te.Stop())
}
`;

describe('envtest', () => {
  it('resolves paths like filepath.Join from the package directory', () => {
    expect(resolvePath('internal/controller', '../../config/crd/bases')).toBe('config/crd/bases');
    expect(resolvePath('.', 'config/crd')).toBe('config/crd');
  });

  it('installs every CRD document of the directory (not subdirectories, not other kinds)', () => {
    const env = newKubeEnv({
      files: [
        {
          name: 'config/crd/bases/a.yaml',
          src: `${crd('apps', 'App')}---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n`,
        },
        {
          name: 'config/crd/bases/b.json',
          src: JSON.stringify({
            apiVersion: 'apiextensions.k8s.io/v1',
            kind: 'CustomResourceDefinition',
            metadata: { name: 'x' },
            spec: { group: '', names: {} },
          }),
        },
        { name: 'config/crd/bases/nested/c.yaml', src: crd('cats', 'Cat') },
        { name: 'config/crd/bases/README.md', src: crd('dogs', 'Dog') },
      ],
    });
    const r = readCRDDirs(env, ['config/crd/bases'], true);
    expect('crds' in r && r.crds.map((c) => (c.metadata as { name: string }).name)).toEqual([
      'apps.lab.example.com',
    ]);
  });

  it('Start installs the CRDs and returns an admin config; a missing path errors only with ErrorIfCRDPathMissing', () => {
    const ok = runWithCluster(main('"config/crd/bases"', true), {
      files: [{ name: 'config/crd/bases/lab.example.com_apps.yaml', src: crd('apps', 'App') }],
    });
    expect(ok.stderr).toBe('');
    expect(ok.stdout).toBe('true <nil>\nhttps://127.0.0.1:6443 true\n<nil>\n');
    expect(
      ok.env.server.registry.lookupKind({ group: 'lab.example.com', version: 'v1', kind: 'App' }),
    ).toBeDefined();

    const missing = runWithCluster(main('"../../config/crd/bases"', true));
    expect(missing.stdout).toBe(
      'false unable to install CRDs onto control plane: unable to read CRD files: stat ../../config/crd/bases: no such file or directory\n<nil>\n',
    );
    const tolerated = runWithCluster(main('"nope"', false));
    expect(tolerated.stdout.split('\n')[0]).toBe('true <nil>');
  });

  it('config/crd/bases without files: the CRDs `make manifests` would generate', () => {
    const env = newKubeEnv({
      files: [{ name: 'go.mod', src: 'module x\n' }],
      generatedCRDs: [
        {
          apiVersion: 'apiextensions.k8s.io/v1',
          kind: 'CustomResourceDefinition',
          metadata: { name: 'apps.lab.example.com' },
          spec: { group: 'lab.example.com', names: { kind: 'App', plural: 'apps' } },
        },
      ],
      mainDir: 'internal/controller',
    });
    const r = readCRDDirs(env, ['../../config/crd/bases'], true);
    expect('crds' in r && r.crds).toHaveLength(1);
  });
});

describe('envtest with Go CRD objects', () => {
  it('Environment.CRDs installs typed CustomResourceDefinitions (schema props, subresources)', () => {
    const r = runWithCluster(`package main

import (
	"context"
	"fmt"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/utils/ptr"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
)

func main() {
	crd := &apiextensionsv1.CustomResourceDefinition{
		ObjectMeta: metav1.ObjectMeta{Name: "apps.lab.example.com"},
		Spec: apiextensionsv1.CustomResourceDefinitionSpec{
			Group: "lab.example.com",
			Names: apiextensionsv1.CustomResourceDefinitionNames{Kind: "App", ListKind: "AppList", Plural: "apps", Singular: "app"},
			Scope: apiextensionsv1.NamespaceScoped,
			Versions: []apiextensionsv1.CustomResourceDefinitionVersion{{
				Name: "v1", Served: true, Storage: true,
				Subresources: &apiextensionsv1.CustomResourceSubresources{Status: &apiextensionsv1.CustomResourceSubresourceStatus{}},
				Schema: &apiextensionsv1.CustomResourceValidation{OpenAPIV3Schema: &apiextensionsv1.JSONSchemaProps{
					Type: "object",
					Properties: map[string]apiextensionsv1.JSONSchemaProps{
						"spec": {Type: "object", Properties: map[string]apiextensionsv1.JSONSchemaProps{
							"replicas": {Type: "integer", Minimum: ptr.To(1.0)},
							"tags":     {Type: "array", Items: &apiextensionsv1.JSONSchemaPropsOrArray{Schema: &apiextensionsv1.JSONSchemaProps{Type: "string"}}},
						}},
						"status": {Type: "object", XPreserveUnknownFields: ptr.To(true)},
					},
				}},
			}},
		},
	}
	te := &envtest.Environment{CRDs: []*apiextensionsv1.CustomResourceDefinition{crd}}
	cfg, err := te.Start()
	fmt.Println(err)
	s := runtime.NewScheme()
	_ = apiextensionsv1.AddToScheme(s)
	c, _ := client.New(cfg, client.Options{Scheme: s})
	var got apiextensionsv1.CustomResourceDefinition
	fmt.Println(c.Get(context.Background(), client.ObjectKey{Name: "apps.lab.example.com"}, &got))
	v := got.Spec.Versions[0]
	fmt.Println(v.Name, v.Subresources.Status != nil, *v.Schema.OpenAPIV3Schema.Properties["spec"].Properties["replicas"].Minimum,
		v.Schema.OpenAPIV3Schema.Properties["spec"].Properties["tags"].Items.Schema.Type)
}
`);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('<nil>\n<nil>\nv1 true 1 string\n');
    expect(
      r.env.server.registry.lookupKind({ group: 'lab.example.com', version: 'v1', kind: 'App' })
        ?.statusSubresource,
    ).toBe(true);
  });
});
