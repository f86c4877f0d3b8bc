package cron

import "strings"

func P(s string) (string, bool) { return strings.CutPrefix(s, "@every ") }

func F() []func() int {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i })
	}
	return fs
}
