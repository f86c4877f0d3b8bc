// Small API surface a real project may touch that did not exist: apierrors.IsResourceExpired,
// NewResourceExpired and NewGone ([AM] pkg/api/errors/errors.go: 410 with reason Expired / Gone),
// and client.UnsafeDisableDeepCopy ([CR] pkg/client/options.go), a Get and List option.

import { expect, it } from 'vitest';
import { outputTrailer, runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	expired := apierrors.NewResourceExpired("too old resource version: 1 (5)")
	gone := apierrors.NewGone("gone")
	fmt.Println(expired, expired.Status().Code, apierrors.IsResourceExpired(expired), apierrors.IsGone(expired))
	fmt.Println(gone.Status().Reason, apierrors.IsResourceExpired(gone), apierrors.IsGone(gone))

	lo := (&client.ListOptions{}).ApplyOptions([]client.ListOption{client.InNamespace("a"), client.UnsafeDisableDeepCopy})
	var gopts client.GetOptions
	client.UnsafeDisableDeepCopy.ApplyToGet(&gopts)
	fmt.Println(lo.Namespace, *lo.UnsafeDisableDeepCopy, *gopts.UnsafeDisableDeepCopy)
}

// Output:
// too old resource version: 1 (5) 410 true false
// Gone false true
// a true true
`;

it('compiles and answers as the real packages', () => {
  const r = runMain(PROGRAM);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(outputTrailer(PROGRAM));
});
