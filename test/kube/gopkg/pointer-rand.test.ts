// k8s.io/utils/pointer (the deprecated helpers older kubebuilder projects call: pointer.Int32,
// pointer.BoolDeref, pointer.StringEqual, ...) and k8s.io/apimachinery/pkg/util/rand (String,
// Intn, IntnRange, Perm, Seed, SafeEncodeString) were not provided: a project importing either
// failed to build. The rand line is what real Go 1.23 prints for the same source with Seed(42)
// (math/rand's sequence through the package's alphabet without vowels); ptr.AllPtrFieldsNil is new
// in k8s.io/utils/ptr as well.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = readFileSync(join(import.meta.dirname, 'testdata', 'pointer-rand.go'), 'utf8');

describe('k8s.io/utils/pointer and apimachinery util/rand', () => {
  it('build and behave as the real packages', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      ['zdfkpj5gt7 68 5 [3 1 0 2]', 'z2vzw224', '3 7 true true 5ns', 'true false true', ''].join('\n'),
    );
  });
});
