package os

import (
	"errors"
	"internal/poll"
	"io"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"syscall"
	"time"
)

// File is an open file: a standard stream (fd 0-2) or a file of the in-memory file system.
type File struct {
	fd     int
	name   string
	node   *fsNode
	off    int
	flag   int
	closed bool
	dirPos int
	pipe   *pipe // an end of an os.Pipe (node is nil)
	pipeW  bool  // the write end
	// an os.Pipe end's deadlines (the poller's; zero: none)
	rdeadline time.Time
	wdeadline time.Time
}

var (
	Stdin  = &File{fd: 0, name: "/dev/stdin"}
	Stdout = &File{fd: 1, name: "/dev/stdout"}
	Stderr = &File{fd: 2, name: "/dev/stderr"}
)

var Args []string = runtimeArgs()

// fmt's Print, Printf and Println write to the host's standard output directly while os.Stdout is
// this file; once a program points os.Stdout elsewhere (an os.Pipe, as go test's examples and tests
// that capture output do), they write through it as gc's fmt does (Fprint(os.Stdout, ...)).
func init() { watchStdout(&Stdout) }

func watchStdout(p **File)

var (
	ErrInvalid    = fs.ErrInvalid
	ErrPermission = fs.ErrPermission
	ErrExist      = fs.ErrExist
	ErrNotExist   = fs.ErrNotExist
	ErrClosed     = fs.ErrClosed

	ErrNoDeadline       = poll.ErrNoDeadline       // "file type does not support deadline"
	ErrDeadlineExceeded = poll.ErrDeadlineExceeded // "i/o timeout"
)

// ErrProcessDone indicates a Process has finished.
var ErrProcessDone = errors.New("os: process already finished")

// SyscallError records an error from a specific system call (os/error.go).
type SyscallError struct {
	Syscall string
	Err     error
}

func (e *SyscallError) Error() string { return e.Syscall + ": " + e.Err.Error() }

func (e *SyscallError) Unwrap() error { return e.Err }

// Timeout reports whether this error represents a timeout.
func (e *SyscallError) Timeout() bool {
	t, ok := e.Err.(interface{ Timeout() bool })
	return ok && t.Timeout()
}

// NewSyscallError returns, as an error, a new SyscallError with the given system call name and
// error details; nil when err is nil.
func NewSyscallError(syscall string, err error) error {
	if err == nil {
		return nil
	}
	return &SyscallError{syscall, err}
}

// IsTimeout reports whether err (or the error a PathError, LinkError or SyscallError wraps) says
// it is a timeout (os/error.go).
func IsTimeout(err error) bool {
	terr, ok := underlyingError(err).(interface{ Timeout() bool })
	return ok && terr.Timeout()
}

func underlyingError(err error) error {
	switch err := err.(type) {
	case *PathError:
		return err.Err
	case *LinkError:
		return err.Err
	case *SyscallError:
		return err.Err
	}
	return err
}

type PathError = fs.PathError
type FileInfo = fs.FileInfo
type FileMode = fs.FileMode
type DirEntry = fs.DirEntry

// The in-memory file system of the simulated machine: it starts with a few empty directories
// (/, /tmp, /home/gopher) and lives for one run. Its errors are the kernel's, as gc's os package
// returns them: a *PathError (or *LinkError) around a syscall.Errno, which prints the C library
// message and matches the fs errors through Errno.Is (syscall/syscall_unix.go).
var (
	enoent    error = syscall.ENOENT
	eexist    error = syscall.EEXIST
	eisdir    error = syscall.EISDIR
	enotdir   error = syscall.ENOTDIR
	enotempty error = syscall.ENOTEMPTY
	ebadf     error = syscall.EBADF
	einval    error = syscall.EINVAL
	epipe     error = syscall.EPIPE
	espipe    error = syscall.ESPIPE
)

const (
	O_RDONLY int = 0x0
	O_WRONLY int = 0x1
	O_RDWR   int = 0x2
	O_APPEND int = 0x400
	O_CREATE int = 0x40
	O_EXCL   int = 0x80
	O_SYNC   int = 0x101000
	O_TRUNC  int = 0x200
)

const (
	ModeDir        = fs.ModeDir
	ModeAppend     = fs.ModeAppend
	ModeExclusive  = fs.ModeExclusive
	ModeTemporary  = fs.ModeTemporary
	ModeSymlink    = fs.ModeSymlink
	ModeDevice     = fs.ModeDevice
	ModeNamedPipe  = fs.ModeNamedPipe
	ModeSocket     = fs.ModeSocket
	ModeSetuid     = fs.ModeSetuid
	ModeSetgid     = fs.ModeSetgid
	ModeCharDevice = fs.ModeCharDevice
	ModeSticky     = fs.ModeSticky
	ModeIrregular  = fs.ModeIrregular
	ModeType       = fs.ModeType
	ModePerm       = fs.ModePerm
)

// Deprecated: use io.SeekStart, io.SeekCurrent, and io.SeekEnd.
const (
	SEEK_SET int = 0
	SEEK_CUR int = 1
	SEEK_END int = 2
)

