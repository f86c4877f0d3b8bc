package main

import "fmt"

type OwnerReference struct {
	APIVersion         string
	Kind               string
	Name               string
	UID                string
	Controller         *bool
	BlockOwnerDeletion *bool
}

type ObjectMeta struct {
	Name            string
	OwnerReferences []OwnerReference
	Labels          map[string]string
}

func boolPtr(b bool) *bool { return &b }

func main() {
	meta := ObjectMeta{Name: "web"}
	ref := OwnerReference{
		APIVersion:         "cache.example.com/v1alpha1",
		Kind:               "Memcached",
		Name:               meta.Name,
		Controller:         true,
		BlockOwnerDeletion: &true,
	}
	meta.OwnerReferences = append(meta.OwnerReferences, &ref)
	meta.OwnerReferences[0].Controller = boolPtr("yes")
	meta.Labels["app"] = 1
	meta.OwnerReferences = ref
	var refs []*OwnerReference = meta.OwnerReferences
	fmt.Println(meta, refs)
}

// Error:
// # command-line-arguments
// ./err_owner_reference_pointer_fields.go:28:23: cannot use true (untyped bool constant) as *bool value in struct literal
// ./err_owner_reference_pointer_fields.go:29:24: invalid operation: cannot take address of true (untyped bool constant)
// ./err_owner_reference_pointer_fields.go:31:54: cannot use &ref (value of type *OwnerReference) as OwnerReference value in argument to append
// ./err_owner_reference_pointer_fields.go:32:47: cannot use "yes" (untyped string constant) as bool value in argument to boolPtr
// ./err_owner_reference_pointer_fields.go:33:23: cannot use 1 (untyped int constant) as string value in assignment
// ./err_owner_reference_pointer_fields.go:34:25: cannot use ref (variable of struct type OwnerReference) as []OwnerReference value in assignment
// ./err_owner_reference_pointer_fields.go:35:31: cannot use meta.OwnerReferences (variable of type []OwnerReference) as []*OwnerReference value in variable declaration
