// encoding/json decodes an array into the slice already there (decode.go array()): its elements are
// decoded into, not replaced; another slice of the same backing array sees that; elements past its
// length but within its capacity keep their old values; an empty array gives an empty, non-nil slice;
// a null at the top sets what the argument points at to nil.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
)

type P struct{ A, B int }

type Seen string

func (s *Seen) UnmarshalJSON(b []byte) error {
	*s = Seen("got " + string(b))
	return nil
}

type Odd int

func (o *Odd) UnmarshalJSON(b []byte) error {
	if string(b) == "3" {
		return errors.New("odd three")
	}
	*o = Odd(len(b))
	return nil
}

func main() {
	ps := []P{{1, 2}, {3, 4}}
	err := json.Unmarshal([]byte(`[{"A":5}]`), &ps)
	fmt.Println(ps, len(ps), cap(ps), err)

	a := []int{1, 2, 3}
	b := a
	_ = json.Unmarshal([]byte(`[9]`), &a)
	fmt.Println(a, b, len(a), cap(a))

	c := make([]int, 1, 4)
	full := c[:4]
	full[1], full[2] = 7, 8
	_ = json.Unmarshal([]byte(`[5, 6]`), &c)
	fmt.Println(c, full)

	d := []int{1}
	_ = json.Unmarshal([]byte(`[1, 2, 3, 4, 5]`), &d)
	fmt.Println(d, len(d), cap(d))

	var n []string
	_ = json.Unmarshal([]byte(`[]`), &n)
	fmt.Println(n == nil, len(n), cap(n))
	e := []string{"x", "y"}
	_ = json.Unmarshal([]byte(`[]`), &e)
	fmt.Println(e == nil, len(e), cap(e))
	_ = json.Unmarshal([]byte(`null`), &e)
	fmt.Println(e == nil)
	// null at the top: what the argument points at is set to nil; an Unmarshaler there gets the null.
	mm := map[string]int{"a": 1}
	v := 3
	pv := &v
	var seen Seen
	_ = json.Unmarshal([]byte(`null`), &mm)
	_ = json.Unmarshal([]byte(`null`), &pv)
	_ = json.Unmarshal([]byte(` null `), &seen)
	fmt.Println(mm == nil, pv == nil, v, seen)

	m := []map[string]int{{"keep": 1}}
	_ = json.Unmarshal([]byte(`[{"add": 2}, {"new": 3}]`), &m)
	fmt.Println(m)

	x, y := 10, 20
	ptrs := []*int{&x, &y}
	_ = json.Unmarshal([]byte(`[11]`), &ptrs)
	fmt.Println(*ptrs[0], x, y, len(ptrs))

	os := []Odd{100, 200, 300, 400}
	err = json.Unmarshal([]byte(`[12, 3, 45]`), &os)
	fmt.Println(os, err)

	bs := []byte{9, 9, 9}
	_ = json.Unmarshal([]byte(`[1, 2]`), &bs)
	fmt.Println(bs, cap(bs))

	arr := [3]P{{1, 1}, {2, 2}, {3, 3}}
	_ = json.Unmarshal([]byte(`[{"B":7}]`), &arr)
	fmt.Println(arr)

	var te *json.UnmarshalTypeError
	is := []int{1, 2, 3}
	err = json.Unmarshal([]byte(`[4, "five", 6, 7]`), &is)
	fmt.Println(is, errors.As(err, &te), err)
}

// Output:
// [{5 2}] 1 2 <nil>
// [9] [9 2 3] 1 3
// [5 6] [5 6 8 0]
// [1 2 3 4 5] 5 8
// false 0 0
// false 0 0
// true
// true true 3 got null
// [map[add:2 keep:1] map[new:3]]
// 11 11 20 1
// [2 200 300 400] odd three
// [1 2] 3
// [{1 7} {0 0} {0 0}]
// [4 2 6 7] true json: cannot unmarshal string into Go value of type int
