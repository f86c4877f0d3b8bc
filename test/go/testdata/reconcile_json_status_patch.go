package main

import (
	"encoding/json"
	"fmt"
)

type Condition struct {
	Type    string `json:"type"`
	Status  string `json:"status"`
	Reason  string `json:"reason,omitempty"`
	Message string `json:"message,omitempty"`
}

type Status struct {
	ObservedGeneration int64       `json:"observedGeneration,omitempty"`
	ReadyReplicas      int32       `json:"readyReplicas"`
	Conditions         []Condition `json:"conditions,omitempty"`
	Nodes              []string    `json:"nodes"`
}

func main() {
	s := Status{ObservedGeneration: 3, Conditions: []Condition{{Type: "Available", Status: "True", Reason: "Ready"}}}
	b, _ := json.Marshal(map[string]any{"status": s})
	fmt.Println(string(b))
	var back map[string]Status
	if err := json.Unmarshal(b, &back); err != nil {
		fmt.Println("error:", err)
	}
	fmt.Printf("%+v\n", back["status"])
	var anyv map[string]any
	json.Unmarshal([]byte(`{"a":1,"b":[true,null,"x"],"c":{"d":1.5}}`), &anyv)
	fmt.Println(anyv["a"], anyv["b"], anyv["c"])
	fmt.Printf("%T %T\n", anyv["a"], anyv["b"])
	err := json.Unmarshal([]byte(`{"readyReplicas":"two"}`), &s)
	fmt.Println(err)
}

// Output:
// {"status":{"observedGeneration":3,"readyReplicas":0,"conditions":[{"type":"Available","status":"True","reason":"Ready"}],"nodes":null}}
// {ObservedGeneration:3 ReadyReplicas:0 Conditions:[{Type:Available Status:True Reason:Ready Message:}] Nodes:[]}
// 1 [true <nil> x] map[d:1.5]
// float64 []interface {}
// json: cannot unmarshal string into Go struct field Status.readyReplicas of type int32
