package main

func main() {
	var x any = 1
	_ = int(x)
}

// Error:
// ./conversion_of_interface.go:5:10: cannot convert x (variable of interface type any) to type int: need type assertion
