package main

import (
	"encoding/json"
	"fmt"
	"time"
)

type Stamp struct{ T time.Time }

func (s *Stamp) UnmarshalJSON(b []byte) error {
	fmt.Printf("Stamp.UnmarshalJSON(%s)\n", b)
	return nil
}

type Obj struct {
	When    *time.Time `json:"when"`
	Stamp   *Stamp     `json:"stamp"`
	Value   Stamp      `json:"value"`
	Replica *int32     `json:"replica"`
}

func main() {
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	n := int32(3)
	o := Obj{When: &now, Stamp: &Stamp{}, Replica: &n}
	// null sets a pointer field to nil, even when its type has an UnmarshalJSON method;
	// a non-pointer field's UnmarshalJSON is called with null.
	err := json.Unmarshal([]byte(`{"when":null,"stamp":null,"value":null,"replica":null}`), &o)
	fmt.Println(err, o.When == nil, o.Stamp == nil, o.Replica == nil)
	// the pointer given to Unmarshal is not settable: its UnmarshalJSON sees the null
	s := &Stamp{}
	fmt.Println(json.Unmarshal([]byte(`null`), s), s != nil)
	var t time.Time
	fmt.Println(json.Unmarshal([]byte(`null`), &t), t.IsZero())
}

// Output:
// Stamp.UnmarshalJSON(null)
// <nil> true true true
// Stamp.UnmarshalJSON(null)
// <nil> true
// <nil> true
