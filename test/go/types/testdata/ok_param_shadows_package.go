package main

import (
	"fmt"
	"time"
)

// The parameter named time does not hide package time in the parameter list itself.
func describe(time string, t time.Time) string {
	return time + fmt.Sprint(t.IsZero())
}

func main() {
	fmt.Println(describe("now", time.Now()))
}
