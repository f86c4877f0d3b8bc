package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
)

type NotFoundError struct {
	Kind, Name string
}

func (e *NotFoundError) Error() string { return fmt.Sprintf("%s %q not found", e.Kind, e.Name) }

type RetryableError struct {
	Err      error
	Attempts int
}

func (e RetryableError) Error() string { return fmt.Sprintf("after %d attempts: %v", e.Attempts, e.Err) }
func (e RetryableError) Unwrap() error { return e.Err }

var ErrConflict = errors.New("conflict")

func get(name string) error {
	if name == "" {
		return fmt.Errorf("get: %w", &NotFoundError{"ConfigMap", name})
	}
	if name == "busy" {
		return RetryableError{Err: fmt.Errorf("update %s: %w", name, ErrConflict), Attempts: 3}
	}
	return nil
}

func main() {
	errs := []error{
		get(""),
		get("busy"),
		errors.Join(get(""), nil, get("busy")),
		fmt.Errorf("multi: %w and %w", io.EOF, ErrConflict),
		fmt.Errorf("not wrapped: %v", ErrConflict),
		errors.Join(),
		errors.Join(nil, nil),
		&fs.PathError{Op: "open", Path: "/nope", Err: fs.ErrNotExist},
	}
	_, err := strconv.Atoi("12a")
	errs = append(errs, err)
	_, err = os.Open("/definitely/not/here")
	errs = append(errs, fmt.Errorf("load: %w", err))
	for i, e := range errs {
		var nf *NotFoundError
		var re RetryableError
		var ne *strconv.NumError
		fmt.Printf("%d: %v\n", i, e)
		fmt.Printf("   is conflict=%t eof=%t notexist=%t as-nf=%t as-retry=%t as-num=%t\n",
			errors.Is(e, ErrConflict), errors.Is(e, io.EOF), errors.Is(e, fs.ErrNotExist),
			errors.As(e, &nf), errors.As(e, &re), errors.As(e, &ne))
		if nf != nil {
			fmt.Println("   kind:", nf.Kind)
		}
		if ne != nil {
			fmt.Println("   func:", ne.Func, "num:", ne.Num, "err:", ne.Err)
		}
		fmt.Printf("   unwrap=%v %T\n", errors.Unwrap(e), e)
	}
	joined := errors.Join(errors.New("a"), errors.New("b\nc"))
	fmt.Printf("%q\n", joined.Error())
	if u, ok := joined.(interface{ Unwrap() []error }); ok {
		fmt.Println(len(u.Unwrap()))
	}
	fmt.Printf("%v|%s|%+v|%#v\n", ErrConflict, ErrConflict, ErrConflict, errors.Is(nil, nil))
}

// Output:
// 0: get: ConfigMap "" not found
//    is conflict=false eof=false notexist=false as-nf=true as-retry=false as-num=false
//    kind: ConfigMap
//    unwrap=ConfigMap "" not found *fmt.wrapError
// 1: after 3 attempts: update busy: conflict
//    is conflict=true eof=false notexist=false as-nf=false as-retry=true as-num=false
//    unwrap=update busy: conflict main.RetryableError
// 2: get: ConfigMap "" not found
// after 3 attempts: update busy: conflict
//    is conflict=true eof=false notexist=false as-nf=true as-retry=true as-num=false
//    kind: ConfigMap
//    unwrap=<nil> *errors.joinError
// 3: multi: EOF and conflict
//    is conflict=true eof=true notexist=false as-nf=false as-retry=false as-num=false
//    unwrap=<nil> *fmt.wrapErrors
// 4: not wrapped: conflict
//    is conflict=false eof=false notexist=false as-nf=false as-retry=false as-num=false
//    unwrap=<nil> *errors.errorString
// 5: <nil>
//    is conflict=false eof=false notexist=false as-nf=false as-retry=false as-num=false
//    unwrap=<nil> <nil>
// 6: <nil>
//    is conflict=false eof=false notexist=false as-nf=false as-retry=false as-num=false
//    unwrap=<nil> <nil>
// 7: open /nope: file does not exist
//    is conflict=false eof=false notexist=true as-nf=false as-retry=false as-num=false
//    unwrap=file does not exist *fs.PathError
// 8: strconv.Atoi: parsing "12a": invalid syntax
//    is conflict=false eof=false notexist=false as-nf=false as-retry=false as-num=true
//    func: Atoi num: 12a err: invalid syntax
//    unwrap=invalid syntax *strconv.NumError
// 9: load: open /definitely/not/here: no such file or directory
//    is conflict=false eof=false notexist=true as-nf=false as-retry=false as-num=false
//    unwrap=open /definitely/not/here: no such file or directory *fmt.wrapError
// "a\nb\nc"
// 2
// conflict|conflict|conflict|true
