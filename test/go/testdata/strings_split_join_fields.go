package main

import (
	"fmt"
	"strings"
)

func main() {
	image := "registry.io/team/app:v1.2.3"
	parts := strings.Split(image, ":")
	fmt.Println(len(parts), parts[0], parts[1])
	fmt.Println(strings.Split(image, ":")[1])
	fmt.Printf("%q\n", strings.Split("a,b,,c,", ","))
	fmt.Printf("%q\n", strings.SplitN("a=b=c", "=", 2))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
	fmt.Printf("%q\n", strings.Fields("  lots   of\tspace\n here "))
	fmt.Println(strings.Join([]string{"kube", "system"}, "-"))
	before, after, found := strings.Cut("key=value=x", "=")
	fmt.Println(before, after, found)
	_, _, found = strings.Cut("novalue", "=")
	fmt.Println(found)
	fmt.Printf("%q\n", strings.FieldsFunc("a1b22c333", func(r rune) bool { return r >= '0' && r <= '9' }))
}

// Output:
// 2 registry.io/team/app v1.2.3
// v1.2.3
// ["a" "b" "" "c" ""]
// ["a" "b=c"]
// ["a," "b," "c"]
// ["lots" "of" "space" "here"]
// kube-system
// key value=x true
// false
// ["a" "b" "c"]
