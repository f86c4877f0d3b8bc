package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

type Spec struct {
	Replicas int32             `json:"replicas"`
	Image    string            `json:"image"`
	Ports    []Port            `json:"ports,omitempty"`
	Env      map[string]string `json:"env,omitempty"`
	Paused   bool              `json:"paused"`
}

type Port struct {
	Name string `json:"name"`
	Port uint16 `json:"port"`
}

type Obj struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Spec       Spec   `json:"spec"`
}

func try(in string) {
	var o Obj
	err := json.Unmarshal([]byte(in), &o)
	fmt.Printf("err: %v\n", err)
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		fmt.Printf("  type error: Value=%q Type=%v Offset=%d Struct=%q Field=%q\n", te.Value, te.Type, te.Offset, te.Struct, te.Field)
	case errors.As(err, &se):
		fmt.Printf("  syntax error at offset %d: %s\n", se.Offset, se.Error())
	}
	fmt.Printf("  partial: %+v\n", o)
}

func main() {
	try(`{"apiVersion":"apps/v1","kind":"Deployment","spec":{"replicas":"3","image":"nginx"}}`)
	try(`{"spec":{"replicas":3.5}}`)
	try(`{"spec":{"ports":[{"name":"http","port":70000}]}}`)
	try(`{"spec":{"ports":[{"name":"http","port":-1}]}}`)
	try(`{"spec":{"env":{"A":1}}}`)
	try(`{"spec":{"paused":"yes"}}`)
	try(`{"spec":[1,2]}`)
	try(`{"kind":true}`)
	try(`{"spec":{"replicas":3,}}`)
	try(`{"spec":{"replicas":3}`)
	try(`{"spec" {"replicas":3}}`)
	try(`nul`)
	try(``)
	try(`{"spec":{"image":"a\x"}}`)

	dec := json.NewDecoder(bytes.NewReader([]byte(`{"apiVersion":"v1","kind":"Pod","metadata":{"name":"x"}}`)))
	dec.DisallowUnknownFields()
	var o Obj
	fmt.Println(dec.Decode(&o))

	var n int
	fmt.Println(json.Unmarshal([]byte(`1e3`), &n))
	fmt.Println(json.Unmarshal([]byte(`12345678901234567890`), &n))
	fmt.Println(json.Unmarshal([]byte(`{}`), n))
	fmt.Println(json.Unmarshal([]byte(`{}`), nil))
	var p *Obj
	fmt.Println(json.Unmarshal([]byte(`{}`), p))
	var arr [2]int
	fmt.Println(json.Unmarshal([]byte(`[1,2,3]`), &arr), arr)
	var ifc interface{}
	fmt.Println(json.Unmarshal([]byte(`{"a":[1,"x",true,null,{"b":1.5}]}`), &ifc))
	fmt.Printf("%v %T\n", ifc, ifc.(map[string]interface{})["a"].([]interface{})[0])
}

// Output:
// err: json: cannot unmarshal string into Go struct field Spec.spec.replicas of type int32
//   type error: Value="string" Type=int32 Offset=66 Struct="Spec" Field="spec.replicas"
//   partial: {APIVersion:apps/v1 Kind:Deployment Spec:{Replicas:0 Image:nginx Ports:[] Env:map[] Paused:false}}
// err: json: cannot unmarshal number 3.5 into Go struct field Spec.spec.replicas of type int32
//   type error: Value="number 3.5" Type=int32 Offset=23 Struct="Spec" Field="spec.replicas"
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// err: json: cannot unmarshal number 70000 into Go struct field Port.spec.ports.port of type uint16
//   type error: Value="number 70000" Type=uint16 Offset=45 Struct="Port" Field="spec.ports.port"
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[{Name:http Port:0}] Env:map[] Paused:false}}
// err: json: cannot unmarshal number -1 into Go struct field Port.spec.ports.port of type uint16
//   type error: Value="number -1" Type=uint16 Offset=42 Struct="Port" Field="spec.ports.port"
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[{Name:http Port:0}] Env:map[] Paused:false}}
// err: json: cannot unmarshal number into Go struct field Spec.spec.env of type string
//   type error: Value="number" Type=string Offset=21 Struct="Spec" Field="spec.env"
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[A:] Paused:false}}
// err: json: cannot unmarshal string into Go struct field Spec.spec.paused of type bool
//   type error: Value="string" Type=bool Offset=23 Struct="Spec" Field="spec.paused"
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// err: json: cannot unmarshal array into Go struct field Obj.spec of type main.Spec
//   type error: Value="array" Type=main.Spec Offset=9 Struct="Obj" Field="spec"
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// err: json: cannot unmarshal bool into Go struct field Obj.kind of type string
//   type error: Value="bool" Type=string Offset=12 Struct="Obj" Field="kind"
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// err: invalid character '}' looking for beginning of object key string
//   syntax error at offset 23: invalid character '}' looking for beginning of object key string
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// err: unexpected end of JSON input
//   syntax error at offset 22: unexpected end of JSON input
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// err: invalid character '{' after object key
//   syntax error at offset 9: invalid character '{' after object key
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// err: invalid character ' ' in literal null (expecting 'l')
//   syntax error at offset 3: invalid character ' ' in literal null (expecting 'l')
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// err: unexpected end of JSON input
//   syntax error at offset 0: unexpected end of JSON input
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// err: invalid character 'x' in string escape code
//   syntax error at offset 21: invalid character 'x' in string escape code
//   partial: {APIVersion: Kind: Spec:{Replicas:0 Image: Ports:[] Env:map[] Paused:false}}
// json: unknown field "metadata"
// json: cannot unmarshal number 1e3 into Go value of type int
// json: cannot unmarshal number 12345678901234567890 into Go value of type int
// json: Unmarshal(non-pointer int)
// json: Unmarshal(nil)
// json: Unmarshal(nil *main.Obj)
// <nil> [1 2]
// <nil>
// map[a:[1 x true <nil> map[b:1.5]]] float64
