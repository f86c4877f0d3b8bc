package ioutil

import (
	"io"
	"io/fs"
	"os"
	"sort"
)

var Discard io.Writer = io.Discard

func ReadAll(r io.Reader) ([]byte, error) { return io.ReadAll(r) }

func ReadFile(filename string) ([]byte, error) { return os.ReadFile(filename) }

func WriteFile(filename string, data []byte, perm os.FileMode) error {
	return os.WriteFile(filename, data, perm)
}

func NopCloser(r io.Reader) io.ReadCloser { return io.NopCloser(r) }

// ReadDir reads the directory and returns its entries' FileInfo sorted by name (io/ioutil).
func ReadDir(dirname string) ([]fs.FileInfo, error) {
	f, err := os.Open(dirname)
	if err != nil {
		return nil, err
	}
	list, err := f.Readdir(-1)
	f.Close()
	if err != nil {
		return nil, err
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Name() < list[j].Name() })
	return list, nil
}

func TempFile(dir, pattern string) (f *os.File, err error) { return os.CreateTemp(dir, pattern) }

func TempDir(dir, pattern string) (name string, err error) { return os.MkdirTemp(dir, pattern) }
