// k8s.io/apimachinery/pkg/runtime/serializer (NewCodecFactory, UniversalDeserializer), serializer/yaml
// (NewDecodingSerializer in front of unstructured.UnstructuredJSONScheme), client-go's
// scheme.Codecs and k8s.io/apimachinery/pkg/util/yaml (YAMLReader, YAMLOrJSONDecoder,
// NewDocumentDecoder, ToJSON, Unmarshal) were not provided: an operator decoding its manifests
// failed to build. Decoding picks JSON or YAML by the data, creates the scheme's typed object from
// apiVersion/kind (TypeMeta kept), decodes into a given object or an Unstructured, and fails with
// the real messages (missing Kind/apiVersion with the data quoted, a kind not in the scheme).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = readFileSync(join(import.meta.dirname, 'testdata', 'serializer-utilyaml.go'), 'utf8');

describe('apimachinery runtime/serializer and util/yaml', () => {
  it('build and behave as the real packages', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '*v1.ConfigMap /v1, Kind=ConfigMap <nil>',
        'settings demo fast ConfigMap v1',
        '*v1.Deployment apps/v1, Kind=Deployment <nil>',
        'web 2 nginx:1.27 Deployment apps/v1',
        '*v1.Secret /v1, Kind=Secret <nil>',
        "<nil> Object 'Kind' is missing in 'metadata:",
        '  name: x',
        "'",
        '<nil> no kind "Widget" is registered for version "example.com/v1"',
        "<nil> Object 'apiVersion' is missing in 'kind: Pod",
        "'",
        'yaml: line 1: mapping values are not allowed in this context',
        'true /v1, Kind=ConfigMap <nil> cfg',
        'example.com/v1, Kind=Widget <nil> Widget map[size:3]',
        'no kind "Deployment" is registered for version "apps/v1" in scheme "/home/gopher/app/main.go:89"',
        '*v1.Namespace <nil>',
        'ConfigMap 4',
        'Deployment 4',
        'end: EOF',
        'A',
        'B',
        'end: EOF',
        '{"a":1,"b":["x",true]} <nil>',
        ' {"x": 1} <nil>',
        '<nil> map[count:3 f:1.5]',
        'int64',
        '"a: " short buffer',
        '"1" <nil>',
        '"b: " short buffer',
        '"2\\n" <nil>',
        '"" EOF',
        'invalid Yaml document separator: x',
        'apps/v1, Kind=Deployment <nil> web 2',
        `Object 'Kind' is missing in '{"metadata":{"name":"web"}}'`,
        '',
      ].join('\n'),
    );
  });
});
