// SEMANTICS.md §2: client.InNamespace is a ListOption/DeleteAllOfOption, never a GetOption, so
// passing it to Get does not compile. The operand wording is Go 1.24+'s ("value of string type"),
// which GO.md §6.2 makes the target for this Go 1.26 toolchain.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMain } from './helpers.ts';

const src = readFileSync(join(import.meta.dirname, 'testdata', 'innamespace.go'), 'utf8');

describe('client.InNamespace passed to Get', () => {
  it('is rejected with gc’s message, quoting the call’s own receiver expression', () => {
    const r = checkMain(src);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.stderr).toBe(
      '# command-line-arguments\n' +
        './main.go:17:49: cannot use client.InNamespace(req.Namespace) (value of string type client.InNamespace) as client.GetOption value in argument to r.Get: client.InNamespace does not implement client.GetOption (missing method ApplyToGet)\n' +
        './main.go:20:56: cannot use client.InNamespace("default") (constant "default" of string type client.InNamespace) as client.GetOption value in argument to r.Client.Get: client.InNamespace does not implement client.GetOption (missing method ApplyToGet)\n',
    );
  });

  it('is accepted by List and DeleteAllOf', () => {
    const ok = src
      .replace(
        'r.Get(ctx, req.NamespacedName, &pod, client.InNamespace(req.Namespace))',
        'r.List(ctx, &corev1.PodList{}, client.InNamespace(req.Namespace))',
      )
      .replace(
        'r.Client.Get(ctx, req.NamespacedName, &pod, client.InNamespace("default"))',
        'r.DeleteAllOf(ctx, &pod, client.InNamespace("default"))',
      );
    const r = checkMain(ok);
    expect(r.ok ? '' : r.stderr).toBe('');
  });
});
