package main

import (
	"fmt"
	"math"
)

type K struct {
	A string
	B int
}

func main() {
	m := map[any]string{
		3: "int3", -1: "int-1", "b": "str-b", "a": "str-a", 2.5: "float", uint(1): "uint1",
		true: "true", false: "false", K{"x", 1}: "K1", K{"a", 2}: "K2", [2]int{1, 2}: "arr",
		nil: "nil", int8(7): "int8", math.NaN(): "nan", math.Inf(-1): "-inf", complex(1, 1): "cplx",
	}
	fmt.Println(m)
	fmt.Printf("%v\n", map[float64]int{math.NaN(): 1, 0: 2, -0.5: 3, math.Inf(1): 4})
	fmt.Println(map[bool]int{true: 1, false: 0}, map[[2]string]int{{"b", "a"}: 1, {"a", "z"}: 2})
	fmt.Println(map[*int]int{nil: 1}, map[rune]bool{'b': true, 'a': false})
	type Pri int
	fmt.Printf("%v %d %x\n", map[Pri]string{3: "c", 1: "a"}, map[string]int{"z": 26, "a": 1}, map[string][]byte{"k": []byte("v")})
	fmt.Printf("%#v\n", map[any]int{1: 1, "a": 2, 2.0: 3})
}

// Output:
// map[<nil>:nil a:str-a b:str-b 7:int8 -1:int-1 3:int3 1:uint1 (1+1i):cplx NaN:nan -Inf:-inf 2.5:float false:false true:true [1 2]:arr {a 2}:K2 {x 1}:K1]
// map[NaN:1 -0.5:3 0:2 +Inf:4]
// map[false:0 true:1] map[[a z]:2 [b a]:1]
// map[<nil>:1] map[97:false 98:true]
// map[1:a 3:c] map[%!d(string=a):1 %!d(string=z):26] map[6b:76]
// map[interface {}]int{"a":2, 1:1, 2:3}
