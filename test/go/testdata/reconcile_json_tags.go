package main

import (
	"encoding/json"
	"fmt"
)

type MemcachedSpec struct {
	Size          int32  `json:"size,omitempty"`
	ContainerPort int32  `json:"containerPort,omitempty"`
	Image         string `json:"image"`
}

type MemcachedStatus struct {
	Conditions []string `json:"conditions,omitempty"`
}

type Memcached struct {
	APIVersion string          `json:"apiVersion"`
	Kind       string          `json:"kind"`
	Spec       MemcachedSpec   `json:"spec,omitempty"`
	Status     MemcachedStatus `json:"status,omitempty"`
	internal   int
}

func main() {
	m := Memcached{APIVersion: "cache.example.com/v1alpha1", Kind: "Memcached", Spec: MemcachedSpec{Size: 3}}
	b, err := json.Marshal(m)
	fmt.Println(string(b), err)
	var back Memcached
	err = json.Unmarshal([]byte(`{"kind":"Memcached","spec":{"size":5,"image":"memcached:1.6","unknown":true}}`), &back)
	fmt.Println(err, back.Kind, back.Spec.Size, back.Spec.Image, back.internal)
	pretty, _ := json.MarshalIndent(map[string]any{"b": 1, "a": []int{1, 2}}, "", "  ")
	fmt.Println(string(pretty))
	err = json.Unmarshal([]byte(`{"spec":`), &back)
	fmt.Println(err)
}

// Output:
// {"apiVersion":"cache.example.com/v1alpha1","kind":"Memcached","spec":{"size":3,"image":""},"status":{}} <nil>
// <nil> Memcached 5 memcached:1.6 0
// {
//   "a": [
//     1,
//     2
//   ],
//   "b": 1
// }
// unexpected end of JSON input
