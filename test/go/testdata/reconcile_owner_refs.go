package main

import (
	"errors"
	"fmt"
)

type OwnerReference struct {
	Kind               string
	Name               string
	UID                string
	Controller         *bool
	BlockOwnerDeletion *bool
}

type Object struct {
	Kind            string
	Name            string
	UID             string
	OwnerReferences []OwnerReference
}

type AlreadyOwnedError struct {
	Object string
	Owner  OwnerReference
}

func (e *AlreadyOwnedError) Error() string {
	return fmt.Sprintf("Object %s is already owned by another %s controller %s", e.Object, e.Owner.Kind, e.Owner.Name)
}

func ptrTo[T any](v T) *T { return &v }

func GetControllerOf(o *Object) *OwnerReference {
	for i := range o.OwnerReferences {
		if r := o.OwnerReferences[i]; r.Controller != nil && *r.Controller {
			return &o.OwnerReferences[i]
		}
	}
	return nil
}

func SetControllerReference(owner, obj *Object) error {
	ref := OwnerReference{Kind: owner.Kind, Name: owner.Name, UID: owner.UID, Controller: ptrTo(true), BlockOwnerDeletion: ptrTo(true)}
	if existing := GetControllerOf(obj); existing != nil && existing.UID != owner.UID {
		return &AlreadyOwnedError{Object: obj.Name, Owner: *existing}
	}
	for i, r := range obj.OwnerReferences {
		if r.UID == ref.UID {
			obj.OwnerReferences[i] = ref
			return nil
		}
	}
	obj.OwnerReferences = append(obj.OwnerReferences, ref)
	return nil
}

func main() {
	owner := &Object{Kind: "Memcached", Name: "cache", UID: "uid-1"}
	other := &Object{Kind: "Memcached", Name: "other", UID: "uid-2"}
	dep := &Object{Kind: "Deployment", Name: "cache"}
	fmt.Println(SetControllerReference(owner, dep), len(dep.OwnerReferences))
	fmt.Println(SetControllerReference(owner, dep), len(dep.OwnerReferences))
	err := SetControllerReference(other, dep)
	var owned *AlreadyOwnedError
	fmt.Println(err, errors.As(err, &owned))
	c := GetControllerOf(dep)
	fmt.Println(c.Name, *c.Controller, *c.BlockOwnerDeletion)
}

// Output:
// <nil> 1
// <nil> 1
// Object cache is already owned by another Memcached controller cache true
// cache true true
