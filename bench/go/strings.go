// String building: strings.Builder, concatenation, fmt.Sprintf, strings functions.
package main

import (
	"fmt"
	"strings"
)

func main() {
	var b strings.Builder
	for i := 0; i < 300000; i++ {
		b.WriteString("pod-")
		b.WriteString(fmt.Sprintf("%05d", i))
		b.WriteByte(',')
	}
	s := b.String()
	parts := strings.Split(s, ",")
	upper := 0
	acc := ""
	for i, p := range parts {
		if strings.HasSuffix(p, "7") {
			upper += len(strings.ToUpper(p))
		}
		if i%10000 == 1 {
			acc += p[:3]
		}
	}
	fmt.Println(len(s), len(parts), upper, len(acc), strings.Count(s, "9"))
}
