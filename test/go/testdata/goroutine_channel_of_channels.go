package main

import "fmt"

type request struct {
	n     int
	reply chan int
}

func server(reqs <-chan request) {
	for r := range reqs {
		r.reply <- r.n * 2
	}
}

func main() {
	reqs := make(chan request)
	go server(reqs)
	for i := 1; i <= 3; i++ {
		reply := make(chan int)
		reqs <- request{i, reply}
		fmt.Println(<-reply)
	}
	close(reqs)
}

// Output:
// 2
// 4
// 6
