package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

type P struct {
	Name string
	Pri  int
}

func main() {
	var ps []P
	for i := 0; i < 40; i++ {
		ps = append(ps, P{fmt.Sprintf("p%02d", i), (i * 7) % 4})
	}
	a := slices.Clone(ps)
	sort.Slice(a, func(i, j int) bool { return a[i].Pri < a[j].Pri })
	var names []string
	for _, p := range a {
		names = append(names, p.Name)
	}
	fmt.Println(strings.Join(names, " "))
	b := slices.Clone(ps)
	slices.SortFunc(b, func(x, y P) int { return x.Pri - y.Pri })
	names = names[:0]
	for _, p := range b {
		names = append(names, p.Name)
	}
	fmt.Println(strings.Join(names, " "))
	c := slices.Clone(ps[:10])
	sort.Slice(c, func(i, j int) bool { return c[i].Pri > c[j].Pri })
	fmt.Println(c)
	words := strings.Fields("b a d c b a e f a b c d e f g h i j k l m n o p a a a b b b")
	sort.Slice(words, func(i, j int) bool { return len(words[i]) < len(words[j]) })
	fmt.Println(words)
}

// Output:
// p00 p24 p36 p16 p04 p20 p32 p28 p08 p12 p35 p11 p31 p07 p27 p15 p03 p39 p23 p19 p10 p30 p22 p18 p38 p02 p26 p14 p34 p06 p29 p09 p21 p33 p13 p05 p25 p37 p17 p01
// p00 p24 p36 p16 p04 p20 p32 p28 p08 p12 p35 p11 p31 p07 p27 p15 p03 p39 p23 p19 p10 p30 p22 p18 p38 p02 p26 p14 p34 p06 p29 p09 p21 p33 p13 p05 p25 p37 p17 p01
// [{p01 3} {p05 3} {p09 3} {p02 2} {p06 2} {p03 1} {p07 1} {p00 0} {p04 0} {p08 0}]
// [b a d c b a e f a b c d e f g h i j k l m n o p a a a b b b]
