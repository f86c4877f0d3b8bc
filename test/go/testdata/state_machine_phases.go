package main

import (
	"errors"
	"fmt"
	"strings"
)

type Phase string

const (
	Pending   Phase = "Pending"
	Running   Phase = "Running"
	Succeeded Phase = "Succeeded"
	Failed    Phase = "Failed"
)

var transitions = map[Phase][]Phase{
	Pending: {Running, Failed},
	Running: {Succeeded, Failed},
}

var ErrInvalidTransition = errors.New("invalid transition")

type TransitionError struct {
	From, To Phase
}

func (e *TransitionError) Error() string {
	return fmt.Sprintf("cannot go from %s to %s", e.From, e.To)
}

func (e *TransitionError) Unwrap() error { return ErrInvalidTransition }

type Job struct {
	Name    string
	Phase   Phase
	History []Phase
}

func (j *Job) To(p Phase) error {
	for _, allowed := range transitions[j.Phase] {
		if allowed == p {
			j.History = append(j.History, j.Phase)
			j.Phase = p
			return nil
		}
	}
	return &TransitionError{j.Phase, p}
}

func (j Job) String() string {
	hist := make([]string, len(j.History))
	for i, h := range j.History {
		hist[i] = string(h)
	}
	return fmt.Sprintf("%s[%s] via %s", j.Name, j.Phase, strings.Join(hist, "->"))
}

func main() {
	j := &Job{Name: "build", Phase: Pending}
	steps := []Phase{Running, Pending, Succeeded, Failed}
	for _, s := range steps {
		if err := j.To(s); err != nil {
			var te *TransitionError
			fmt.Println("error:", err, errors.Is(err, ErrInvalidTransition), errors.As(err, &te) && te.To == s)
			continue
		}
		fmt.Println("ok:", j)
	}
	fmt.Printf("%v\n%+v\n", *j, j.History)
	switch j.Phase {
	case Succeeded, Failed:
		fmt.Println("terminal")
	default:
		fmt.Println("active")
	}
}

// Output:
// ok: build[Running] via Pending
// error: cannot go from Running to Pending true true
// ok: build[Succeeded] via Pending->Running
// error: cannot go from Succeeded to Failed true true
// build[Succeeded] via Pending->Running
// [Pending Running]
// terminal
