// sigs.k8s.io/yaml (v1.4.0): the Go wrapper is the real control flow (yaml.go); go-yaml v2's
// Unmarshal into interface{} and Marshal are natives over the `yaml` library with go-yaml v2's
// choices: YAML 1.1 scalars (yes/no/on/off are booleans, 0777 is octal), merge keys, timestamps
// kept as strings (goyaml.v2 decode.go: "for backward compatibility reasons we set it as a
// string"), only the first document read, map keys sorted and sequences compact on output.

import { parseAllDocuments } from 'yaml';
import type { NativeContext } from '../../../go/interp/native.ts';
import { goString, jsString } from '../../../go/interp/strings.ts';
import type { Slice } from '../../../go/interp/values.ts';
import { bytesOf, bytesSlice } from '../../../go/std/internal/conv.ts';
import { goYaml } from '../../goyaml.ts';
import { withoutTimestamps, yamlToJSONText } from '../../yamljson.ts';
import { goPackage } from '../pkg.ts';
import src from './yaml.go?raw';

export function toJSONText(_ctx: NativeContext, y: Slice | null, strict: boolean): [Slice | null, string] {
  const r = yamlToJSONText(jsString(bytesOf(y)), strict);
  return r.ok ? [bytesSlice(goString(r.json)), ''] : [null, goString(r.message)];
}

export function toYAMLText(_ctx: NativeContext, j: Slice | null): [Slice | null, string] {
  const text = jsString(bytesOf(j));
  const docs = parseAllDocuments(text, {
    schema: 'yaml-1.1',
    customTags: withoutTimestamps,
    intAsBigInt: true,
  });
  const list = Array.isArray(docs) ? docs : [];
  const value = list.length === 0 ? null : list[0].toJS();
  const out = goYaml(value);
  return [bytesSlice(goString(out)), ''];
}

export const sigsYamlPackage = goPackage({
  path: 'sigs.k8s.io/yaml',
  files: { 'yaml.go': src },
  natives: { toJSONText, toYAMLText },
});
