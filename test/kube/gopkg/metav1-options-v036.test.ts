import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

// metav1 as of k8s.io/apimachinery v0.36: ListMeta.ShardInfo, ListOptions.SendInitialEvents and
// ShardSelector, DeleteOptions.IgnoreStoreReadErrorWithClusterBreakingPotential, in JSON and as the
// query parameters the generated conversions (zz_generated.conversion.go) make of them.

it('v0.36 list and delete options: their JSON names and their query parameters', () => {
  const r = runMain(`package main

import (
	"encoding/json"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/utils/ptr"
)

func main() {
	b, _ := json.Marshal(metav1.ListMeta{ResourceVersion: "9", ShardInfo: &metav1.ShardInfo{Selector: "shard(uid) in (0)"}})
	fmt.Println(string(b))
	codec := runtime.NewParameterCodec(runtime.NewScheme())
	v, err := codec.EncodeParameters(&metav1.ListOptions{Watch: true, AllowWatchBookmarks: true, ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan, SendInitialEvents: ptr.To(true)}, metav1.SchemeGroupVersion)
	fmt.Println(v.Encode(), err)
	v, err = codec.EncodeParameters(&metav1.DeleteOptions{IgnoreStoreReadErrorWithClusterBreakingPotential: ptr.To(true)}, metav1.SchemeGroupVersion)
	fmt.Println(v.Encode(), err)
}
`);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    '{"resourceVersion":"9","shardInfo":{"selector":"shard(uid) in (0)"}}\n' +
      'allowWatchBookmarks=true&resourceVersionMatch=NotOlderThan&sendInitialEvents=true&watch=true <nil>\n' +
      'ignoreStoreReadErrorWithClusterBreakingPotential=true <nil>\n',
  );
});
