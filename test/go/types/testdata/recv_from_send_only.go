package main

func main() {
	var ch chan<- int
	<-ch
}

// Error:
// ./recv_from_send_only.go:5:4: invalid operation: cannot receive from send-only channel ch (variable of type chan<- int)
