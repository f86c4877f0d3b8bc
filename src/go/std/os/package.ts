// package os: environment, arguments, exit, and Stdout/Stderr as *File writers.

import type { NativePackage } from '../../interp/native.ts';
import type { Slice } from '../../interp/values.ts';
import { bytesOf, sliceOf } from '../internal/conv.ts';

const src = `package os

import (
	"io"
	"io/fs"
)

// File is an open file descriptor; only the standard streams exist here.
type File struct {
	fd   int
	name string
}

var (
	Stdin  = &File{0, "/dev/stdin"}
	Stdout = &File{1, "/dev/stdout"}
	Stderr = &File{2, "/dev/stderr"}
)

var Args []string = runtimeArgs()

var (
	ErrInvalid    = fs.ErrInvalid
	ErrPermission = fs.ErrPermission
	ErrExist      = fs.ErrExist
	ErrNotExist   = fs.ErrNotExist
	ErrClosed     = fs.ErrClosed
)

type PathError = fs.PathError
type FileInfo = fs.FileInfo
type FileMode = fs.FileMode
type DirEntry = fs.DirEntry

// errno stands in for syscall.Errno: it prints the C library message and matches the fs error.
type errno struct {
	msg string
	is  error
}

func (e *errno) Error() string { return e.msg }

func (e *errno) Is(target error) bool { return target == e.is }

// The simulated machine has no file system: every path is missing and nothing can be written.
var (
	enoent = &errno{"no such file or directory", fs.ErrNotExist}
	erofs  = &errno{"read-only file system", fs.ErrPermission}
)

func Stat(name string) (FileInfo, error) {
	return nil, &PathError{Op: "stat", Path: name, Err: enoent}
}

func Lstat(name string) (FileInfo, error) {
	return nil, &PathError{Op: "lstat", Path: name, Err: enoent}
}

func Open(name string) (*File, error) {
	return nil, &PathError{Op: "open", Path: name, Err: enoent}
}

func ReadFile(name string) ([]byte, error) {
	return nil, &PathError{Op: "open", Path: name, Err: enoent}
}

func ReadDir(name string) ([]DirEntry, error) {
	return nil, &PathError{Op: "open", Path: name, Err: enoent}
}

func Create(name string) (*File, error) {
	return nil, &PathError{Op: "open", Path: name, Err: erofs}
}

func WriteFile(name string, data []byte, perm FileMode) error {
	return &PathError{Op: "open", Path: name, Err: erofs}
}

func Mkdir(name string, perm FileMode) error {
	return &PathError{Op: "mkdir", Path: name, Err: erofs}
}

func MkdirAll(path string, perm FileMode) error {
	return &PathError{Op: "mkdir", Path: path, Err: erofs}
}

func Remove(name string) error {
	return &PathError{Op: "remove", Path: name, Err: enoent}
}

func RemoveAll(path string) error {
	return nil
}

func IsNotExist(err error) bool {
	return underlyingErrorIs(err, ErrNotExist)
}

func IsExist(err error) bool {
	return underlyingErrorIs(err, ErrExist)
}

func IsPermission(err error) bool {
	return underlyingErrorIs(err, ErrPermission)
}

func underlyingErrorIs(err, target error) bool {
	if pe, ok := err.(*PathError); ok {
		err = pe.Err
	}
	if err == target {
		return true
	}
	e, ok := err.(*errno)
	return ok && e.is == target
}

func Getwd() (dir string, err error) {
	return "/home/gopher", nil
}

func runtimeArgs() []string

func (f *File) Write(b []byte) (n int, err error)

func (f *File) WriteString(s string) (n int, err error) {
	return f.Write([]byte(s))
}

// Read: standard input is empty in the simulated machine.
func (f *File) Read(b []byte) (n int, err error) {
	return 0, io.EOF
}

func (f *File) Name() string {
	return f.name
}

func (f *File) Close() error {
	return nil
}

func Getenv(key string) string {
	v, _ := LookupEnv(key)
	return v
}

func LookupEnv(key string) (string, bool)
func Setenv(key, value string) error
func Unsetenv(key string) error
func Environ() []string
func Exit(code int)

func Getpid() int {
	return 1
}

func Hostname() (name string, err error) {
	return "oplab", nil
}
`;

let pkg: NativePackage | undefined;

export function osPackage(): NativePackage {
  pkg ??= {
    path: 'os',
    files: [{ name: 'os.go', src }],
    natives: {
      runtimeArgs: (ctx) => sliceOf([...ctx.args]),
      '*File.Write': (ctx, f: { fd: number; name: string }, b: Slice | null) => {
        const s = bytesOf(b);
        if (f.fd === 1) ctx.stdout(s);
        else if (f.fd === 2) ctx.stderr(s);
        else return [0, ctx.errorf(`write ${f.name}: bad file descriptor`)];
        return [s.length, null];
      },
      LookupEnv: (ctx, key: string) => {
        const v = ctx.env.get(key);
        return v === undefined ? ['', false] : [v, true];
      },
      Setenv: (ctx, key: string, value: string) => {
        if (key === '' || key.includes('=') || key.includes('\0'))
          return ctx.errorf('setenv: invalid argument');
        ctx.env.set(key, value);
        return null;
      },
      Unsetenv: (ctx, key: string) => {
        ctx.env.delete(key);
        return null;
      },
      Environ: (ctx) => sliceOf([...ctx.env].map(([k, v]) => `${k}=${v}`)),
      Exit: (ctx, code: number | bigint) => ctx.exit(Number(code)),
    },
  };
  return pkg;
}
