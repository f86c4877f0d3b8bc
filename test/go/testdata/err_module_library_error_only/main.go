package main

import (
	"fmt"

	"example.com/app/pkg/config"
)

func main() {
	o := config.FromEnv()
	o.metricsAddr = ":9090"
	fmt.Println(o, undefinedHere)
}

// Error:
// # example.com/app/pkg/config
// pkg/config/config.go:17:17: cannot use os.Getenv("SYNC") (value of type string) as time.Duration value in assignment
// pkg/config/config.go:18:22: invalid operation: o.LeaderElect == "true" (mismatched types bool and untyped string)
