package main

func main() {
	x := 1
	<-x
}

// Error:
// ./receive_from_non_chan.go:5:4: invalid operation: cannot receive from non-channel x (variable of type int)
