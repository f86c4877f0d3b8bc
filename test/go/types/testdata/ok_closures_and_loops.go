package main

import "fmt"

func counter() func() int {
	n := 0
	return func() int {
		n++
		return n
	}
}

func main() {
	next := counter()
	next()
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i * i })
	}
	for _, f := range fs {
		fmt.Println(f())
	}
	m := map[string]map[string]int32{}
	if m["a"] == nil {
		m["a"] = map[string]int32{}
	}
	m["a"]["b"]++
	for k, v := range m {
		for kk := range v {
			fmt.Println(k, kk)
		}
	}
	for range 3 {
	}
	for i := range 10 {
		if i%2 == 0 {
			continue
		}
		if i > 7 {
			break
		}
	}
	s := "héllo"
	for i, r := range s {
		fmt.Println(i, r, string(r))
	}
	b := []byte(s)
	_ = string(b[1:3])
}
