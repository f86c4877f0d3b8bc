package main

import "fmt"

var handlers = []func(){
	func() {
		var x int = "a"
		fmt.Println(x)
	},
}

func main() {
	var y string = 1
	fmt.Println(handlers, y)
}
