package main

import (
	"cmp"
	"fmt"
	"iter"
	"strings"
)

type node[T any] struct {
	val  T
	next *node[T]
}

type List[T any] struct {
	head, tail *node[T]
	size       int
}

func (l *List[T]) Push(vs ...T) *List[T] {
	for _, v := range vs {
		n := &node[T]{val: v}
		if l.tail == nil {
			l.head, l.tail = n, n
		} else {
			l.tail.next = n
			l.tail = n
		}
		l.size++
	}
	return l
}

func (l *List[T]) All() iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		i := 0
		for n := l.head; n != nil; n = n.next {
			if !yield(i, n.val) {
				return
			}
			i++
		}
	}
}

func (l *List[T]) Reverse() {
	var prev *node[T]
	l.tail = l.head
	for n := l.head; n != nil; {
		next := n.next
		n.next = prev
		prev, n = n, next
	}
	l.head = prev
}

func (l List[T]) String() string {
	var sb strings.Builder
	sb.WriteString("[")
	for i, v := range l.All() {
		if i > 0 {
			sb.WriteString(" -> ")
		}
		fmt.Fprint(&sb, v)
	}
	sb.WriteString("]")
	return sb.String()
}

func SortedInsert[T cmp.Ordered](l *List[T], v T) {
	n := &node[T]{val: v}
	if l.head == nil || v < l.head.val {
		n.next = l.head
		l.head = n
		if l.tail == nil {
			l.tail = n
		}
		l.size++
		return
	}
	cur := l.head
	for cur.next != nil && cur.next.val <= v {
		cur = cur.next
	}
	n.next = cur.next
	cur.next = n
	if n.next == nil {
		l.tail = n
	}
	l.size++
}

func Find[T any](l *List[T], pred func(T) bool) (int, T, bool) {
	for i, v := range l.All() {
		if pred(v) {
			return i, v, true
		}
	}
	var zero T
	return -1, zero, false
}

type Task struct {
	Pri  int
	Name string
}

func main() {
	var l List[int]
	l.Push(3, 1, 4).Push(1, 5)
	fmt.Println(l, l.size)
	l.Reverse()
	fmt.Println(l, l.tail.val)

	var s List[string]
	for _, w := range strings.Fields("pear apple fig banana") {
		SortedInsert(&s, w)
	}
	fmt.Println(s.String(), s.tail.val)

	var tasks List[Task]
	tasks.Push(Task{2, "write"}, Task{1, "plan"}, Task{3, "ship"})
	i, t, ok := Find(&tasks, func(t Task) bool { return t.Pri == 1 })
	fmt.Println(i, t, ok)
	i, t, ok = Find(&tasks, func(t Task) bool { return t.Pri > 5 })
	fmt.Printf("%d %+v %v\n", i, t, ok)
	fmt.Printf("%v\n", &tasks)
	for i, t := range tasks.All() {
		if i == 2 {
			break
		}
		fmt.Print(t.Name, " ")
	}
	fmt.Println()
	var empty List[float64]
	fmt.Println(empty, empty.head == nil)
}

// Output:
// [3 -> 1 -> 4 -> 1 -> 5] 5
// [5 -> 1 -> 4 -> 1 -> 3] 3
// [apple -> banana -> fig -> pear] pear
// 1 {1 plan} true
// -1 {Pri:0 Name:} false
// [{2 write} -> {1 plan} -> {3 ship}]
// write plan 
// [] true
