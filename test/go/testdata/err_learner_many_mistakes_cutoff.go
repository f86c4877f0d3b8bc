package main

import (
	"fmt"
	"os"
	"strings"
	"time"
)

type Pod struct {
	Name  string
	Ready bool
}

func (p Pod) Describe() string {
	return p.Name
}

func count(pods []Pod) int {
	n := 0
	for i, p := range pods {
		if p.Ready {
			n++
		}
	}
}

func main() {
	var unused int
	x := 5
	x = "five"
	pods := []Pod{{"a", true}}
	fmt.Println(pods[0].Descrbe())
	fmt.Println(count(pods, 1))
	var d time.Duration = 5
	var i int = d
	s := strings.Split("a,b")
	y := undefinedThing + 1
	pods.Len()
	return 1
}

// Error:
// # command-line-arguments
// ./err_learner_many_mistakes_cutoff.go:21:6: declared and not used: i
// ./err_learner_many_mistakes_cutoff.go:26:1: missing return
// ./err_learner_many_mistakes_cutoff.go:31:6: cannot use "five" (untyped string constant) as int value in assignment
// ./err_learner_many_mistakes_cutoff.go:33:22: pods[0].Descrbe undefined (type Pod has no field or method Descrbe)
// ./err_learner_many_mistakes_cutoff.go:34:26: too many arguments in call to count
// 	have ([]Pod, number)
// 	want ([]Pod)
// ./err_learner_many_mistakes_cutoff.go:36:14: cannot use d (variable of int64 type time.Duration) as int value in variable declaration
// ./err_learner_many_mistakes_cutoff.go:37:21: not enough arguments in call to strings.Split
// 	have (string)
// 	want (string, string)
// ./err_learner_many_mistakes_cutoff.go:38:7: undefined: undefinedThing
// ./err_learner_many_mistakes_cutoff.go:39:7: pods.Len undefined (type []Pod has no field or method Len)
// ./err_learner_many_mistakes_cutoff.go:40:9: too many return values
// 	have (number)
// 	want ()
// ./err_learner_many_mistakes_cutoff.go:40:9: too many errors
