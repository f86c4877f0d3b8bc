package main

import (
	"fmt"

	"example.com/app/pkg/util"
)

func main() {
	cfg := defaultConfig()
	fmt.Println(cfg.describe())
	fmt.Println(util.Slugify("Hello World, Operators!"))
	fmt.Println(util.Version, counter)
}

// Output:
// app with 4 workers
// hello-world-operators
// v0.3.1 42
