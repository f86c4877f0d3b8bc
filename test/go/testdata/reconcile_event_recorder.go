package main

import (
	"fmt"
	"strings"
)

const (
	EventTypeNormal  = "Normal"
	EventTypeWarning = "Warning"
)

type Event struct {
	Type, Reason, Action, Note string
}

type Recorder struct {
	events []Event
}

func (r *Recorder) Event(obj string, eventtype, reason, message string) {
	r.events = append(r.events, Event{Type: eventtype, Reason: reason, Note: obj + ": " + message})
}

func (r *Recorder) Eventf(obj string, related *string, eventtype, reason, action, note string, args ...any) {
	r.events = append(r.events, Event{eventtype, reason, action, obj + ": " + fmt.Sprintf(note, args...)})
}

func main() {
	rec := &Recorder{}
	cr := "default/cache"
	rec.Event(cr, "Warning", "Deleting", fmt.Sprintf("Custom Resource %s is being deleted from the namespace %s", "cache", "default"))
	rec.Eventf(cr, nil, EventTypeWarning, "Deleting", "DeleteCR", "Custom Resource %s is being deleted from the namespace %s", "cache", "default")
	rec.Eventf(cr, nil, EventTypeNormal, "Created", "Create", "created %d replicas", 3)
	for _, e := range rec.events {
		fmt.Println(strings.Join([]string{e.Type, e.Reason, e.Action, e.Note}, " | "))
	}
}

// Output:
// Warning | Deleting |  | default/cache: Custom Resource cache is being deleted from the namespace default
// Warning | Deleting | DeleteCR | default/cache: Custom Resource cache is being deleted from the namespace default
// Normal | Created | Create | default/cache: created 3 replicas
