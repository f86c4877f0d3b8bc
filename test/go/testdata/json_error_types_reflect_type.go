package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

type Quantity string

type Limits struct {
	CPU    Quantity          `json:"cpu"`
	Memory *int64            `json:"memory"`
	Extra  map[string]uint8  `json:"extra"`
	Nested struct{ On bool } `json:"nested"`
}

type Broken struct{}

func (Broken) MarshalJSON() ([]byte, error) { return nil, errors.New("cannot encode Broken") }

type BadSyntax struct{}

func (*BadSyntax) MarshalJSON() ([]byte, error) { return []byte(`{"a":}`), nil }

type Wrapper struct {
	B Broken
}

func describe(err error) {
	var te *json.UnmarshalTypeError
	var ut *json.UnsupportedTypeError
	var me *json.MarshalerError
	var ie *json.InvalidUnmarshalError
	switch {
	case errors.As(err, &te):
		fmt.Printf("UnmarshalTypeError{Value:%q Type:%v Kind:%v Offset:%d Struct:%q Field:%q}\n", te.Value, te.Type, te.Type.Kind(), te.Offset, te.Struct, te.Field)
	case errors.As(err, &ut):
		fmt.Printf("UnsupportedTypeError{Type:%v Kind:%v}\n", ut.Type, ut.Type.Kind())
	case errors.As(err, &me):
		fmt.Printf("MarshalerError{Type:%v Err:%v} unwrap=%v\n", me.Type, me.Err, errors.Unwrap(me) == me.Err)
	case errors.As(err, &ie):
		fmt.Printf("InvalidUnmarshalError{Type:%v}\n", ie.Type)
	default:
		fmt.Printf("%T %v\n", err, err)
	}
	fmt.Println(" ", err)
}

func main() {
	var l Limits
	describe(json.Unmarshal([]byte(`{"cpu": 2}`), &l))
	describe(json.Unmarshal([]byte(`{"memory": "1Gi"}`), &l))
	describe(json.Unmarshal([]byte(`{"extra": {"a": 256}}`), &l))
	describe(json.Unmarshal([]byte(`{"nested": {"On": "true"}}`), &l))
	describe(json.Unmarshal([]byte(`[1]`), &l))
	var xs []Limits
	describe(json.Unmarshal([]byte(`[{"cpu":"1"},{"cpu":false}]`), &xs))
	var r io.Reader
	describe(json.Unmarshal([]byte(`{}`), &r))
	describe(json.Unmarshal([]byte(`{}`), l))
	_, err := json.Marshal(map[string]interface{}{"ch": make(chan int)})
	describe(err)
	_, err = json.Marshal(struct{ F func() }{})
	describe(err)
	_, err = json.Marshal(Wrapper{})
	describe(err)
	_, err = json.Marshal(&BadSyntax{})
	describe(err)
	_, err = json.Marshal(map[[2]int]string{{1, 2}: "x"})
	describe(err)
	dec := json.NewDecoder(strings.NewReader(`{"cpu":"1"} {"cpu":[]}`))
	for {
		var v Limits
		if err := dec.Decode(&v); err != nil {
			if err == io.EOF {
				break
			}
			describe(err)
			break
		}
		fmt.Printf("decoded %+v\n", v.CPU)
	}
	fmt.Println(reflect.TypeOf(json.UnmarshalTypeError{}).NumField())
}

// Output:
// UnmarshalTypeError{Value:"number" Type:main.Quantity Kind:string Offset:9 Struct:"Limits" Field:"cpu"}
//   json: cannot unmarshal number into Go struct field Limits.cpu of type main.Quantity
// UnmarshalTypeError{Value:"string" Type:int64 Kind:int64 Offset:16 Struct:"Limits" Field:"memory"}
//   json: cannot unmarshal string into Go struct field Limits.memory of type int64
// UnmarshalTypeError{Value:"number 256" Type:uint8 Kind:uint8 Offset:19 Struct:"Limits" Field:"extra"}
//   json: cannot unmarshal number 256 into Go struct field Limits.extra of type uint8
// UnmarshalTypeError{Value:"string" Type:bool Kind:bool Offset:24 Struct:"" Field:"nested.On"}
//   json: cannot unmarshal string into Go struct field .nested.On of type bool
// UnmarshalTypeError{Value:"array" Type:main.Limits Kind:struct Offset:1 Struct:"" Field:""}
//   json: cannot unmarshal array into Go value of type main.Limits
// UnmarshalTypeError{Value:"bool" Type:main.Quantity Kind:string Offset:25 Struct:"Limits" Field:"cpu"}
//   json: cannot unmarshal bool into Go struct field Limits.cpu of type main.Quantity
// UnmarshalTypeError{Value:"object" Type:io.Reader Kind:interface Offset:1 Struct:"" Field:""}
//   json: cannot unmarshal object into Go value of type io.Reader
// InvalidUnmarshalError{Type:main.Limits}
//   json: Unmarshal(non-pointer main.Limits)
// UnsupportedTypeError{Type:chan int Kind:chan}
//   json: unsupported type: chan int
// UnsupportedTypeError{Type:func() Kind:func}
//   json: unsupported type: func()
// MarshalerError{Type:main.Broken Err:cannot encode Broken} unwrap=true
//   json: error calling MarshalJSON for type main.Broken: cannot encode Broken
// MarshalerError{Type:*main.BadSyntax Err:invalid character '}' looking for beginning of value} unwrap=true
//   json: error calling MarshalJSON for type *main.BadSyntax: invalid character '}' looking for beginning of value
// UnsupportedTypeError{Type:map[[2]int]string Kind:map}
//   json: unsupported type: map[[2]int]string
// decoded 1
// UnmarshalTypeError{Value:"array" Type:main.Quantity Kind:string Offset:9 Struct:"Limits" Field:"cpu"}
//   json: cannot unmarshal array into Go struct field Limits.cpu of type main.Quantity
// 5
