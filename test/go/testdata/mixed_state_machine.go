package main

import "fmt"

type State int

const (
	Idle State = iota
	Provisioning
	Ready
	Deleting
	Gone
)

var names = map[State]string{Idle: "Idle", Provisioning: "Provisioning", Ready: "Ready", Deleting: "Deleting", Gone: "Gone"}

func (s State) String() string { return names[s] }

type Event string

var transitions = map[State]map[Event]State{
	Idle:         {"create": Provisioning},
	Provisioning: {"ready": Ready, "delete": Deleting},
	Ready:        {"delete": Deleting},
	Deleting:     {"finalized": Gone},
}

func step(s State, e Event) (State, error) {
	next, ok := transitions[s][e]
	if !ok {
		return s, fmt.Errorf("invalid event %q in state %v", e, s)
	}
	return next, nil
}

func main() {
	s := Idle
	for _, e := range []Event{"create", "delete", "ready", "finalized", "create"} {
		next, err := step(s, e)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("%v --%s--> %v\n", s, e, next)
		s = next
	}
}

// Output:
// Idle --create--> Provisioning
// Provisioning --delete--> Deleting
// error: invalid event "ready" in state Deleting
// Deleting --finalized--> Gone
// error: invalid event "create" in state Gone
