package main

import (
	"encoding/json"
	"errors"
	"fmt"
)

type Inventory struct {
	Name  string         `json:"name"`
	Slots map[int]string `json:"slots"`
	Sizes map[uint8]int  `json:"sizes"`
}

func main() {
	var inv Inventory
	for _, in := range []string{
		`{"name":"a","slots":{"1":"x","two":"y","3":"z"}}`,
		`{"sizes":{"255":1,"256":2}}`,
		`{"slots":{"-7":"neg"}}`,
		`{"slots": {"1.5":"frac"}}`,
	} {
		err := json.Unmarshal([]byte(in), &inv)
		fmt.Println(err)
		var ute *json.UnmarshalTypeError
		if errors.As(err, &ute) {
			fmt.Println(ute.Value, ute.Offset, ute.Struct, ute.Field)
		}
		fmt.Println(inv.Slots, inv.Sizes)
	}
	var m map[int8]bool
	err := json.Unmarshal([]byte(`{"1":true,"1000":false}`), &m)
	fmt.Println(err, m)
}

// Output:
// json: cannot unmarshal number two into Go struct field Inventory.slots of type int
// number two 30 Inventory slots
// map[1:x 3:z] map[]
// json: cannot unmarshal number 256 into Go struct field Inventory.sizes of type uint8
// number 256 19 Inventory sizes
// map[1:x 3:z] map[255:1]
// <nil>
// map[-7:neg 1:x 3:z] map[255:1]
// json: cannot unmarshal number 1.5 into Go struct field Inventory.slots of type int
// number 1.5 12 Inventory slots
// map[-7:neg 1:x 3:z] map[255:1]
// json: cannot unmarshal number 1000 into Go value of type int8 map[1:true]
