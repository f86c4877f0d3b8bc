package main

import "fmt"

func main() {
	s := "kubernetes"
	fmt.Println(len(s), s[0], s[len(s)-1], string(s[0]))
	fmt.Println(s[:4], s[4:], s[2:5])
	b := []byte(s)
	b[0] = 'K'
	fmt.Println(string(b), s)
	t := s + "-" + "operator"
	fmt.Println(t)
	fmt.Println("a" < "b", "abc" < "abd", "Z" < "a", "" < "a")
	var sb []byte
	for i := 0; i < 3; i++ {
		sb = append(sb, byte('a'+i))
	}
	sb = append(sb, "xyz"...)
	fmt.Println(string(sb))
	r := 'é'
	fmt.Println(r, string(r), len(string(r)))
}

// Output:
// 10 107 115 k
// kube rnetes ber
// Kubernetes kubernetes
// kubernetes-operator
// true true true true
// abcxyz
// 233 é 2
