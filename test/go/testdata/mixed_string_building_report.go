package main

import (
	"fmt"
	"strings"
)

type Check struct {
	ID     string
	Passed bool
	Detail string
}

func report(checks []Check) string {
	var b strings.Builder
	passed := 0
	for _, c := range checks {
		mark := "✗"
		if c.Passed {
			mark = "✓"
			passed++
		}
		fmt.Fprintf(&b, "%s %-22s %s\n", mark, c.ID, c.Detail)
	}
	fmt.Fprintf(&b, "%d/%d checks passed (%.0f%%)\n", passed, len(checks), 100*float64(passed)/float64(len(checks)))
	return b.String()
}

func main() {
	fmt.Print(report([]Check{
		{"finalizer-added", true, "finalizer present"},
		{"status-subresource", false, "used Update instead of Status().Update"},
		{"owner-reference", true, ""},
	}))
}

// Output:
// ✓ finalizer-added        finalizer present
// ✗ status-subresource     used Update instead of Status().Update
// ✓ owner-reference        
// 2/3 checks passed (67%)
