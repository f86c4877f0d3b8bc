package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"
)

type Quantity string

type Resources struct {
	Limits   map[string]Quantity `json:"limits,omitempty"`
	Requests map[string]Quantity `json:"requests,omitempty"`
}

type ObjectMeta struct {
	Name              string            `json:"name"`
	Namespace         string            `json:"namespace,omitempty"`
	Labels            map[string]string `json:"labels,omitempty"`
	CreationTimestamp *time.Time        `json:"creationTimestamp,omitempty"`
	Generation        int64             `json:"generation,omitempty"`
}

type Spec struct {
	Replicas  *int32          `json:"replicas,omitempty"`
	Image     string          `json:"image"`
	Args      []string        `json:"args"`
	Resources Resources       `json:"resources"`
	Paused    bool            `json:"paused,omitempty"`
	Extra     json.RawMessage `json:"extra,omitempty"`
	Secret    string          `json:"-"`
	Dash      string          `json:"-,"`
	Ratio     float64         `json:"ratio,string"`
}

type App struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	ObjectMeta `json:"metadata"`
	Spec       Spec `json:"spec"`
	Status     *struct {
		Ready int `json:"readyReplicas"`
	} `json:"status,omitempty"`
}

func main() {
	r := int32(3)
	app := App{
		APIVersion: "apps.example.com/v1",
		Kind:       "App",
		ObjectMeta: ObjectMeta{Name: "web", Labels: map[string]string{"z": "1", "a": "<b>&"}},
		Spec: Spec{
			Replicas:  &r,
			Image:     "nginx",
			Resources: Resources{Limits: map[string]Quantity{"memory": "128Mi", "cpu": "500m"}},
			Extra:     json.RawMessage(`{"b":1,  "a":[true,null]}`),
			Secret:    "hidden",
			Dash:      "dash",
			Ratio:     0.25,
		},
	}
	b, err := json.Marshal(app)
	fmt.Println(string(b), err)
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	enc.Encode(app.Spec.Resources)

	var back App
	err = json.Unmarshal(b, &back)
	fmt.Println(err, back.Name, *back.Spec.Replicas, back.Spec.Args == nil, string(back.Spec.Extra), back.Spec.Ratio, back.Spec.Dash)

	inputs := []string{
		`{"spec":{"replicas":"3"}}`,
		`{"spec":{"replicas":3.5}}`,
		`{"spec":{"replicas":99999999999}}`,
		`{"metadata":{"name":5}}`,
		`{"spec":{"ratio":"abc"}}`,
		`{"spec":{"ratio":1}}`,
		`{"kind":"App",}`,
		`{"kind":"App"`,
		`[1,2]`,
		`{"status":{"readyReplicas":2},"Kind":"CaseInsensitive"}`,
		`{"metadata":{"labels":{"a":1}}}`,
		`null`,
		``,
		`{"spec":{"args":"single"}}`,
	}
	for _, in := range inputs {
		var a App
		err := json.Unmarshal([]byte(in), &a)
		fmt.Printf("%-45q -> kind=%q err=%v\n", in, a.Kind, err)
		if a.Status != nil {
			fmt.Println("   status ready:", a.Status.Ready)
		}
	}
	var generic map[string]any
	json.Unmarshal([]byte(`{"n":1,"f":1.5,"big":12345678901234567890,"arr":[1,"x",{"k":null}],"t":true}`), &generic)
	for _, k := range []string{"n", "f", "big", "arr", "t"} {
		fmt.Printf("%s: %T %v\n", k, generic[k], generic[k])
	}
	dec := json.NewDecoder(strings.NewReader(`{"name":"a","unknown":1}`))
	dec.DisallowUnknownFields()
	var meta ObjectMeta
	fmt.Println(dec.Decode(&meta), meta.Name)
	out, err := json.Marshal(map[string]any{"ch": make(chan int)})
	fmt.Println(string(out), err)
	out, err = json.Marshal([]any{1.0, 1e21, 1e-7, float32(0.1), "\u2028", []byte("hi"), nil, map[int]string{2: "b", 10: "a"}})
	fmt.Println(string(out), err)
}

// Output:
// {"apiVersion":"apps.example.com/v1","kind":"App","metadata":{"name":"web","labels":{"a":"\u003cb\u003e\u0026","z":"1"}},"spec":{"replicas":3,"image":"nginx","args":null,"resources":{"limits":{"cpu":"500m","memory":"128Mi"}},"extra":{"b":1,"a":[true,null]},"-":"dash","ratio":"0.25"}} <nil>
// {
//   "limits": {
//     "cpu": "500m",
//     "memory": "128Mi"
//   }
// }
// <nil> web 3 true {"b":1,"a":[true,null]} 0.25 dash
// "{\"spec\":{\"replicas\":\"3\"}}"             -> kind="" err=json: cannot unmarshal string into Go struct field Spec.spec.replicas of type int32
// "{\"spec\":{\"replicas\":3.5}}"               -> kind="" err=json: cannot unmarshal number 3.5 into Go struct field Spec.spec.replicas of type int32
// "{\"spec\":{\"replicas\":99999999999}}"       -> kind="" err=json: cannot unmarshal number 99999999999 into Go struct field Spec.spec.replicas of type int32
// "{\"metadata\":{\"name\":5}}"                 -> kind="" err=json: cannot unmarshal number into Go struct field ObjectMeta.metadata.name of type string
// "{\"spec\":{\"ratio\":\"abc\"}}"              -> kind="" err=json: invalid use of ,string struct tag, trying to unmarshal "abc" into float64
// "{\"spec\":{\"ratio\":1}}"                    -> kind="" err=json: invalid use of ,string struct tag, trying to unmarshal unquoted value into float64
// "{\"kind\":\"App\",}"                         -> kind="" err=invalid character '}' looking for beginning of object key string
// "{\"kind\":\"App\""                           -> kind="" err=unexpected end of JSON input
// "[1,2]"                                       -> kind="" err=json: cannot unmarshal array into Go value of type main.App
// "{\"status\":{\"readyReplicas\":2},\"Kind\":\"CaseInsensitive\"}" -> kind="CaseInsensitive" err=<nil>
//    status ready: 2
// "{\"metadata\":{\"labels\":{\"a\":1}}}"       -> kind="" err=json: cannot unmarshal number into Go struct field ObjectMeta.metadata.labels of type string
// "null"                                        -> kind="" err=<nil>
// ""                                            -> kind="" err=unexpected end of JSON input
// "{\"spec\":{\"args\":\"single\"}}"            -> kind="" err=json: cannot unmarshal string into Go struct field Spec.spec.args of type []string
// n: float64 1
// f: float64 1.5
// big: float64 1.2345678901234567e+19
// arr: []interface {} [1 x map[k:<nil>]]
// t: bool true
// json: unknown field "unknown" a
//  json: unsupported type: chan int
// [1,1e+21,1e-7,0.1,"\u2028","aGk=",null,{"10":"a","2":"b"}] <nil>
