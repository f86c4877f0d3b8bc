package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	os.Setenv("FOO", "1")
	fmt.Println("FOO:", os.Getenv("FOO"))
	fmt.Println("BAR:", os.Getenv("BAR"))
	v, ok := os.LookupEnv("BAR")
	fmt.Printf("%q %v\n", v, ok)
	for _, e := range os.Environ() {
		pair := strings.SplitN(e, "=", 2)
		if pair[0] == "FOO" {
			fmt.Println(pair[0], pair[1])
		}
	}
	os.Unsetenv("FOO")
	_, ok = os.LookupEnv("FOO")
	fmt.Println(ok, len(os.Args) > 0)
	fmt.Println(os.ExpandEnv("x=$HOME_NOT_SET y=${FOO}z"))
	defer fmt.Println("!")
	os.Exit(3)
}

// Output:
// FOO: 1
// BAR: 
// "" false
// FOO 1
// false true
// x= y=z
// Exit: 3
