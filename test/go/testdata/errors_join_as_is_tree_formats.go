package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

type NotFoundError struct {
	Kind, Name string
}

func (e *NotFoundError) Error() string { return e.Kind + " " + e.Name + " not found" }

type ConflictError struct{ Version int }

func (e ConflictError) Error() string { return fmt.Sprintf("conflict at version %d", e.Version) }

var ErrRetry = errors.New("retry later")

func reconcile(i int) error {
	switch i {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("get pod: %w", &NotFoundError{"Pod", "web-0"})
	case 2:
		return fmt.Errorf("update: %w (and %w)", ConflictError{7}, ErrRetry)
	case 3:
		return errors.Join(ErrRetry, &NotFoundError{"Service", "web"}, nil)
	case 4:
		return fmt.Errorf("open config: %w", &fs.PathError{Op: "open", Path: "/etc/app.yaml", Err: fs.ErrNotExist})
	default:
		return fmt.Errorf("wrapped twice: %w", fmt.Errorf("once: %v", ErrRetry))
	}
}

func main() {
	for i := 0; i < 6; i++ {
		err := reconcile(i)
		var nf *NotFoundError
		var ce ConflictError
		var pe *fs.PathError
		fmt.Printf("%d: %v\n", i, err)
		fmt.Printf("   is retry=%t as nf=%t as conflict=%t as path=%t notexist=%t\n",
			errors.Is(err, ErrRetry), errors.As(err, &nf), errors.As(err, &ce), errors.As(err, &pe), errors.Is(err, os.ErrNotExist))
		if nf != nil {
			fmt.Printf("   nf: %+v %q\n", *nf, nf.Name)
		}
		if ce.Version != 0 {
			fmt.Printf("   ce: %#v\n", ce)
		}
		fmt.Printf("   %T\n", err)
		if u, ok := err.(interface{ Unwrap() []error }); ok {
			for j, e := range u.Unwrap() {
				fmt.Printf("   [%d] %T %v\n", j, e, e)
			}
		} else if e := errors.Unwrap(err); e != nil {
			fmt.Printf("   unwrap: %T %q\n", e, e)
		}
	}
	fmt.Printf("%q\n", errors.Join(errors.New("a"), errors.New("b")).Error())
	fmt.Println(errors.Join(nil, nil) == nil)
}

// Output:
// 0: <nil>
//    is retry=false as nf=false as conflict=false as path=false notexist=false
//    <nil>
// 1: get pod: Pod web-0 not found
//    is retry=false as nf=true as conflict=false as path=false notexist=false
//    nf: {Kind:Pod Name:web-0} "web-0"
//    *fmt.wrapError
//    unwrap: *main.NotFoundError "Pod web-0 not found"
// 2: update: conflict at version 7 (and retry later)
//    is retry=true as nf=false as conflict=true as path=false notexist=false
//    ce: main.ConflictError{Version:7}
//    *fmt.wrapErrors
//    [0] main.ConflictError conflict at version 7
//    [1] *errors.errorString retry later
// 3: retry later
// Service web not found
//    is retry=true as nf=true as conflict=false as path=false notexist=false
//    nf: {Kind:Service Name:web} "web"
//    *errors.joinError
//    [0] *errors.errorString retry later
//    [1] *main.NotFoundError Service web not found
// 4: open config: open /etc/app.yaml: file does not exist
//    is retry=false as nf=false as conflict=false as path=true notexist=true
//    *fmt.wrapError
//    unwrap: *fs.PathError "open /etc/app.yaml: file does not exist"
// 5: wrapped twice: once: retry later
//    is retry=false as nf=false as conflict=false as path=false notexist=false
//    *fmt.wrapError
//    unwrap: *errors.errorString "once: retry later"
// "a\nb"
// true
