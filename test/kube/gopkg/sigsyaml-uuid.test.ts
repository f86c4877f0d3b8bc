// sigs.k8s.io/yaml (Marshal, Unmarshal, UnmarshalStrict, YAMLToJSON, JSONToYAML) and
// k8s.io/apimachinery/pkg/util/uuid (NewUUID) were not provided: a project importing either failed
// to build. YAML goes through JSON as in the real package: json tags apply, YAML 1.1 scalars
// (yes/on are true, 0777 is octal), timestamps stay strings, a number or bool read into a string
// field becomes its text (1.50 -> "1.5", go-yaml's float formatting), duplicate keys are an error
// only when strict, unknown fields only when strict; messages wrapped as yaml.go wraps them.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = readFileSync(join(import.meta.dirname, 'testdata', 'sigsyaml-uuid.go'), 'utf8');

describe('sigs.k8s.io/yaml and apimachinery util/uuid', () => {
  it('build and behave as the real packages', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '{Name:web Port:8080 Tags:map[build:42 enabled:true version:1.1] Ratio:0.5} <nil>',
        'name: web',
        'port: 8080',
        'ratio: 0.5',
        'tags:',
        '  build: "42"',
        '  enabled: "true"',
        '  version: "1.1"',
        '<nil>',
        'error unmarshaling JSON: while decoding JSON: json: unknown field "extra"',
        'error converting YAML to JSON: yaml: unmarshal errors:',
        '  line 3: key "name" already set in map',
        '<nil> b',
        'error unmarshaling JSON: while decoding JSON: json: cannot unmarshal string into Go struct field Settings.port of type int',
        'error converting YAML to JSON: yaml: line 1: mapping values are not allowed in this context',
        '{"a":1,"b":["x",2.5,true,null,true],"c":"2024-01-02","d":511} <nil>',
        'a:',
        '  b:',
        '  - 1',
        '  - "2"',
        '  - "yes"',
        '  e: {}',
        'm: |',
        '  x',
        '  y',
        'z: 1',
        '<nil>',
        'ConfigMap x 3 80 true 1.5 <nil>',
        '<nil> true',
        'true true',
        '',
      ].join('\n'),
    );
  });
});
