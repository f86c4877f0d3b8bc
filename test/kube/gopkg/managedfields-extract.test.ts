// What code-generator's output needs beyond the clientset: its apply configurations import
// k8s.io/apimachinery/pkg/util/managedfields and sigs.k8s.io/structured-merge-diff/v{4,6}/typed
// (internal.Parser() parses the group's schema; ExtractFoo calls managedfields.ExtractInto), and its
// clientset's scheme package declares `ParameterCodec = runtime.NewParameterCodec(Scheme)`. None of
// them existed, so k8s.io/sample-controller's generated code did not build. The expectations follow
// [AM] pkg/util/managedfields/extract.go: only the manager's Apply entry counts, its leaves and the
// list items its `k:` elements name are kept (an Update manager, or none, extracts nothing), an
// unknown type fails the conversion; NewParameterCodec encodes options as metav1's codec does.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = readFileSync(join(import.meta.dirname, 'testdata', 'managedfields-extract.go'), 'utf8');

it('extracts what one manager applied, parses schemas, and encodes options', () => {
  const r = runMain(PROGRAM);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      '<nil> true false',
      'unable to validate schema: .nope: field not declared in schema',
      'mine <nil> {"metadata":{"labels":{"app":"web"}},"spec":{"containers":[{"name":"b","image":"busybox"}]}}',
      'kubectl <nil> {}',
      'nobody <nil> {}',
      'error converting obj to typed: no type found matching: nope',
      'labelSelector=app%3Dweb&limit=5&watch=true <nil>',
      'labelSelector=app%3Dweb&limit=5&watch=true',
      '<nil> app=web',
      '',
    ].join('\n'),
  );
}, 240_000);