// IsPathSeparator reports whether c is a directory separator character.
func IsPathSeparator(c uint8) bool { return PathSeparator == c }

const (
	PathSeparator     = '/'
	PathListSeparator = ':'
	DevNull           = "/dev/null"
)

type fsNode struct {
	data    []byte
	dir     bool
	mode    FileMode
	modTime time.Time
}

var workDir = "/home/gopher"

// umask of the simulated process (the usual 022).
const umask FileMode = 0022

var files = map[string]*fsNode{
	"/":            {dir: true, mode: ModeDir | 0755},
	"/tmp":         {dir: true, mode: ModeDir | 0777},
	"/home":        {dir: true, mode: ModeDir | 0755},
	"/home/gopher": {dir: true, mode: ModeDir | 0755},
}

// abs is the absolute path of name; "" names no file (the kernel's ENOENT for an empty path).
func abs(name string) string {
	if name == "" {
		return ""
	}
	if name[0] == '/' {
		return path.Clean(name)
	}
	return path.Join(workDir, name)
}

func lookup(name string) *fsNode { return files[abs(name)] }

// notFound is the error for a name that does not resolve, as the kernel's path walk gives it:
// ENOTDIR when the path goes through a file (the nearest ancestor that exists is not a directory:
// `open a.txt/x`), else ENOENT.
func notFound(name string) error {
	p := abs(name)
	if p == "" {
		return enoent
	}
	for d := path.Dir(p); ; d = path.Dir(d) {
		if n := files[d]; n != nil {
			if !n.dir {
				return enotdir
			}
			return enoent
		}
		if d == "/" {
			return enoent
		}
	}
}

func parentDir(name string) *fsNode { return files[path.Dir(abs(name))] }

type fileInfo struct {
	name string
	node *fsNode
}

func (fi *fileInfo) Name() string       { return fi.name }
func (fi *fileInfo) Size() int64        { return int64(len(fi.node.data)) }
func (fi *fileInfo) Mode() FileMode     { return fi.node.mode }
func (fi *fileInfo) ModTime() time.Time { return fi.node.modTime }
func (fi *fileInfo) IsDir() bool        { return fi.node.dir }
func (fi *fileInfo) Sys() any           { return nil }

type dirEntry struct{ info *fileInfo }

func (d dirEntry) Name() string            { return d.info.name }
func (d dirEntry) IsDir() bool             { return d.info.node.dir }
func (d dirEntry) Type() FileMode          { return d.info.node.mode & fs.ModeType }
func (d dirEntry) Info() (FileInfo, error) { return d.info, nil }
func (d dirEntry) String() string          { return fs.FormatDirEntry(d) }

func Stat(name string) (FileInfo, error) {
	n := lookup(name)
	if n == nil {
		return nil, &PathError{Op: "stat", Path: name, Err: notFound(name)}
	}
	return &fileInfo{path.Base(abs(name)), n}, nil
}

func Lstat(name string) (FileInfo, error) {
	fi, err := Stat(name)
	if err != nil {
		err.(*PathError).Op = "lstat"
	}
	return fi, err
}

func OpenFile(name string, flag int, perm FileMode) (*File, error) {
	p := abs(name)
	n := files[p]
	if n == nil {
		if flag&O_CREATE == 0 {
			return nil, &PathError{Op: "open", Path: name, Err: notFound(name)}
		}
		dir := parentDir(name)
		if dir == nil {
			return nil, &PathError{Op: "open", Path: name, Err: notFound(name)}
		}
		if !dir.dir {
			return nil, &PathError{Op: "open", Path: name, Err: enotdir}
		}
		n = &fsNode{mode: perm & ModePerm &^ umask, modTime: time.Now()}
		files[p] = n
	} else {
		if flag&O_CREATE != 0 && flag&O_EXCL != 0 {
			return nil, &PathError{Op: "open", Path: name, Err: eexist}
		}
		if n.dir && flag&(O_WRONLY|O_RDWR) != 0 {
			return nil, &PathError{Op: "open", Path: name, Err: eisdir}
		}
		if flag&O_TRUNC != 0 && !n.dir {
			n.data = nil
			n.modTime = time.Now()
		}
	}
	return &File{fd: 3, name: name, node: n, flag: flag}, nil
}

func Open(name string) (*File, error) { return OpenFile(name, O_RDONLY, 0) }

func Create(name string) (*File, error) { return OpenFile(name, O_RDWR|O_CREATE|O_TRUNC, 0666) }

func ReadFile(name string) ([]byte, error) {
	n := lookup(name)
	if n == nil {
		return nil, &PathError{Op: "open", Path: name, Err: notFound(name)}
	}
	if n.dir {
		return nil, &PathError{Op: "read", Path: name, Err: eisdir}
	}
	return append([]byte(nil), n.data...), nil
}

func WriteFile(name string, data []byte, perm FileMode) error {
	f, err := OpenFile(name, O_WRONLY|O_CREATE|O_TRUNC, perm)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err1 := f.Close(); err1 != nil && err == nil {
		err = err1
	}
	return err
}

