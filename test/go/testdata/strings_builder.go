package main

import (
	"fmt"
	"strings"
)

func render(labels map[string]string, keys []string) string {
	var b strings.Builder
	b.WriteString("{")
	for i, k := range keys {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s=%q", k, labels[k])
	}
	b.WriteRune('}')
	return b.String()
}

func main() {
	fmt.Println(render(map[string]string{"app": "web", "tier": "fe"}, []string{"app", "tier"}))
	var sb strings.Builder
	for i := 0; i < 5; i++ {
		sb.WriteString(strings.Repeat("*", i))
		sb.WriteString("\n")
	}
	fmt.Print(sb.String())
	fmt.Println(sb.Len())
	sb.Reset()
	fmt.Printf("%q\n", sb.String())
}

// Output:
// {app="web",tier="fe"}
//
// *
// **
// ***
// ****
// 15
// ""
