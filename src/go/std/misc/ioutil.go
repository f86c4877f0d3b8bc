package ioutil

import (
	"io"
	"os"
)

var Discard io.Writer = io.Discard

func ReadAll(r io.Reader) ([]byte, error) { return io.ReadAll(r) }

func ReadFile(filename string) ([]byte, error) { return os.ReadFile(filename) }

func WriteFile(filename string, data []byte, perm os.FileMode) error {
	return os.WriteFile(filename, data, perm)
}

func NopCloser(r io.Reader) io.ReadCloser { return io.NopCloser(r) }