func dirNames(dir string) []string {
	var names []string
	prefix := dir + "/"
	if dir == "/" {
		prefix = "/"
	}
	for p := range files {
		if p != dir && len(p) > len(prefix) && p[:len(prefix)] == prefix {
			rest := p[len(prefix):]
			isChild := true
			for i := 0; i < len(rest); i++ {
				if rest[i] == '/' {
					isChild = false
					break
				}
			}
			if isChild {
				names = append(names, rest)
			}
		}
	}
	sort.Strings(names)
	return names
}

func ReadDir(name string) ([]DirEntry, error) {
	p := abs(name)
	n := files[p]
	if n == nil {
		return nil, &PathError{Op: "open", Path: name, Err: notFound(name)}
	}
	if !n.dir {
		return nil, &PathError{Op: "readdirent", Path: name, Err: enotdir}
	}
	var out []DirEntry
	for _, c := range dirNames(p) {
		out = append(out, dirEntry{&fileInfo{c, files[path.Join(p, c)]}})
	}
	return out, nil
}

func Mkdir(name string, perm FileMode) error {
	p := abs(name)
	if files[p] != nil {
		return &PathError{Op: "mkdir", Path: name, Err: eexist}
	}
	dir := files[path.Dir(p)]
	if dir == nil {
		return &PathError{Op: "mkdir", Path: name, Err: notFound(name)}
	}
	if !dir.dir {
		return &PathError{Op: "mkdir", Path: name, Err: enotdir}
	}
	files[p] = &fsNode{dir: true, mode: ModeDir | perm&ModePerm&^umask, modTime: time.Now()}
	return nil
}

// MkdirAll as go1.23's os/path.go: the parent is the name up to its last separator (trailing ones
// dropped), so an error names the path as the program gave it.
func MkdirAll(name string, perm FileMode) error {
	if n := lookup(name); n != nil {
		if n.dir {
			return nil
		}
		return &PathError{Op: "mkdir", Path: name, Err: enotdir}
	}
	i := len(name) - 1
	for i >= 0 && name[i] == '/' {
		i--
	}
	for i >= 0 && name[i] != '/' {
		i--
	}
	if i < 0 {
		i = 0
	}
	if parent := name[:i]; len(parent) > 0 {
		if err := MkdirAll(parent, perm); err != nil {
			return err
		}
	}
	if err := Mkdir(name, perm); err != nil {
		// "foo/." and the like: Mkdir fails on a directory that exists.
		if n := lookup(name); n != nil && n.dir {
			return nil
		}
		return err
	}
	return nil
}

var tempSeq = 0

// nextRandom stands for os/tempfile.go's random uint32 in decimal: a deterministic sequence.
func nextRandom() string {
	tempSeq++
	return strconv.Itoa(1000000000 + tempSeq*7919)
}

var errPatternHasSeparator = errors.New("pattern contains path separator")

// CreateTemp, MkdirTemp, prefixAndSuffix and joinPath follow go1.23's os/tempfile.go: the name is
// dir + "/" + prefix + random + suffix, not cleaned ("./x123" for dir "."), a pattern holding a
// separator is refused, and a name that exists is retried.
func prefixAndSuffix(pattern string) (prefix, suffix string, err error) {
	for i := 0; i < len(pattern); i++ {
		if pattern[i] == '/' {
			return "", "", errPatternHasSeparator
		}
	}
	prefix = pattern
	for i := len(pattern) - 1; i >= 0; i-- {
		if pattern[i] == '*' {
			prefix, suffix = pattern[:i], pattern[i+1:]
			break
		}
	}
	return prefix, suffix, nil
}

func joinPath(dir, name string) string {
	if len(dir) > 0 && dir[len(dir)-1] == '/' {
		return dir + name
	}
	return dir + "/" + name
}

func MkdirTemp(dir, pattern string) (string, error) {
	if dir == "" {
		dir = TempDir()
	}
	prefix, suffix, err := prefixAndSuffix(pattern)
	if err != nil {
		return "", &PathError{Op: "mkdirtemp", Path: pattern, Err: err}
	}
	prefix = joinPath(dir, prefix)
	try := 0
	for {
		name := prefix + nextRandom() + suffix
		err := Mkdir(name, 0700)
		if err == nil {
			return name, nil
		}
		if IsExist(err) {
			if try++; try < 10000 {
				continue
			}
			return "", &PathError{Op: "mkdirtemp", Path: dir + "/" + prefix + "*" + suffix, Err: ErrExist}
		}
		if IsNotExist(err) {
			if _, err := Stat(dir); IsNotExist(err) {
				return "", err
			}
		}
		return "", err
	}
}

