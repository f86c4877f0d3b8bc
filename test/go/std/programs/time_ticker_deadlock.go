package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	fmt.Println("start")
	ch := make(chan int)
	<-ch
}
