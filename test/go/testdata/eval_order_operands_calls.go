package main

import (
	"fmt"
	"strings"
)

var total int

func add(n int) int {
	total += n
	return total
}

type Stack struct{ items []string }

func (s *Stack) Push(v string) int { s.items = append(s.items, v); return len(s.items) }
func (s *Stack) Pop() string {
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v
}

type Counter struct{ N int }

func (c *Counter) Inc() int { c.N++; return c.N }

func main() {
	fmt.Println(total, add(5), total, add(10))
	s := &Stack{}
	fmt.Println(s.items, s.Push("a"), s.Push("b"), s.items)
	fmt.Println(len(s.items), s.Pop(), len(s.items))
	c := Counter{}
	fmt.Printf("%d %d %d\n", c.N, c.Inc(), c.N)
	arr := [3]int{1, 2, 3}
	p := &arr
	fmt.Println(arr[1], p[1], func() int { arr[1] = 20; return 0 }())
	count := 0
	next := func() int { count++; return count }
	fmt.Println(count, next(), count, next())
	sum := count + next()
	fmt.Println(sum, count)
	msg := "x"
	msg = msg + strings.Repeat("y", add(1)-15)
	fmt.Println(msg, total)
	a, b := total, add(100)
	fmt.Println(a, b)
	m := map[string]int{"k": 1}
	bump := func() int { m["k"]++; return m["k"] }
	fmt.Println(m["k"], bump())
	ptr := &c
	fmt.Println(ptr.N, ptr.Inc(), (*ptr).N)
	fmt.Println(c.N*10 + c.Inc())
}

// Output:
// 15 5 15 15
// [a b] 1 2 [a b]
// 2 b 1
// 1 1 1
// 20 20 0
// 2 1 2 2
// 6 3
// xy 16
// 116 116
// 2 2
// 2 2 2
// 33