func CreateTemp(dir, pattern string) (*File, error) {
	if dir == "" {
		dir = TempDir()
	}
	prefix, suffix, err := prefixAndSuffix(pattern)
	if err != nil {
		return nil, &PathError{Op: "createtemp", Path: pattern, Err: err}
	}
	prefix = joinPath(dir, prefix)
	try := 0
	for {
		name := prefix + nextRandom() + suffix
		f, err := OpenFile(name, O_RDWR|O_CREATE|O_EXCL, 0600)
		if IsExist(err) {
			if try++; try < 10000 {
				continue
			}
			return nil, &PathError{Op: "createtemp", Path: prefix + "*" + suffix, Err: ErrExist}
		}
		return f, err
	}
}

// TempDir as os/file_unix.go tempDir: $TMPDIR, else /tmp.
func TempDir() string {
	dir := Getenv("TMPDIR")
	if dir == "" {
		dir = "/tmp"
	}
	return dir
}

// UserHomeDir is $HOME, as os/file.go UserHomeDir reads it on Linux: a run without HOME (the
// golden runs' empty environment) gets go1.23's error; the shell and the cluster runs set HOME.
func UserHomeDir() (string, error) {
	if v := Getenv("HOME"); v != "" {
		return v, nil
	}
	return "", errors.New("$HOME is not defined")
}

// UserCacheDir and UserConfigDir follow go1.23's os/file.go on Unix: the XDG variable, else under
// $HOME (go1.23 does not yet refuse a relative XDG path).
func UserCacheDir() (string, error) {
	return xdgDir("XDG_CACHE_HOME", "/.cache")
}

func UserConfigDir() (string, error) {
	return xdgDir("XDG_CONFIG_HOME", "/.config")
}

func xdgDir(env, sub string) (string, error) {
	dir := Getenv(env)
	if dir == "" {
		dir = Getenv("HOME")
		if dir == "" {
			return "", errors.New("neither $" + env + " nor $HOME are defined")
		}
		dir += sub
	}
	return dir, nil
}

// Chmod changes the mode of the named file (the permission bits and setuid, setgid, sticky).
func Chmod(name string, mode FileMode) error {
	n := lookup(name)
	if n == nil {
		return &PathError{Op: "chmod", Path: name, Err: notFound(name)}
	}
	chmod(n, mode)
	return nil
}

func chmod(n *fsNode, mode FileMode) {
	const bits = ModePerm | ModeSetuid | ModeSetgid | ModeSticky
	n.mode = n.mode&^bits | mode&bits
}

// Chtimes changes the modification time of the named file (the access time is not kept); a zero
// time leaves it unchanged.
func Chtimes(name string, atime time.Time, mtime time.Time) error {
	n := lookup(name)
	if n == nil {
		return &PathError{Op: "chtimes", Path: name, Err: notFound(name)}
	}
	if !mtime.IsZero() {
		n.modTime = mtime
	}
	return nil
}

// Truncate changes the size of the named file, as truncate(2): zeros past the old end.
func Truncate(name string, size int64) error {
	n := lookup(name)
	switch {
	case n == nil:
		return &PathError{Op: "truncate", Path: name, Err: notFound(name)}
	case n.dir:
		return &PathError{Op: "truncate", Path: name, Err: eisdir}
	case size < 0:
		return &PathError{Op: "truncate", Path: name, Err: einval}
	}
	truncate(n, size)
	return nil
}

func truncate(n *fsNode, size int64) {
	if int(size) <= len(n.data) {
		n.data = n.data[:size:size]
	} else {
		n.data = append(n.data, make([]byte, int(size)-len(n.data))...)
	}
	n.modTime = time.Now()
}

// SameFile reports whether fi1 and fi2 describe the same file (both from this package's Stat).
func SameFile(fi1, fi2 FileInfo) bool {
	fs1, ok1 := fi1.(*fileInfo)
	fs2, ok2 := fi2.(*fileInfo)
	if !ok1 || !ok2 {
		return false
	}
	return fs1.node == fs2.node
}

func Remove(name string) error {
	p := abs(name)
	n := files[p]
	if n == nil {
		return &PathError{Op: "remove", Path: name, Err: notFound(name)}
	}
	if n.dir && len(dirNames(p)) > 0 {
		return &PathError{Op: "remove", Path: name, Err: enotempty}
	}
	delete(files, p)
	return nil
}

func RemoveAll(name string) error {
	p := abs(name)
	if p == "/" {
		return &PathError{Op: "unlinkat", Path: name, Err: einval}
	}
	for q := range files {
		if q == p || len(q) > len(p) && q[:len(p)+1] == p+"/" {
			delete(files, q)
		}
	}
	return nil
}

func Rename(oldpath, newpath string) error {
	op, np := abs(oldpath), abs(newpath)
	n := files[op]
	if n == nil {
		return &LinkError{"rename", oldpath, newpath, notFound(oldpath)}
	}
	if d := files[path.Dir(np)]; d == nil {
		return &LinkError{"rename", oldpath, newpath, notFound(newpath)}
	} else if !d.dir {
		return &LinkError{"rename", oldpath, newpath, enotdir}
	}
	for q, m := range files {
		if q == op || len(q) > len(op) && q[:len(op)+1] == op+"/" {
			delete(files, q)
			files[np+q[len(op):]] = m
		}
	}
	return nil
}

