// A go 1.21 module: loop variables are shared, and vet reports their capture.
package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println(i)
		}()
	}
	for _, v := range []string{"a"} {
		defer func() { fmt.Println(v) }()
	}
	wg.Wait()
}
