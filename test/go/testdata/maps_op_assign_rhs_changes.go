// Map op-assignment on int values whose right side changes the map (gc reads the entry after the
// right side's calls): inserting the same key, deleting it, clearing the map, growing it past a
// rebuild, deleting another key; new keys of struct and array types (stored as copies), and new
// keys inserted in a loop with a table that grows.
package main

import "fmt"

type K struct {
	a int
	b string
}

func main() {
	m := map[string]int{"old": 1}
	ins := func() int { m["k"] = 100; return 5 }
	m["k"] += ins()
	fmt.Println(m["k"], len(m))

	del := func() int { delete(m, "k"); return 7 }
	m["k"] += del()
	fmt.Println(m["k"], len(m))

	clr := func() int { clear(m); return 9 }
	m["k"] += clr()
	fmt.Println(m["k"], m["old"], len(m))

	grow := func() int {
		for i := 0; i < 100; i++ {
			m[fmt.Sprint("g", i)] = i
		}
		return 3
	}
	m["new"] += grow()
	m["g7"] += grow()
	fmt.Println(m["new"], m["g7"], m["g99"], len(m))

	other := func() int { delete(m, "old"); delete(m, "g1"); return 2 }
	m["other"] -= other()
	m["g2"]++
	fmt.Println(m["other"], m["g1"], m["g2"], len(m))

	reins := func() int { delete(m, "g3"); m["g3"] = 50; return 1 }
	m["g3"] += reins()
	fmt.Println(m["g3"], len(m))

	mk := map[K]int{}
	key := K{1, "x"}
	mk[key] += 4
	key.a = 2
	mk[key]++
	mk[K{1, "x"}] -= 10
	fmt.Println(mk[K{1, "x"}], mk[K{2, "x"}], len(mk))
	for k, v := range mk {
		if k.a == 1 {
			fmt.Println(k, v)
		}
	}
	ma := map[[2]int]int{}
	arr := [2]int{3, 4}
	ma[arr] += 6
	arr[0] = 9
	ma[arr]--
	fmt.Println(ma[[2]int{3, 4}], ma[[2]int{9, 4}], len(ma))

	counts := map[int]int{}
	for i := 0; i < 5000; i++ {
		counts[i%1237] += i
		counts[-i]--
	}
	fmt.Println(len(counts), counts[0], counts[5], counts[1236], counts[-4999])
}

// Output:
// 105 2
// 7 2
// 9 0 1
// 3 10 99 102
// -2 0 3 102
// 51 102
// -6 1 2
// {1 x} -6
// 6 -1 2
// 6236 12369 12395 12366 -1