type LinkError struct {
	Op  string
	Old string
	New string
	Err error
}

func (e *LinkError) Error() string { return e.Op + " " + e.Old + " " + e.New + ": " + e.Err.Error() }

func (e *LinkError) Unwrap() error { return e.Err }

func Chdir(dir string) error {
	n := lookup(dir)
	if n == nil {
		return &PathError{Op: "chdir", Path: dir, Err: notFound(dir)}
	}
	if !n.dir {
		return &PathError{Op: "chdir", Path: dir, Err: enotdir}
	}
	workDir = abs(dir)
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
	err = underlyingError(err)
	if err == target {
		return true
	}
	e, ok := err.(syscall.Errno)
	return ok && e.Is(target)
}

func Getwd() (dir string, err error) {
	return workDir, nil
}

func runtimeArgs() []string

// readStdin returns up to max bytes of standard input, "" at its end.
func readStdin(max int) string

func (f *File) writeStream(b []byte) (n int, err error)

func (f *File) writeStringStream(s string) (n int, err error)

func (f *File) checkValid(op string) error {
	if f == nil {
		return ErrInvalid
	}
	if f.closed {
		return &PathError{Op: op, Path: f.name, Err: ErrClosed}
	}
	return nil
}

// ReadFrom is file.go's genericReadFrom: io.Copy to the file without this method.
func (f *File) ReadFrom(r io.Reader) (n int64, err error) {
	if err := f.checkValid("write"); err != nil {
		return 0, err
	}
	return io.Copy(fileWithoutReadFrom{f}, r)
}

type fileWithoutReadFrom struct{ f *File }

func (w fileWithoutReadFrom) Write(b []byte) (int, error) { return w.f.Write(b) }

func (f *File) Write(b []byte) (n int, err error) {
	if err := f.checkValid("write"); err != nil {
		return 0, err
	}
	if f.pipe != nil {
		return f.pipe.write(f, b)
	}
	if f.node == nil {
		if f.fd == 0 {
			return 0, &PathError{Op: "write", Path: f.name, Err: ebadf}
		}
		return f.writeStream(b)
	}
	if f.flag&(O_WRONLY|O_RDWR) == 0 {
		return 0, &PathError{Op: "write", Path: f.name, Err: ebadf}
	}
	if f.node.dir {
		return 0, &PathError{Op: "write", Path: f.name, Err: eisdir}
	}
	if f.flag&O_APPEND != 0 {
		f.off = len(f.node.data)
	}
	for len(f.node.data) < f.off {
		f.node.data = append(f.node.data, 0)
	}
	end := f.off + len(b)
	if end > len(f.node.data) {
		f.node.data = append(f.node.data[:f.off], b...)
	} else {
		copy(f.node.data[f.off:], b)
	}
	f.off = end
	f.node.modTime = time.Now()
	return len(b), nil
}

func (f *File) WriteString(s string) (n int, err error) {
	// Standard output and error take the string as it is: Go's WriteString converts without a copy,
	// and a copy per byte here made printing big strings slow.
	if f != nil && !f.closed && f.node == nil && f.pipe == nil && f.fd != 0 {
		return f.writeStringStream(s)
	}
	return f.Write([]byte(s))
}

func (f *File) Read(b []byte) (n int, err error) {
	if err := f.checkValid("read"); err != nil {
		return 0, err
	}
	if f.pipe != nil {
		return f.pipe.read(f, b)
	}
	if f.node == nil {
		if f.fd == 0 {
			// the host's standard input (empty where it has none, as in the browser)
			if len(b) == 0 {
				return 0, nil
			}
			s := readStdin(len(b))
			if s == "" {
				return 0, io.EOF
			}
			return copy(b, s), nil
		}
		return 0, &PathError{Op: "read", Path: f.name, Err: ebadf}
	}
	if f.node.dir {
		return 0, &PathError{Op: "read", Path: f.name, Err: eisdir}
	}
	if f.flag&O_WRONLY != 0 {
		return 0, &PathError{Op: "read", Path: f.name, Err: ebadf}
	}
	if len(b) == 0 {
		return 0, nil
	}
	if f.off >= len(f.node.data) {
		return 0, io.EOF
	}
	n = copy(b, f.node.data[f.off:])
	f.off += n
	return n, nil
}

func (f *File) ReadAt(b []byte, off int64) (n int, err error) {
	if err := f.checkValid("read"); err != nil {
		return 0, err
	}
	if off < 0 {
		return 0, &PathError{Op: "readat", Path: f.name, Err: errors.New("negative offset")}
	}
	if f.node == nil || int(off) >= len(f.node.data) {
		return 0, io.EOF
	}
	n = copy(b, f.node.data[off:])
	if n < len(b) {
		err = io.EOF
	}
	return n, err
}

