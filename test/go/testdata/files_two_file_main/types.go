package main

import "fmt"

type Phase string

const (
	PhasePending Phase = "Pending"
	PhaseReady   Phase = "Ready"
)

type Widget struct {
	Name  string
	Phase Phase
	Size  int
}

func (w *Widget) Promote() {
	if w.Phase == PhasePending && w.Size > 0 {
		w.Phase = PhaseReady
	}
}

func (w Widget) String() string { return fmt.Sprintf("%s[%s,%d]", w.Name, w.Phase, w.Size) }

var registry = map[string]*Widget{}

func init() {
	registry["seed"] = &Widget{Name: "seed", Phase: PhasePending, Size: 1}
}
