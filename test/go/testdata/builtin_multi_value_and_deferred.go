package main

import "fmt"

type Cache struct {
	data map[string]int
}

func (c *Cache) entry(k string) (map[string]int, string) { return c.data, k }

func window() ([]int, []int) {
	dst := make([]int, 3)
	return dst, []int{7, 8, 9, 10}
}

func polar() (float64, float64) { return 3, 4 }

func limits() (int, int) { return 10, 3 }

func snapshot(buf []byte, ch chan []byte) {
	defer copy(buf, <-ch)
	fmt.Println("before return:", string(buf))
}

func reset(m map[string]int, keys []string) {
	for _, k := range keys {
		defer delete(m, k)
	}
	defer clear(keys)
	fmt.Println("resetting", len(keys), "keys")
}

func main() {
	c := &Cache{data: map[string]int{"a": 1, "b": 2}}
	delete(c.entry("a"))
	fmt.Println(c.data)

	n := copy(window())
	fmt.Println("copied", n)

	z := complex(polar())
	fmt.Println(z, real(z), imag(z))
	fmt.Println(min(limits()), max(limits()))

	buf := []byte("....")
	ch := make(chan []byte, 1)
	ch <- []byte("data")
	snapshot(buf, ch)
	fmt.Println("after:", string(buf))

	m := map[string]int{"x": 1, "y": 2, "z": 3}
	keys := []string{"x", "z"}
	reset(m, keys)
	fmt.Println(m, keys)
	println(limits())
}

// Output:
// map[b:2]
// copied 3
// (3+4i) 3 4
// 3 10
// before return: ....
// after: data
// resetting 2 keys
// map[y:2] [ ]
// Stderr:
// 10 3
