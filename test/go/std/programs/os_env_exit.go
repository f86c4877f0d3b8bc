package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	os.Setenv("REPLICAS", "3")
	n, err := strconv.Atoi(os.Getenv("REPLICAS"))
	fmt.Println(n, err)
	if v, ok := os.LookupEnv("MISSING"); !ok {
		fmt.Printf("missing %q\n", v)
	}
	os.Unsetenv("REPLICAS")
	fmt.Printf("%q\n", os.Getenv("REPLICAS"))
	fmt.Fprintln(os.Stderr, "warning: something")
	fmt.Fprintf(os.Stdout, "%s=%d\n", "x", 1)
	defer fmt.Println("not printed")
	if len(os.Args) > 5 {
		return
	}
	os.Exit(4)
}
