package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	defer func() { fmt.Println("recovered:", recover()) }()
	wg.Done()
}
