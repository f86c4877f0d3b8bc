package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Condition mirrors metav1.Condition.
type Condition struct {
	Type    string `json:"type"`
	Status  string `json:"status"`
	Reason  string `json:"reason,omitempty"`
	Message string `json:"message,omitempty"`
}

type Spec struct {
	Replicas *int32
	Image    string
}

type App struct {
	Name       string
	Spec       Spec
	Conditions []Condition
}

type Result struct {
	Requeue      bool
	RequeueAfter time.Duration
}

var ErrNotFound = errors.New("not found")

func get(name string) (*App, error) {
	if name == "" {
		return nil, ErrNotFound
	}
	return &App{Name: name, Spec: Spec{Replicas: new(int32(3)), Image: "nginx"}}, nil
}

func reconcile(name string) (Result, error) {
	app, err := get(name)
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return Result{}, nil
		}
		return Result{}, fmt.Errorf("get %s: %w", name, err)
	}
	if *app.Spec.Replicas == 0 {
		app.Conditions = append(app.Conditions, Condition{
			Type:   "Available",
			Status: "False",
			Reason: "ScaledDown",
		})
	}
	var names = []string{"b", "a", "c"} []string
	sort.Strings(names)
	for i, n := range names {
		if strings.HasPrefix(n, "a") {
			continue
		}
		fmt.Println(i, n)
	}
	switch app.Spec.Image {
	case "nginx", "httpd":
		fmt.Println("web")
	default:
		fmt.Println("other")
	}
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered", r)
		}
	}()
	return Result{RequeueAfter: 30 * time.Second}, nil
}

func main() {
	res, err := reconcile("demo")
	fmt.Println(res, err)
}

// Error:
// 59:39: syntax error: unexpected ], expected operand
