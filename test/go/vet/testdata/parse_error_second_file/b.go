package main

import "fmt"

func main() {
	if x := helper(); x > 0
	{
		fmt.Println(x)
	}
}
