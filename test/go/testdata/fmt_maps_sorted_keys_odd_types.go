package main

import (
	"fmt"
	"math"
)

type Key struct {
	NS, Name string
}

type Level int

func (l Level) String() string { return [...]string{"low", "mid", "high"}[l] }

func main() {
	m1 := map[string]int{"zeta": 1, "alpha": 2, "Beta": 3, "beta": 4, "": 5, "10": 6, "9": 7}
	fmt.Println(m1)
	m2 := map[int]string{-5: "neg", 10: "ten", 3: "three", 0: "zero"}
	fmt.Printf("%v %d\n", m2, len(m2))
	m3 := map[float64]bool{math.NaN(): true, math.Inf(-1): false, 2.5: true, -0.0: true, math.Inf(1): false}
	fmt.Println(m3)
	m4 := map[Key][]string{{"b", "x"}: {"1"}, {"a", "z"}: nil, {"a", "y"}: {"2", "3"}}
	fmt.Printf("%v\n%+v\n", m4, m4)
	m5 := map[Level]int{2: 1, 0: 2, 1: 3}
	fmt.Println(m5)
	m6 := map[bool]string{true: "yes", false: "no"}
	fmt.Printf("%#v\n", m6)
	m7 := map[any]int{"b": 1, 2: 2, "a": 3, 1: 4, 2.5: 5, true: 6}
	fmt.Println(m7)
	m8 := map[[2]int]string{{2, 1}: "c", {1, 2}: "b", {1, 1}: "a"}
	fmt.Println(m8)
	var m9 map[string]int
	fmt.Printf("%v %#v %d\n", m9, m9, len(m9))
	m10 := map[rune]int{'b': 1, 'a': 2}
	fmt.Printf("%v %q\n", m10, m10)
	m11 := map[string]*Key{"p": nil}
	fmt.Printf("%v\n", m11)
	m12 := map[string]map[string]int{"outer": {"z": 1, "a": 2}, "b": {}}
	fmt.Println(m12)
	fmt.Printf("%x\n", map[string]int{"ab": 255, "c": 16})
}

// Output:
// map[:5 10:6 9:7 Beta:3 alpha:2 beta:4 zeta:1]
// map[-5:neg 0:zero 3:three 10:ten] 4
// map[NaN:true -Inf:false 0:true 2.5:true +Inf:false]
// map[{a y}:[2 3] {a z}:[] {b x}:[1]]
// map[{NS:a Name:y}:[2 3] {NS:a Name:z}:[] {NS:b Name:x}:[1]]
// map[low:2 mid:3 high:1]
// map[bool]string{false:"no", true:"yes"}
// map[a:3 b:1 1:4 2:2 2.5:5 true:6]
// map[[1 1]:a [1 2]:b [2 1]:c]
// map[] map[string]int(nil) 0
// map[97:2 98:1] map['a':'\x02' 'b':'\x01']
// map[p:<nil>]
// map[b:map[] outer:map[a:2 z:1]]
// map[6162:ff 63:10]
