package main

import (
	"errors"
	"fmt"
)

type Object struct {
	Name            string
	ResourceVersion int
	Replicas        int
	Status          string
}

type StatusError struct {
	Reason  string
	Message string
}

func (e *StatusError) Error() string { return e.Message }

func IsConflict(err error) bool {
	var se *StatusError
	return errors.As(err, &se) && se.Reason == "Conflict"
}

type APIServer struct {
	objects map[string]Object
}

func (s *APIServer) Get(name string) (Object, error) {
	o, ok := s.objects[name]
	if !ok {
		return Object{}, &StatusError{"NotFound", fmt.Sprintf("deployments.apps %q not found", name)}
	}
	return o, nil
}

func (s *APIServer) Update(o *Object) error {
	cur := s.objects[o.Name]
	if cur.ResourceVersion != o.ResourceVersion {
		return &StatusError{"Conflict", fmt.Sprintf("Operation cannot be fulfilled on deployments.apps %q: the object has been modified; please apply your changes to the latest version and try again", o.Name)}
	}
	o.ResourceVersion++
	s.objects[o.Name] = *o
	return nil
}

func main() {
	api := &APIServer{objects: map[string]Object{"web": {Name: "web", ResourceVersion: 1, Replicas: 1}}}
	mine, _ := api.Get("web")
	theirs, _ := api.Get("web")
	theirs.Replicas = 5
	fmt.Println(api.Update(&theirs))
	mine.Status = "Ready"
	err := api.Update(&mine)
	fmt.Println(err)
	fmt.Println(IsConflict(err))
	fresh, _ := api.Get("web")
	fresh.Status = "Ready"
	fmt.Println(api.Update(&fresh), api.objects["web"])
	_, err = api.Get("db")
	fmt.Println(err, IsConflict(err))
}

// Output:
// <nil>
// Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again
// true
// <nil> {web 3 5 Ready}
// deployments.apps "db" not found false
