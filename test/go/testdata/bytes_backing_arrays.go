// A byte slice's whole backing array as an array pointer, and byte slices through reflect.
package main

import (
	"fmt"
	"reflect"
	"sort"
)

func main() {
	b := make([]byte, 8)
	ap := (*[8]byte)(b)
	ap[2] = 7
	b[3] = 9
	arr := *ap
	arr[0] = 1
	fmt.Println(b, *ap, arr, arr == *ap, len(ap))
	m := map[[8]byte]string{*ap: "p", arr: "a"}
	fmt.Println(len(m), m[[8]byte{0, 0, 7, 9}])
	for i, v := range ap {
		if v != 0 {
			fmt.Print(i, ":", v, " ")
		}
	}
	fmt.Println()
	s2 := ap[1:4]
	s2[0] = 5
	fmt.Println(b[:4], fmt.Sprintf("%x", *ap))

	v := reflect.ValueOf(b)
	fmt.Println(v.Kind(), v.Len(), v.Index(2).Uint(), v.Bytes()[3])
	v.Index(0).SetUint(200)
	fmt.Println(b[0])
	rs := reflect.AppendSlice(v, reflect.ValueOf([]byte("xy")))
	fmt.Println(rs.Len(), rs.Cap(), string(rs.Bytes()[8:]))
	fmt.Println(reflect.DeepEqual([]byte("ab"), []byte{'a', 'b'}), reflect.DeepEqual([]byte{}, []byte(nil)))
	cv := reflect.ValueOf("héllo").Convert(reflect.TypeOf([]byte(nil)))
	fmt.Println(cv.Len(), cv.Interface())
	av := reflect.ValueOf(b[:4]).Convert(reflect.TypeOf([4]byte{}))
	fmt.Println(av.Interface(), av.Type())
	n := reflect.Copy(reflect.ValueOf(b), reflect.ValueOf("zz"))
	fmt.Println(n, b)

	w := []byte("hello, world")
	sort.Slice(w, func(i, j int) bool { return w[i] < w[j] })
	fmt.Printf("%q\n", w)
	fmt.Println(string(w[len(w)-3:]))
}

// Output:
// [0 0 7 9 0 0 0 0] [0 0 7 9 0 0 0 0] [1 0 7 9 0 0 0 0] false 8
// 2 p
// 2:7 3:9 
// [0 5 7 9] 0005070900000000
// slice 8 7 9
// 200
// 10 16 xy
// true false
// 6 [104 195 169 108 108 111]
// [200 5 7 9] [4]uint8
// 2 [122 122 7 9 0 0 0 0]
// " ,dehllloorw"
// orw
