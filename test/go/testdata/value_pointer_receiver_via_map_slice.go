package main

import "fmt"

type Acc struct{ Total int }

func (a *Acc) Add(n int) { a.Total += n }

func main() {
	accs := []Acc{{}, {}}
	accs[0].Add(5)
	accs[1].Add(2)
	fmt.Println(accs)
	byName := map[string]*Acc{"x": {}, "y": {Total: 1}}
	byName["x"].Add(10)
	byName["y"].Add(10)
	fmt.Println(byName["x"].Total, byName["y"].Total)
	arr := [2]Acc{}
	arr[1].Add(7)
	fmt.Println(arr)
}

// Output:
// [{5} {2}]
// 10 11
// [{0} {7}]
