package main

import (
	"fmt"
	"sort"
	"strings"
)

type Object map[string]any

func mergePatch(old, cur Object) Object {
	patch := Object{}
	for k, v := range cur {
		ov, ok := old[k]
		switch {
		case !ok:
			patch[k] = v
		case fmt.Sprint(ov) != fmt.Sprint(v):
			if om, ok1 := ov.(Object); ok1 {
				if cm, ok2 := v.(Object); ok2 {
					patch[k] = mergePatch(om, cm)
					continue
				}
			}
			patch[k] = v
		}
	}
	for k := range old {
		if _, ok := cur[k]; !ok {
			patch[k] = nil
		}
	}
	return patch
}

func render(o Object) string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		v := o[k]
		if m, ok := v.(Object); ok {
			parts = append(parts, fmt.Sprintf("%q:%s", k, render(m)))
		} else if v == nil {
			parts = append(parts, fmt.Sprintf("%q:null", k))
		} else {
			parts = append(parts, fmt.Sprintf("%q:%v", k, v))
		}
	}
	return "{" + strings.Join(parts, ",") + "}"
}

func main() {
	old := Object{"replicas": 1, "image": "nginx", "labels": Object{"app": "web", "old": "x"}, "paused": true}
	cur := Object{"replicas": 3, "image": "nginx", "labels": Object{"app": "web", "tier": "fe"}}
	fmt.Println(render(mergePatch(old, cur)))
	fmt.Println(render(mergePatch(cur, cur)))
}

// Output:
// {"labels":{"old":null,"tier":fe},"paused":null,"replicas":3}
// {}
