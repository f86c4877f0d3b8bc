package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	items := []string{"a", "b"}
	for _, it := range items {
		wg.Add(1)
		go func(wg sync.WaitGroup) {
			defer wg.Done()
			fmt.Println(it)
		}(wg)
	}
	wg.Wait()
}
