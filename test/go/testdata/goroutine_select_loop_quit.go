package main

import (
	"fmt"
	"time"
)

func main() {
	events := make(chan string)
	quit := make(chan struct{})
	go func() {
		for _, e := range []string{"ADDED web", "MODIFIED web", "DELETED web"} {
			events <- e
			time.Sleep(5 * time.Millisecond)
		}
		close(quit)
	}()
	handled := 0
	for {
		select {
		case e := <-events:
			handled++
			fmt.Println("event:", e)
		case <-quit:
			fmt.Println("watch closed after", handled, "events")
			return
		}
	}
}

// Output:
// event: ADDED web
// event: MODIFIED web
// event: DELETED web
// watch closed after 3 events