func (f *File) Seek(offset int64, whence int) (ret int64, err error) {
	if err := f.checkValid("seek"); err != nil {
		return 0, err
	}
	if f.node == nil {
		return 0, &PathError{Op: "seek", Path: f.name, Err: espipe}
	}
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += int64(f.off)
	case io.SeekEnd:
		offset += int64(len(f.node.data))
	}
	if offset < 0 {
		return 0, &PathError{Op: "seek", Path: f.name, Err: einval}
	}
	f.off = int(offset)
	return offset, nil
}

func (f *File) Stat() (FileInfo, error) {
	if err := f.checkValid("stat"); err != nil {
		return nil, err
	}
	if f.pipe != nil {
		return &fileInfo{f.name, &fsNode{mode: fs.ModeNamedPipe | 0600}}, nil
	}
	if f.node == nil {
		return &fileInfo{path.Base(f.name), &fsNode{mode: fs.ModeDevice | fs.ModeCharDevice | 0620}}, nil
	}
	return &fileInfo{path.Base(f.name), f.node}, nil
}

func (f *File) ReadDir(n int) ([]DirEntry, error) {
	if err := f.checkValid("readdirent"); err != nil {
		return nil, err
	}
	all, err := ReadDir(f.name)
	if err != nil {
		return nil, err
	}
	rest := all[f.dirPos:]
	if n > 0 {
		if len(rest) == 0 {
			return nil, io.EOF
		}
		if n < len(rest) {
			rest = rest[:n]
		}
	}
	f.dirPos += len(rest)
	return rest, nil
}

func (f *File) Readdirnames(n int) (names []string, err error) {
	entries, err := f.ReadDir(n)
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names, err
}

func (f *File) Sync() error { return f.checkValid("sync") }

// Readdir is ReadDir with each entry's FileInfo (os/dir.go): n > 0 returns at most n, io.EOF at
// the end; otherwise everything left.
func (f *File) Readdir(n int) ([]FileInfo, error) {
	if err := f.checkValid("readdir"); err != nil {
		return nil, err
	}
	entries, err := f.ReadDir(n)
	infos := make([]FileInfo, 0, len(entries))
	for _, e := range entries {
		fi, _ := e.Info()
		infos = append(infos, fi)
	}
	if n <= 0 && err == nil && infos == nil {
		infos = []FileInfo{}
	}
	return infos, err
}

func (f *File) Chmod(mode FileMode) error {
	if err := f.checkValid("chmod"); err != nil {
		return err
	}
	if f.node != nil {
		chmod(f.node, mode)
	}
	return nil
}

// Chdir makes the file, a directory, the working directory.
func (f *File) Chdir() error {
	if err := f.checkValid("chdir"); err != nil {
		return err
	}
	if f.node == nil || !f.node.dir {
		return &PathError{Op: "chdir", Path: f.name, Err: enotdir}
	}
	workDir = abs(f.name)
	return nil
}

// Truncate is ftruncate(2): EINVAL on a file not open for writing or that is not a regular file.
func (f *File) Truncate(size int64) error {
	if err := f.checkValid("truncate"); err != nil {
		return err
	}
	if f.node == nil || f.node.dir || f.flag&(O_WRONLY|O_RDWR) == 0 || size < 0 {
		return &PathError{Op: "truncate", Path: f.name, Err: einval}
	}
	truncate(f.node, size)
	return nil
}

var errWriteAtInAppendMode = errors.New("os: invalid use of WriteAt on file opened with O_APPEND")

// WriteAt writes at offset off without moving the file's offset (os/file.go).
func (f *File) WriteAt(b []byte, off int64) (n int, err error) {
	if err := f.checkValid("write"); err != nil {
		return 0, err
	}
	if f.flag&O_APPEND != 0 {
		return 0, errWriteAtInAppendMode
	}
	if off < 0 {
		return 0, &PathError{Op: "writeat", Path: f.name, Err: errors.New("negative offset")}
	}
	if f.node == nil {
		return 0, &PathError{Op: "write", Path: f.name, Err: espipe}
	}
	saved := f.off
	f.off = int(off)
	n, err = f.Write(b)
	f.off = saved
	return n, err
}

// WriteTo is file.go's genericWriteTo: io.Copy from the file without this method.
func (f *File) WriteTo(w io.Writer) (n int64, err error) {
	if err := f.checkValid("read"); err != nil {
		return 0, err
	}
	return io.Copy(w, fileWithoutWriteTo{f})
}

type fileWithoutWriteTo struct{ f *File }

func (r fileWithoutWriteTo) Read(b []byte) (int, error) { return r.f.Read(b) }

// SetDeadline, SetReadDeadline and SetWriteDeadline: only an os.Pipe end uses the poller here, as
// on Linux; a regular file or a standard stream returns ErrNoDeadline (internal/poll fd_poll_runtime.go).
func (f *File) SetDeadline(t time.Time) error { return f.setDeadline("SetDeadline", t, true, true) }

func (f *File) SetReadDeadline(t time.Time) error {
	return f.setDeadline("SetReadDeadline", t, true, false)
}

func (f *File) SetWriteDeadline(t time.Time) error {
	return f.setDeadline("SetWriteDeadline", t, false, true)
}

