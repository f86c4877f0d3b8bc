package b

import "fmt"

var B = compute()

func compute() string {
	fmt.Println("computing b")
	return "b"
}

func init() { fmt.Println("init b:", B) }
