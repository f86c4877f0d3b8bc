package main

import (
	"fmt"
	"strings"
)

func main() {
	queue := make(chan string)
	done := make(chan bool)
	var log []string
	go func() {
		for item := range queue {
			log = append(log, strings.ToUpper(item))
		}
		done <- true
	}()
	for _, s := range []string{"create", "update", "delete"} {
		queue <- s
	}
	close(queue)
	<-done
	fmt.Println(strings.Join(log, " -> "))
}

// Output:
// CREATE -> UPDATE -> DELETE
