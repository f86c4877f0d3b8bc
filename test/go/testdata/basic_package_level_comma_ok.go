package main

import (
	"fmt"
	"os"
	"strconv"
)

var (
	defaults      = map[string]string{"mode": "fast", "level": "3"}
	mode, hasMode = defaults["mode"]
	color, hasCol = defaults["color"]
	level, _      = strconv.Atoi(defaults["level"])
	anyVal   any  = 42
	n, isInt      = anyVal.(int)
	s, isStr      = anyVal.(string)
	ch            = func() chan int { c := make(chan int, 1); c <- 7; close(c); return c }()
	v1, ok1       = <-ch
	v2, ok2       = <-ch
	home, hasHome = os.LookupEnv("HOME")
)

func main() {
	fmt.Println(mode, hasMode)
	fmt.Printf("%q %v\n", color, hasCol)
	fmt.Println(level, n, isInt)
	fmt.Printf("%q %v\n", s, isStr)
	fmt.Println(v1, ok1, v2, ok2)
	fmt.Printf("%q %v\n", home, hasHome)
	var local, lok = defaults["level"]
	fmt.Println(local, lok)
}

// Output:
// fast true
// "" false
// 3 42 true
// "" false
// 7 true 0 false
// "" false
// 3 true