func (f *File) setDeadline(op string, t time.Time, r, w bool) error {
	if f == nil {
		return ErrInvalid
	}
	// poll.FD.SetDeadline: a closed file fails its incref, unwrapped (go1.23's checkValid looks
	// only for a nil *File)
	if f.closed {
		return poll.ErrFileClosing
	}
	if f.pipe == nil {
		return ErrNoDeadline
	}
	if r {
		f.rdeadline = t
	}
	if w {
		f.wdeadline = t
	}
	// a blocked Read or Write looks at its deadline again
	f.pipe.wakeAll()
	return nil
}

func (f *File) Fd() uintptr { return uintptr(f.fd) }

func (f *File) Name() string {
	return f.name
}

func (f *File) Close() error {
	if f == nil {
		return ErrInvalid
	}
	if f.closed {
		return &PathError{Op: "close", Path: f.name, Err: ErrClosed}
	}
	f.closed = true
	if f.pipe != nil {
		if f.pipeW {
			f.pipe.wclosed = true
		} else {
			f.pipe.rclosed = true
		}
		f.pipe.wakeAll()
	}
	return nil
}

// Pipe returns a connected pair of Files; reads from r return bytes written to w (file_unix.go:
// the ends are named "|0" and "|1"). The buffer holds pipeCap bytes: a write waits for the reader
// once that much is unread, as a real pipe's does.
func Pipe() (r *File, w *File, err error) {
	p := &pipe{wake: make(chan struct{})}
	r = &File{fd: 3, name: "|0", pipe: p}
	w = &File{fd: 4, name: "|1", pipe: p, pipeW: true}
	return r, w, nil
}

// pipeCap is Linux's default pipe capacity (16 pages: linux fs/pipe.c PIPE_DEF_BUFFERS).
const pipeCap = 65536

// pipe holds the bytes written to a pipe and not yet read.
type pipe struct {
	data    []byte
	wclosed bool
	rclosed bool
	wake    chan struct{} // closed (and replaced) when bytes arrive or an end closes
}

// wait blocks until the pipe changes or the deadline (if any) passes. The deadline's wait is a
// native (waitWake) rather than a time.Timer: a timer here would make every program that prints
// look as if it may start a goroutine (interp/compile/reach.ts counts time.startTimer).
func (p *pipe) wait(deadline time.Time) {
	if deadline.IsZero() {
		<-p.wake
		return
	}
	d := time.Until(deadline)
	if d <= 0 {
		return
	}
	waitWake(p.wake, int64(d))
}

// waitWake parks until wake is closed or ns of virtual time have passed.
func waitWake(wake chan struct{}, ns int64)

func expired(deadline time.Time) bool {
	return !deadline.IsZero() && !time.Now().Before(deadline)
}

func (p *pipe) wakeAll() {
	close(p.wake)
	p.wake = make(chan struct{})
}

func (p *pipe) write(f *File, b []byte) (int, error) {
	if !f.pipeW {
		return 0, &PathError{Op: "write", Path: f.name, Err: ebadf}
	}
	// Go's poll.FD.Write writes what fits and waits for room for the rest, until all is written.
	n := 0
	for {
		// An empty write succeeds even with the read end closed (linux fs/pipe.c pipe_write).
		if n == len(b) {
			return n, nil
		}
		if expired(f.wdeadline) {
			return n, &PathError{Op: "write", Path: f.name, Err: ErrDeadlineExceeded}
		}
		if p.rclosed {
			return n, &PathError{Op: "write", Path: f.name, Err: epipe}
		}
		if k := pipeCap - len(p.data); k > 0 {
			if k > len(b)-n {
				k = len(b) - n
			}
			p.data = append(p.data, b[n:n+k]...)
			n += k
			p.wakeAll()
			continue
		}
		p.wait(f.wdeadline)
		if f.closed {
			return n, &PathError{Op: "write", Path: f.name, Err: ErrClosed}
		}
	}
}

func (p *pipe) read(f *File, b []byte) (int, error) {
	if f.pipeW {
		return 0, &PathError{Op: "read", Path: f.name, Err: ebadf}
	}
	if len(b) == 0 {
		return 0, nil
	}
	// poll.FD.Read: an expired deadline fails the read even with bytes waiting (prepareRead)
	if expired(f.rdeadline) {
		return 0, &PathError{Op: "read", Path: f.name, Err: ErrDeadlineExceeded}
	}
	for len(p.data) == 0 {
		if p.wclosed {
			return 0, io.EOF
		}
		p.wait(f.rdeadline)
		if expired(f.rdeadline) {
			return 0, &PathError{Op: "read", Path: f.name, Err: ErrDeadlineExceeded}
		}
		if f.closed {
			return 0, &PathError{Op: "read", Path: f.name, Err: ErrClosed}
		}
	}
	n := copy(b, p.data)
	p.data = p.data[n:]
	// room for a writer waiting on a full pipe
	p.wakeAll()
	return n, nil
}

