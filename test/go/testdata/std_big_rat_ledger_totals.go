package main

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
)

type entry struct {
	who    string
	amount *big.Rat
}

func parse(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(fmt.Sprintf("bad amount %q", s))
	}
	return r
}

func main() {
	entries := []entry{
		{"alice", parse("10.10")},
		{"bob", parse("3/7")},
		{"carol", parse("-2.5")},
		{"alice", parse("0.333")},
		{"dave", parse("1e-2")},
		{"bob", parse("4/7")},
	}
	totals := map[string]*big.Rat{}
	for _, e := range entries {
		if totals[e.who] == nil {
			totals[e.who] = new(big.Rat)
		}
		totals[e.who].Add(totals[e.who], e.amount)
	}
	names := make([]string, 0, len(totals))
	for n := range totals {
		names = append(names, n)
	}
	sort.Strings(names)
	grand := new(big.Rat)
	for _, n := range names {
		t := totals[n]
		grand.Add(grand, t)
		fmt.Printf("%-6s %12s  exact=%-10s int=%t\n", n, t.FloatString(2), t.RatString(), t.IsInt())
	}
	fmt.Println(strings.Repeat("-", 40))
	fmt.Printf("%-6s %12s  exact=%s\n", "total", grand.FloatString(2), grand)
	share := new(big.Rat).Quo(grand, big.NewRat(3, 1))
	fmt.Println("each of 3:", share.FloatString(4), share)
	f, exact := share.Float64()
	fmt.Println(f, exact)
	back := new(big.Rat).Mul(share, big.NewRat(3, 1))
	fmt.Println("round trip equal:", back.Cmp(grand) == 0)
	fmt.Println(totals["nobody"] == nil, len(totals))
	fmt.Println(totals)
}

// Output:
// alice         10.43  exact=10433/1000 int=false
// bob            1.00  exact=1          int=true
// carol         -2.50  exact=-5/2       int=false
// dave           0.01  exact=1/100      int=false
// ----------------------------------------
// total          8.94  exact=8943/1000
// each of 3: 2.9810 2981/1000
// 2.981 false
// round trip equal: true
// true 4
// map[alice:10433/1000 bob:1/1 carol:-5/2 dave:1/100]
