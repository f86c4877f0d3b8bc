package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	fmt.Println("waiting")
	wg.Wait()
}
