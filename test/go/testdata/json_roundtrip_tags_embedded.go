package main

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

type Meta struct {
	Name      string            `json:"name"`
	Namespace string            `json:"namespace,omitempty"`
	Labels    map[string]string `json:"labels,omitempty"`
}

type Spec struct {
	Replicas *int32  `json:"replicas,omitempty"`
	Image    string  `json:"image"`
	Ports    []int   `json:"ports"`
	Weight   float64 `json:"weight,string"`
}

type Status struct {
	Ready   bool      `json:"ready"`
	Updated time.Time `json:"updated,omitempty"`
}

type App struct {
	Meta                   // embedded: its fields are promoted into the object
	Kind   string          `json:"kind"`
	Spec   Spec            `json:"spec"`
	Status *Status         `json:"status,omitempty"`
	secret string          // unexported: never encoded
	Extra  json.RawMessage `json:"extra,omitempty"`
	Ignore string          `json:"-"`
	Dash   string          `json:"-,"`
}

func main() {
	r := int32(2)
	a := App{
		Meta:   Meta{Name: "web", Labels: map[string]string{"tier": "front", "app": "web"}},
		Kind:   "App",
		Spec:   Spec{Replicas: &r, Image: "nginx:1.25", Weight: 0.5},
		secret: "s3cr3t",
		Ignore: "skip me",
		Dash:   "dash",
	}
	b, err := json.Marshal(a)
	if err != nil {
		fmt.Println("marshal:", err)
		return
	}
	fmt.Println(string(b))

	var back App
	if err := json.Unmarshal(b, &back); err != nil {
		fmt.Println("unmarshal:", err)
		return
	}
	fmt.Printf("%s %s replicas=%d ports=%v status=%v labels=%v\n", back.Name, back.Kind, *back.Spec.Replicas, back.Spec.Ports == nil, back.Status, back.Labels)

	in := `{"name":"api","namespace":"prod","kind":"App","spec":{"image":"api:2","ports":[80,443],"weight":"1.25"},
	"status":{"ready":true,"updated":"2024-03-01T12:00:00Z"},"extra":{"a":[1,2]},"unknown":1}`
	var c App
	if err := json.Unmarshal([]byte(in), &c); err != nil {
		fmt.Println("unmarshal:", err)
		return
	}
	fmt.Println(c.Namespace, c.Spec.Ports, c.Spec.Weight, c.Status.Ready, c.Status.Updated.Format(time.RFC1123), string(c.Extra))

	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	c.Status = nil
	c.Extra = nil
	if err := enc.Encode(c); err != nil {
		fmt.Println(err)
	}

	bad := []string{`{"spec":{"replicas":"3"}}`, `{"spec":{"weight":1.5}}`, `{"name":`, `[1,2]`}
	for _, s := range bad {
		var x App
		err := json.Unmarshal([]byte(s), &x)
		fmt.Printf("%T: %v\n", err, err)
	}
}

// Output:
// {"name":"web","labels":{"app":"web","tier":"front"},"kind":"App","spec":{"replicas":2,"image":"nginx:1.25","ports":null,"weight":"0.5"},"-":"dash"}
// web App replicas=2 ports=true status=<nil> labels=map[app:web tier:front]
// prod [80 443] 1.25 true Fri, 01 Mar 2024 12:00:00 UTC {"a":[1,2]}
// {
//   "name": "api",
//   "namespace": "prod",
//   "kind": "App",
//   "spec": {
//     "image": "api:2",
//     "ports": [
//       80,
//       443
//     ],
//     "weight": "1.25"
//   },
//   "-": ""
// }
// *json.UnmarshalTypeError: json: cannot unmarshal string into Go struct field Spec.spec.replicas of type int32
// *errors.errorString: json: invalid use of ,string struct tag, trying to unmarshal unquoted value into float64
// *json.SyntaxError: unexpected end of JSON input
// *json.UnmarshalTypeError: json: cannot unmarshal array into Go value of type main.App
