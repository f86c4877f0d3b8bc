// packages path and path/filepath (slash-separated, as on the simulated Linux machine), in Go
// following go/src/path: Clean's lexical rules, Join, Split, Base, Dir, Ext, IsAbs, Match-free.

import type { NativePackage } from '../../interp/native.ts';

const pathBody = `
func Clean(path string) string {
	if path == "" {
		return "."
	}
	rooted := path[0] == '/'
	n := len(path)
	out := []byte{}
	r, dotdot := 0, 0
	if rooted {
		out = append(out, '/')
		r, dotdot = 1, 1
	}
	for r < n {
		switch {
		case path[r] == '/':
			r++
		case path[r] == '.' && (r+1 == n || path[r+1] == '/'):
			r++
		case path[r] == '.' && path[r+1] == '.' && (r+2 == n || path[r+2] == '/'):
			r += 2
			switch {
			case len(out) > dotdot:
				w := len(out) - 1
				for w > dotdot && out[w] != '/' {
					w--
				}
				out = out[:w]
			case !rooted:
				if len(out) > 0 {
					out = append(out, '/')
				}
				out = append(out, '.', '.')
				dotdot = len(out)
			}
		default:
			if rooted && len(out) != 1 || !rooted && len(out) != 0 {
				out = append(out, '/')
			}
			for ; r < n && path[r] != '/'; r++ {
				out = append(out, path[r])
			}
		}
	}
	if len(out) == 0 {
		return "."
	}
	return string(out)
}

func Split(path string) (dir, file string) {
	i := lastSlash(path)
	return path[:i+1], path[i+1:]
}

func lastSlash(s string) int {
	i := len(s) - 1
	for i >= 0 && s[i] != '/' {
		i--
	}
	return i
}

func Join(elem ...string) string {
	size := 0
	for _, e := range elem {
		size += len(e)
	}
	if size == 0 {
		return ""
	}
	buf := make([]byte, 0, size+len(elem)-1)
	for _, e := range elem {
		if len(buf) > 0 || e != "" {
			if len(buf) > 0 {
				buf = append(buf, '/')
			}
			buf = append(buf, e...)
		}
	}
	return Clean(string(buf))
}

func Ext(path string) string {
	for i := len(path) - 1; i >= 0 && path[i] != '/'; i-- {
		if path[i] == '.' {
			return path[i:]
		}
	}
	return ""
}

func Base(path string) string {
	if path == "" {
		return "."
	}
	for len(path) > 0 && path[len(path)-1] == '/' {
		path = path[0 : len(path)-1]
	}
	if i := lastSlash(path); i >= 0 {
		path = path[i+1:]
	}
	if path == "" {
		return "/"
	}
	return path
}

func IsAbs(path string) bool {
	return len(path) > 0 && path[0] == '/'
}

func Dir(path string) string {
	dir, _ := Split(path)
	return Clean(dir)
}
`;

const pathSrc = `package path
${pathBody}`;

const filepathSrc = `package filepath

import "strings"

const (
	Separator     = '/'
	ListSeparator = ':'
)
${pathBody}
func ToSlash(path string) string   { return path }
func FromSlash(path string) string { return path }

func SplitList(path string) []string {
	if path == "" {
		return []string{}
	}
	return strings.Split(path, string(ListSeparator))
}

func Abs(path string) (string, error) {
	if IsAbs(path) {
		return Clean(path), nil
	}
	return Join("/home/gopher", path), nil
}

func Rel(basepath, targpath string) (string, error) {
	base := Clean(basepath)
	targ := Clean(targpath)
	if targ == base {
		return ".", nil
	}
	if base == "." {
		base = ""
	}
	if strings.HasPrefix(targ, base+"/") {
		return targ[len(base)+1:], nil
	}
	return "", &relError{basepath, targpath}
}

type relError struct{ base, targ string }

func (e *relError) Error() string {
	return "Rel: can't make " + e.targ + " relative to " + e.base
}
`;

let pathPkg: NativePackage | undefined;
let filepathPkg: NativePackage | undefined;

export function pathPackage(): NativePackage {
  pathPkg ??= { path: 'path', files: [{ name: 'path.go', src: pathSrc }], natives: {} };
  return pathPkg;
}

export function filepathPackage(): NativePackage {
  filepathPkg ??= { path: 'path/filepath', files: [{ name: 'path.go', src: filepathSrc }], natives: {} };
  return filepathPkg;
}
