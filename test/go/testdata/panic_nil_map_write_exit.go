package main

import "fmt"

type Cache struct {
	items map[string][]string
}

func (c *Cache) Add(k, v string) {
	c.items[k] = append(c.items[k], v)
}

func main() {
	c := &Cache{}
	fmt.Println(len(c.items["x"]))
	c.Add("a", "b")
}

// Output:
// 0
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine 1 [running]:
// Exit: 2