// Expand replaces $var and ${var} in s using mapping (shell rules for names and specials).
func Expand(s string, mapping func(string) string) string {
	var buf []byte
	i := 0
	for j := 0; j < len(s); j++ {
		if s[j] == '$' && j+1 < len(s) {
			if buf == nil {
				buf = make([]byte, 0, 2*len(s))
			}
			buf = append(buf, s[i:j]...)
			name, w := shellName(s[j+1:])
			if name == "" && w > 0 {
				// invalid syntax: the characters are dropped
			} else if name == "" {
				buf = append(buf, s[j])
			} else {
				buf = append(buf, mapping(name)...)
			}
			j += w
			i = j + 1
		}
	}
	if buf == nil {
		return s
	}
	return string(buf) + s[i:]
}

func ExpandEnv(s string) string {
	return Expand(s, Getenv)
}

func isShellSpecial(c uint8) bool {
	switch c {
	case '*', '#', '$', '@', '!', '?', '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return true
	}
	return false
}

func isAlphaNum(c uint8) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

func shellName(s string) (string, int) {
	if s[0] == '{' {
		if len(s) > 2 && isShellSpecial(s[1]) && s[2] == '}' {
			return s[1:2], 3
		}
		for i := 1; i < len(s); i++ {
			if s[i] == '}' {
				if i == 1 {
					return "", 2
				}
				return s[1:i], i + 1
			}
		}
		return "", 1
	}
	if isShellSpecial(s[0]) {
		return s[0:1], 1
	}
	var i int
	for i = 0; i < len(s) && isAlphaNum(s[i]); i++ {
	}
	return s[:i], i
}

func Getenv(key string) string {
	v, _ := LookupEnv(key)
	return v
}

func LookupEnv(key string) (string, bool)
func Setenv(key, value string) error
func Unsetenv(key string) error
func Environ() []string

// Clearenv deletes all environment variables.
func Clearenv()
func Exit(code int)

// A Signal represents an operating system signal (os/exec_posix.go, exec.go).
type Signal interface {
	String() string
	Signal() // to distinguish from other Stringers
}

// The only signal values guaranteed to be present in the os package on all
// systems are os.Interrupt (send the process an interrupt) and os.Kill (force
// the process to exit). On Windows, sending os.Interrupt to a process with
// os.Process.Signal is not implemented; it will return an error instead of
// sending a signal.
var (
	Interrupt Signal = syscall.SIGINT
	Kill      Signal = syscall.SIGKILL
)

func Getpid() int {
	return 1
}

// The simulated process runs as the user gopher (uid and gid 1000), as pid 1 of its container
// (so its parent is 0), on pages of 4 KiB.
func Getuid() int  { return 1000 }
func Geteuid() int { return 1000 }
func Getgid() int  { return 1000 }
func Getegid() int { return 1000 }
func Getppid() int { return 0 }

func Getgroups() ([]int, error) { return []int{1000}, nil }

func Getpagesize() int { return 4096 }

func Hostname() (name string, err error) {
	return "oplab", nil
}

// DirFS returns a file system (an fs.FS) for the tree of files rooted at the directory dir
// (go1.23 src/os/file.go: dirFS, Copyright 2009 The Go Authors, BSD license).
func DirFS(dir string) fs.FS {
	return dirFS(dir)
}

type dirFS string

func (dir dirFS) Open(name string) (fs.File, error) {
	fullname, err := dir.join(name)
	if err != nil {
		return nil, &PathError{Op: "open", Path: name, Err: err}
	}
	f, err := Open(fullname)
	if err != nil {
		err.(*PathError).Path = name
		return nil, err
	}
	return f, nil
}

func (dir dirFS) ReadFile(name string) ([]byte, error) {
	fullname, err := dir.join(name)
	if err != nil {
		return nil, &PathError{Op: "readfile", Path: name, Err: err}
	}
	b, err := ReadFile(fullname)
	if err != nil {
		if e, ok := err.(*PathError); ok {
			e.Path = name
		}
		return nil, err
	}
	return b, nil
}

func (dir dirFS) ReadDir(name string) ([]DirEntry, error) {
	fullname, err := dir.join(name)
	if err != nil {
		return nil, &PathError{Op: "readdir", Path: name, Err: err}
	}
	entries, err := ReadDir(fullname)
	if err != nil {
		if e, ok := err.(*PathError); ok {
			e.Path = name
		}
		return nil, err
	}
	return entries, nil
}

func (dir dirFS) Stat(name string) (fs.FileInfo, error) {
	fullname, err := dir.join(name)
	if err != nil {
		return nil, &PathError{Op: "stat", Path: name, Err: err}
	}
	f, err := Stat(fullname)
	if err != nil {
		err.(*PathError).Path = name
		return nil, err
	}
	return f, nil
}

func (dir dirFS) join(name string) (string, error) {
	if dir == "" {
		return "", errors.New("os: DirFS with empty root")
	}
	if !fs.ValidPath(name) {
		return "", ErrInvalid
	}
	if IsPathSeparator(dir[len(dir)-1]) {
		return string(dir) + name, nil
	}
	return string(dir) + string(PathSeparator) + name, nil
}
