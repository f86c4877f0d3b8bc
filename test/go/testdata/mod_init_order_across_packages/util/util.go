package util

import "fmt"

var Registry = map[string]int{}

func init() {
	fmt.Println("init util")
}

func Register(name string) int {
	Registry[name] = len(Registry) + 1
	fmt.Println("register", name, Registry[name])
	return Registry[name]
}
