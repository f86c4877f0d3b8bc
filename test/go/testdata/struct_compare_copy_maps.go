package main

import (
	"fmt"
	"sort"
)

type Point struct{ X, Y int }

type Player struct {
	Name   string
	Pos    Point
	Scores []int
	Inv    map[string]int
}

func move(p Player)     { p.Pos.X += 10; p.Scores[0] = 99; p.Inv["gold"]++ }
func movePtr(p *Player) { p.Pos.X += 10 }

func main() {
	a := Point{1, 2}
	b := Point{1, 2}
	fmt.Println(a == b, a != Point{2, 1}, Point{} == Point{0, 0})

	p := Player{Name: "ann", Pos: a, Scores: []int{1, 2}, Inv: map[string]int{"gold": 1}}
	move(p)
	fmt.Printf("%+v\n", p)
	movePtr(&p)
	fmt.Println(p.Pos)

	q := p
	q.Name = "bob"
	q.Scores = append(q.Scores, 3)
	q.Scores[1] = 42
	fmt.Println(p.Name, p.Scores, q.Name, q.Scores)

	visited := map[Point]bool{}
	path := []Point{{0, 0}, {0, 1}, {1, 1}, {0, 1}, {0, 0}}
	for _, pt := range path {
		if visited[pt] {
			fmt.Println("revisit", pt)
		}
		visited[pt] = true
	}
	fmt.Println(len(visited))

	players := map[string]*Player{"x": {Name: "x"}, "y": {Name: "y"}}
	players["x"].Pos.Y = 5
	byVal := map[string]Player{"z": {Name: "z"}}
	tmp := byVal["z"]
	tmp.Pos.Y = 7
	byVal["z"] = tmp
	fmt.Println(players["x"].Pos, byVal["z"].Pos)

	counts := map[string]int{}
	for _, w := range []string{"b", "a", "b", "c", "b", "a"} {
		counts[w]++
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return counts[keys[i]] > counts[keys[j]] || (counts[keys[i]] == counts[keys[j]] && keys[i] < keys[j])
	})
	fmt.Println(keys, counts)
	delete(counts, "zzz")
	v, ok := counts["zzz"]
	fmt.Println(v, ok, len(counts))
	nested := map[string]map[string]int{}
	if nested["a"] == nil {
		nested["a"] = map[string]int{}
	}
	nested["a"]["b"]++
	fmt.Println(nested, nested["missing"]["x"])
	arrs := [2][2]int{{1, 2}, {3, 4}}
	brr := arrs
	brr[0][0] = 100
	fmt.Println(arrs, brr, arrs == [2][2]int{{1, 2}, {3, 4}})
	type pair struct {
		k string
		v any
	}
	fmt.Println(pair{"a", 1} == pair{"a", 1})
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(pair{"a", []int{1}} == pair{"a", []int{1}})
}

// Output:
// true true true
// {Name:ann Pos:{X:1 Y:2} Scores:[99 2] Inv:map[gold:2]}
// {11 2}
// ann [99 2] bob [99 42 3]
// revisit {0 1}
// revisit {0 0}
// 3
// {0 5} {0 7}
// [b a c] map[a:2 b:3 c:1]
// 0 false 3
// map[a:map[b:1]] 0
// [[1 2] [3 4]] [[100 2] [3 4]] true
// true
// recovered: runtime error: comparing uncomparable type []int
