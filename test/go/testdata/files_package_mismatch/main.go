package main

import "fmt"

func main() {
	fmt.Println(helper())
}

// Error:
// found packages main (main.go) and util (util.go) in /home/gopher/app
