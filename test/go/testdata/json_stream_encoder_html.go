package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"
)

type Event struct {
	Type      string            `json:"type"`
	Object    string            `json:"object"`
	At        time.Time         `json:"at"`
	Message   string            `json:"message,omitempty"`
	Count     int               `json:"count,string"`
	Meta      map[string]any    `json:"meta,omitempty"`
	Internal  string            `json:"-"`
	Dash      string            `json:"-,"`
	Ptr       *int              `json:"ptr"`
	Tags      []string          `json:"tags"`
	Extra     json.RawMessage   `json:"extra,omitempty"`
	Headers   map[int]string    `json:"headers,omitempty"`
	unexposed string
}

func main() {
	enc := json.NewEncoder(os.Stdout)
	at := time.Date(2026, 12, 6, 8, 0, 0, 0, time.UTC)
	one := 1
	evs := []Event{
		{Type: "Normal", Object: "pod/web-1", At: at, Message: "<b>Started</b> & ready", Count: 3, Internal: "x", Dash: "d", Ptr: &one},
		{Type: "Warning", Object: "pod/db-0", At: at.Add(90 * time.Second), Meta: map[string]any{"z": 1.5, "a": []int{1}}, Tags: []string{}, Extra: json.RawMessage(`{"raw":true}`), Headers: map[int]string{2: "b", 10: "a"}},
	}
	for _, e := range evs {
		enc.Encode(e)
	}
	enc.SetEscapeHTML(false)
	enc.SetIndent(">", "  ")
	enc.Encode(map[string]string{"html": "<a href=\"x\">&</a>"})
	dec := json.NewDecoder(strings.NewReader(`{"type":"A","count":"7"} {"type":"B","count":8} [`))
	for {
		var e Event
		err := dec.Decode(&e)
		if err != nil {
			fmt.Println("decode:", err)
			break
		}
		fmt.Println(e.Type, e.Count, dec.More())
	}
	b, err := json.Marshal(map[string]any{"f": func() {}})
	fmt.Println(string(b), err)
	b, err = json.Marshal(struct{ C chan int }{})
	fmt.Println(string(b), err)
	b, _ = json.MarshalIndent([]any{1, "two", nil, map[string]int{}}, "", "\t")
	fmt.Println(string(b))
	fmt.Println(json.Valid([]byte(`{"a":}`)), json.Valid([]byte(`[1,2]`)))
}

// Output:
// {"type":"Normal","object":"pod/web-1","at":"2026-12-06T08:00:00Z","message":"\u003cb\u003eStarted\u003c/b\u003e \u0026 ready","count":"3","-":"d","ptr":1,"tags":null}
// {"type":"Warning","object":"pod/db-0","at":"2026-12-06T08:01:30Z","count":"0","meta":{"a":[1],"z":1.5},"-":"","ptr":null,"tags":[],"extra":{"raw":true},"headers":{"10":"a","2":"b"}}
// {
// >  "html": "<a href=\"x\">&</a>"
// >}
// A 7 true
// decode: json: invalid use of ,string struct tag, trying to unmarshal unquoted value into int
//  json: unsupported type: func()
//  json: unsupported type: chan int
// [
// 	1,
// 	"two",
// 	null,
// 	{}
// ]
// false true
