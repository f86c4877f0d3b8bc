package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Printf("%q\n", os.Getenv("OPLAB_SURELY_UNSET"))
	v, ok := os.LookupEnv("OPLAB_SURELY_UNSET")
	fmt.Printf("%q %v\n", v, ok)
	os.Setenv("MEMCACHED_IMAGE", "memcached:1.6.26-alpine3.19")
	image, found := os.LookupEnv("MEMCACHED_IMAGE")
	fmt.Println(image, found)
	os.Unsetenv("MEMCACHED_IMAGE")
	_, found = os.LookupEnv("MEMCACHED_IMAGE")
	fmt.Println(found, len(os.Args) >= 1)
}

// Output:
// ""
// "" false
// memcached:1.6.26-alpine3.19 true
// false true
