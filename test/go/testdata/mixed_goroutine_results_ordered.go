package main

import (
	"fmt"
	"strings"
	"sync"
)

func fetch(url string) (string, error) {
	if strings.Contains(url, "bad") {
		return "", fmt.Errorf("fetch %s: 503 Service Unavailable", url)
	}
	return strings.ToUpper(url), nil
}

func main() {
	urls := []string{"a.example", "bad.example", "c.example"}
	type result struct {
		body string
		err  error
	}
	results := make([]result, len(urls))
	var wg sync.WaitGroup
	for i, u := range urls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b, err := fetch(u)
			results[i] = result{b, err}
		}()
	}
	wg.Wait()
	for i, r := range results {
		fmt.Println(i, r.body, r.err)
	}
}

// Output:
// 0 A.EXAMPLE <nil>
// 1  fetch bad.example: 503 Service Unavailable
// 2 C.EXAMPLE <nil>
