// k8s.io/apimachinery/pkg/runtime/serializer and its json and yaml subpackages, and
// k8s.io/apimachinery/pkg/util/yaml: plain Go over sigs.k8s.io/yaml (the json serializer over its natives), util/json and the scheme.

import { goString, jsString } from '../../../go/interp/strings.ts';
import type { Iface, Slice } from '../../../go/interp/values.ts';
import { bytesOf, sliceOf } from '../../../go/std/internal/conv.ts';
import { goPackage } from '../pkg.ts';
import { toJSONText, toYAMLText } from '../sigsyaml/yaml.ts';
import serializerSrc from './serializer.go?raw';
import jsonSrc from './serializer-json.go?raw';
import yamlSrc from './serializer-yaml.go?raw';
import { strictDecodeErrors } from './strictdecode.ts';
import utilYamlSrc from './utilyaml.go?raw';

export const serializerPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/runtime/serializer',
  files: { 'codec_factory.go': serializerSrc },
});

export const serializerJsonPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/runtime/serializer/json',
  files: { 'json.go': jsonSrc },
  // sigs.k8s.io/yaml's natives, so that the package need not import it (json.go's yamlToJSON)
  natives: {
    toJSONText,
    toYAMLText,
    strictFieldErrors: (_ctx: unknown, data: Slice | null, obj: Iface | null, typed: boolean) =>
      sliceOf(
        strictDecodeErrors(jsString(bytesOf(data)), typed && obj !== null ? obj.t : undefined).map(goString),
      ),
  },
});

export const serializerYamlPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/runtime/serializer/yaml',
  files: { 'yaml.go': yamlSrc },
});

export const utilYamlPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/yaml',
  files: { 'decoder.go': utilYamlSrc },
});
