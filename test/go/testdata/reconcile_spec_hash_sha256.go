package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"
)

type Spec struct {
	Image    string
	Replicas int32
	Env      map[string]string
}

// hashSpec gives a stable fingerprint of the spec, used as a pod-template annotation so that a
// change rolls the Deployment.
func hashSpec(s Spec) string {
	keys := make([]string, 0, len(s.Env))
	for k := range s.Env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "%s|%d", s.Image, s.Replicas)
	for _, k := range keys {
		fmt.Fprintf(&b, "|%s=%s", k, s.Env[k])
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:])[:16]
}

func main() {
	a := Spec{Image: "nginx:1.27", Replicas: 2, Env: map[string]string{"B": "2", "A": "1"}}
	b := Spec{Image: "nginx:1.27", Replicas: 2, Env: map[string]string{"A": "1", "B": "2"}}
	c := b
	c.Replicas = 3
	fmt.Println(hashSpec(a), hashSpec(a) == hashSpec(b), hashSpec(a) == hashSpec(c))
	h := sha256.New()
	h.Write([]byte("hello"))
	fmt.Printf("%x\n", h.Sum(nil))
}

// Output:
// e8b25a7b9a2bb06a true false
// 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824
