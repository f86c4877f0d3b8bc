package main

import "fmt"

type Number interface {
	~int | ~int32 | ~int64 | ~float64
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Replicas int32

type Celsius float64

func Average[T Number](xs []T) float64 {
	if len(xs) == 0 {
		return 0
	}
	return float64(Sum(xs)) / float64(len(xs))
}

type Named interface {
	comparable
	Name() string
}

type ID string

func (i ID) Name() string { return "id:" + string(i) }

func Index[T Named](xs []T, want T) int {
	for i, x := range xs {
		if x == want {
			return i
		}
	}
	return -1
}

func main() {
	fmt.Println(Sum([]int{1, 2, 3}))
	fmt.Println(Sum([]Replicas{2, 3}))
	fmt.Println(Sum([]float64{0.5, 0.25}))
	fmt.Println(Average([]Celsius{20, 25}))
	ids := []ID{"a", "b", "c"}
	fmt.Println(Index(ids, "c"), Index(ids, "z"), ids[1].Name())
}

// Output:
// 6
// 5
// 0.75
// 22.5
// 2 -1 id:b
