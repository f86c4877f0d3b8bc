package main

import (
	"errors"
	"fmt"
)

type Stack[T any] struct {
	items []T
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, error) {
	var zero T
	if len(s.items) == 0 {
		return zero, errors.New("empty stack")
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, nil
}

func (s Stack[T]) Len() int { return len(s.items) }

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func main() {
	var s Stack[string]
	s.Push("a")
	s.Push("b")
	fmt.Println(s.Len())
	v, err := s.Pop()
	fmt.Println(v, err)
	s.Pop()
	_, err = s.Pop()
	fmt.Println(err)
	ints := &Stack[int]{}
	for i := range 5 {
		ints.Push(i * i)
	}
	top, _ := ints.Pop()
	fmt.Println(top, ints.Len())
	p := Pair[string, int]{"replicas", 3}
	fmt.Println(p)
	fmt.Printf("%T\n", p)
	ps := []Pair[int, bool]{{1, true}, {2, false}}
	fmt.Println(ps)
}

// Output:
// 2
// b <nil>
// empty stack
// 16 4
// replicas=3
// main.Pair[string,int]
// [1=true 2=false]
