package main

import (
	"errors"
	"fmt"
)

type step struct {
	name string
	fail bool
}

func run(steps []step) (done []string, err error) {
	for _, s := range steps {
		defer func() {
			if err != nil {
				done = append(done, "rollback "+s.name)
			}
		}()
		if s.fail {
			return done, errors.New(s.name + " failed")
		}
		done = append(done, s.name)
	}
	return done, nil
}

func main() {
	fmt.Println(run([]step{{"a", false}, {"b", false}}))
	fmt.Println(run([]step{{"a", false}, {"b", false}, {"c", true}}))
}

// Output:
// [a b] <nil>
// [a b rollback c rollback b rollback a] c failed
