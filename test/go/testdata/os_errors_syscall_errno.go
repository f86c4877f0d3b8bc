package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

func report(label string, err error) {
	fmt.Printf("%s: %v\n", label, err)
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Printf("  op=%s path=%s err=%v %%T=%T\n", pe.Op, pe.Path, pe.Err, pe.Err)
		if errno, ok := pe.Err.(syscall.Errno); ok {
			fmt.Printf("  errno=%d %#v temporary=%t timeout=%t\n", uintptr(errno), errno, errno.Temporary(), errno.Timeout())
		}
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		fmt.Println("  as Errno:", int(errno), errno)
	}
	fmt.Println("  ENOENT:", errors.Is(err, syscall.ENOENT), "ENOTDIR:", errors.Is(err, syscall.ENOTDIR),
		"EEXIST:", errors.Is(err, syscall.EEXIST), "ENOTEMPTY:", errors.Is(err, syscall.ENOTEMPTY),
		"EISDIR:", errors.Is(err, syscall.EISDIR))
	fmt.Println("  IsNotExist:", os.IsNotExist(err), "IsExist:", os.IsExist(err), "ErrNotExist:", errors.Is(err, fs.ErrNotExist),
		"ErrExist:", errors.Is(err, fs.ErrExist), "ErrInvalid:", errors.Is(err, fs.ErrInvalid), "ErrPermission:", errors.Is(err, fs.ErrPermission))
}

func main() {
	dir, err := os.MkdirTemp("", "errno")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	if err := os.Chdir(dir); err != nil {
		panic(err)
	}
	os.WriteFile("file.txt", []byte("hello"), 0o644)
	os.Mkdir("sub", 0o755)
	os.WriteFile("sub/inner.txt", nil, 0o644)

	_, err = os.Open("missing.txt")
	report("open missing", err)
	_, err = os.ReadFile("file.txt/child")
	report("read through file", err)
	err = os.Mkdir("sub", 0o755)
	report("mkdir existing", err)
	err = os.Remove("sub")
	report("remove non-empty", err)
	_, err = os.ReadFile("sub")
	report("read dir", err)
	err = os.Truncate("file.txt", -1)
	report("truncate negative", err)
	f, _ := os.Open("file.txt")
	_, err = f.Write([]byte("x"))
	report("write read-only", err)
	f.Close()
	_, err = f.Read(make([]byte, 1))
	report("read closed", err)
	err = os.Rename("missing.txt", "other.txt")
	report("rename missing", err)
	var le *os.LinkError
	fmt.Println("link error:", errors.As(err, &le))
	if le != nil {
		fmt.Printf("  %T %v\n", le.Err, le.Err == syscall.ENOENT)
	}

	fmt.Println(syscall.ENOENT, syscall.EEXIST == syscall.Errno(17), syscall.Errno(0), syscall.Errno(9999))
	fmt.Println(errors.Is(syscall.ENOTEMPTY, fs.ErrExist), errors.Is(syscall.EPERM, os.ErrPermission), errors.Is(syscall.ENOSYS, errors.ErrUnsupported))
	var target error = syscall.ENOENT
	fmt.Printf("%v %d %T\n", target, target, target)
}

// Output:
// open missing: open missing.txt: no such file or directory
//   op=open path=missing.txt err=no such file or directory %T=syscall.Errno
//   errno=2 0x2 temporary=false timeout=false
//   as Errno: 2 no such file or directory
//   ENOENT: true ENOTDIR: false EEXIST: false ENOTEMPTY: false EISDIR: false
//   IsNotExist: true IsExist: false ErrNotExist: true ErrExist: false ErrInvalid: false ErrPermission: false
// read through file: open file.txt/child: not a directory
//   op=open path=file.txt/child err=not a directory %T=syscall.Errno
//   errno=20 0x14 temporary=false timeout=false
//   as Errno: 20 not a directory
//   ENOENT: false ENOTDIR: true EEXIST: false ENOTEMPTY: false EISDIR: false
//   IsNotExist: false IsExist: false ErrNotExist: false ErrExist: false ErrInvalid: false ErrPermission: false
// mkdir existing: mkdir sub: file exists
//   op=mkdir path=sub err=file exists %T=syscall.Errno
//   errno=17 0x11 temporary=false timeout=false
//   as Errno: 17 file exists
//   ENOENT: false ENOTDIR: false EEXIST: true ENOTEMPTY: false EISDIR: false
//   IsNotExist: false IsExist: true ErrNotExist: false ErrExist: true ErrInvalid: false ErrPermission: false
// remove non-empty: remove sub: directory not empty
//   op=remove path=sub err=directory not empty %T=syscall.Errno
//   errno=39 0x27 temporary=false timeout=false
//   as Errno: 39 directory not empty
//   ENOENT: false ENOTDIR: false EEXIST: false ENOTEMPTY: true EISDIR: false
//   IsNotExist: false IsExist: true ErrNotExist: false ErrExist: true ErrInvalid: false ErrPermission: false
// read dir: read sub: is a directory
//   op=read path=sub err=is a directory %T=syscall.Errno
//   errno=21 0x15 temporary=false timeout=false
//   as Errno: 21 is a directory
//   ENOENT: false ENOTDIR: false EEXIST: false ENOTEMPTY: false EISDIR: true
//   IsNotExist: false IsExist: false ErrNotExist: false ErrExist: false ErrInvalid: false ErrPermission: false
// truncate negative: truncate file.txt: invalid argument
//   op=truncate path=file.txt err=invalid argument %T=syscall.Errno
//   errno=22 0x16 temporary=false timeout=false
//   as Errno: 22 invalid argument
//   ENOENT: false ENOTDIR: false EEXIST: false ENOTEMPTY: false EISDIR: false
//   IsNotExist: false IsExist: false ErrNotExist: false ErrExist: false ErrInvalid: false ErrPermission: false
// write read-only: write file.txt: bad file descriptor
//   op=write path=file.txt err=bad file descriptor %T=syscall.Errno
//   errno=9 0x9 temporary=false timeout=false
//   as Errno: 9 bad file descriptor
//   ENOENT: false ENOTDIR: false EEXIST: false ENOTEMPTY: false EISDIR: false
//   IsNotExist: false IsExist: false ErrNotExist: false ErrExist: false ErrInvalid: false ErrPermission: false
// read closed: read file.txt: file already closed
//   op=read path=file.txt err=file already closed %T=*errors.errorString
//   ENOENT: false ENOTDIR: false EEXIST: false ENOTEMPTY: false EISDIR: false
//   IsNotExist: false IsExist: false ErrNotExist: false ErrExist: false ErrInvalid: false ErrPermission: false
// rename missing: rename missing.txt other.txt: no such file or directory
//   as Errno: 2 no such file or directory
//   ENOENT: true ENOTDIR: false EEXIST: false ENOTEMPTY: false EISDIR: false
//   IsNotExist: true IsExist: false ErrNotExist: true ErrExist: false ErrInvalid: false ErrPermission: false
// link error: true
//   syscall.Errno true
// no such file or directory true errno 0 errno 9999
// true true true
// no such file or directory 2 syscall.Errno
