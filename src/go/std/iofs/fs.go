package fs

import (
	"errors"
	"time"
)

var (
	ErrInvalid    = errors.New("invalid argument")
	ErrPermission = errors.New("permission denied")
	ErrExist      = errors.New("file already exists")
	ErrNotExist   = errors.New("file does not exist")
	ErrClosed     = errors.New("file already closed")
)

// PathError records an error and the operation and file path that caused it.
type PathError struct {
	Op   string
	Path string
	Err  error
}

func (e *PathError) Error() string { return e.Op + " " + e.Path + ": " + e.Err.Error() }

func (e *PathError) Unwrap() error { return e.Err }

// Timeout reports whether this error represents a timeout.
func (e *PathError) Timeout() bool {
	t, ok := e.Err.(interface{ Timeout() bool })
	return ok && t.Timeout()
}

type FileMode uint32

const (
	ModeDir FileMode = 1 << (32 - 1 - iota)
	ModeAppend
	ModeExclusive
	ModeTemporary
	ModeSymlink
	ModeDevice
	ModeNamedPipe
	ModeSocket
	ModeSetuid
	ModeSetgid
	ModeCharDevice
	ModeSticky
	ModeIrregular

	ModeType = ModeDir | ModeSymlink | ModeNamedPipe | ModeSocket | ModeDevice | ModeCharDevice | ModeIrregular

	ModePerm FileMode = 0777
)

func (m FileMode) IsDir() bool     { return m&ModeDir != 0 }
func (m FileMode) IsRegular() bool { return m&ModeType == 0 }
func (m FileMode) Perm() FileMode  { return m & ModePerm }
func (m FileMode) Type() FileMode  { return m & ModeType }

func (m FileMode) String() string {
	const str = "dalTLDpSugct?"
	var buf [32]byte
	w := 0
	for i, c := range str {
		if m&(1<<uint(32-1-i)) != 0 {
			buf[w] = byte(c)
			w++
		}
	}
	if w == 0 {
		buf[w] = '-'
		w++
	}
	const rwx = "rwxrwxrwx"
	for i, c := range rwx {
		if m&(1<<uint(9-1-i)) != 0 {
			buf[w] = byte(c)
		} else {
			buf[w] = '-'
		}
		w++
	}
	return string(buf[:w])
}

type FileInfo interface {
	Name() string
	Size() int64
	Mode() FileMode
	ModTime() time.Time
	IsDir() bool
	Sys() any
}

type DirEntry interface {
	Name() string
	IsDir() bool
	Type() FileMode
	Info() (FileInfo, error)
}

// SkipDir and SkipAll as in io/fs/walk.go (returned by walk functions; filepath.Walk and WalkDir
// handle them).
var SkipDir = errors.New("skip this directory")

var SkipAll = errors.New("skip everything and stop the walk")

type WalkDirFunc func(path string, d DirEntry, err error) error

// FileInfoToDirEntry returns a DirEntry that returns information from info (io/fs/readdir.go).
func FileInfoToDirEntry(info FileInfo) DirEntry {
	if info == nil {
		return nil
	}
	return dirInfo{fileInfo: info}
}

type dirInfo struct {
	fileInfo FileInfo
}

func (di dirInfo) IsDir() bool             { return di.fileInfo.IsDir() }
func (di dirInfo) Type() FileMode          { return di.fileInfo.Mode().Type() }
func (di dirInfo) Info() (FileInfo, error) { return di.fileInfo, nil }
func (di dirInfo) Name() string            { return di.fileInfo.Name() }
func (di dirInfo) String() string          { return FormatDirEntry(di) }

// FormatDirEntry returns a formatted version of dir for human readability (io/fs/format.go).
func FormatDirEntry(dir DirEntry) string {
	name := dir.Name()
	b := make([]byte, 0, 5+len(name))
	mode := dir.Type().String()
	mode = mode[:len(mode)-9]
	b = append(b, mode...)
	b = append(b, ' ')
	b = append(b, name...)
	if dir.IsDir() {
		b = append(b, '/')
	}
	return string(b)
}

// FormatFileInfo returns a formatted version of info for human readability (io/fs/format.go).
func FormatFileInfo(info FileInfo) string {
	name := info.Name()
	b := make([]byte, 0, 40+len(name))
	b = append(b, info.Mode().String()...)
	b = append(b, ' ')
	size := info.Size()
	var usize uint64
	if size >= 0 {
		usize = uint64(size)
	} else {
		b = append(b, '-')
		usize = uint64(-size)
	}
	var buf [20]byte
	i := len(buf) - 1
	for usize >= 10 {
		q := usize / 10
		buf[i] = byte('0' + usize - q*10)
		i--
		usize = q
	}
	buf[i] = byte('0' + usize)
	b = append(b, buf[i:]...)
	b = append(b, ' ')
	b = append(b, info.ModTime().Format(time.DateTime)...)
	b = append(b, ' ')
	b = append(b, name...)
	if info.IsDir() {
		b = append(b, '/')
	}
	return string(b)
}
