// The declarations of k8s.io/apimachinery/pkg/apis/meta/v1's register.go that programs use beside
// their own API groups: the meta.k8s.io group version, the unversioned group version and Kind.
import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const src = `package main

import (
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func main() {
	fmt.Println(metav1.SchemeGroupVersion, metav1.SchemeGroupVersion.WithKind("Table"))
	fmt.Printf("%q %q\\n", metav1.Unversioned.Group, metav1.Unversioned.Version)
	fmt.Println(metav1.GroupName, metav1.WatchEventKind, metav1.Kind("Status"))
}
`;

it('declares SchemeGroupVersion, Unversioned, GroupName, WatchEventKind and Kind', () => {
  const r = runMain(src);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'meta.k8s.io/v1 meta.k8s.io/v1, Kind=Table',
      '"" "v1"',
      'meta.k8s.io WatchEvent Status.meta.k8s.io',
      '',
    ].join('\n'),
  );
});
