package main

import (
	"fmt"
	"sort"
	"strconv"
)

type Object interface {
	GetName() string
	GetGeneration() int64
}

type Pod struct {
	Name string
	Gen  int64
}

func (p *Pod) GetName() string       { return p.Name }
func (p *Pod) GetGeneration() int64 { return p.Gen }

type ObjectPtr[T any] interface {
	*T
	Object
}

func Names[T any, P ObjectPtr[T]](items []T) []string {
	out := make([]string, 0, len(items))
	for i := range items {
		var p P = &items[i]
		out = append(out, p.GetName()+"@"+strconv.FormatInt(p.GetGeneration(), 10))
	}
	sort.Strings(out)
	return out
}

type Number interface{ ~int | ~int64 | ~float64 }

func SumBy[T any, N Number](xs []T, f func(T) N) N {
	var total N
	for _, x := range xs {
		total += f(x)
	}
	return total
}

func main() {
	pods := []Pod{{"b", 2}, {"a", 5}}
	fmt.Println(Names(pods))
	fmt.Println(SumBy(pods, func(p Pod) int64 { return p.Gen }))
	fmt.Println(SumBy([]string{"ab", "c"}, func(s string) float64 { return float64(len(s)) / 2 }))
}

// Output:
// [a@5 b@2]
// 7
// 1.5
