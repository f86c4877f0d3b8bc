package main

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"
)

type Probe struct {
	Path    string `default:"/healthz" validate:"required"`
	Port    int32  `default:"8080" validate:"min=1,max=65535"`
	Timeout time.Duration `default:"5s"`
}

type Spec struct {
	Replicas *int32            `default:"1" validate:"min=0"`
	Image    string            `validate:"required"`
	Labels   map[string]string `default:"-"`
	Probe    Probe
	Ports    []int `validate:"min=1"`
	Debug    bool  `default:"true"`
	Ratio    float64 `default:"0.75"`
	internal string `default:"x"`
	Owner    *Probe
}

func setDefaults(v reflect.Value) error {
	v = reflect.Indirect(v)
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		fv := v.Field(i)
		if !f.IsExported() {
			fmt.Println("skip unexported", f.Name, fv.CanSet(), fv.CanInterface())
			continue
		}
		if f.Type.Kind() == reflect.Struct {
			if err := setDefaults(fv); err != nil {
				return fmt.Errorf("%s.%w", f.Name, err)
			}
			continue
		}
		def, ok := f.Tag.Lookup("default")
		if !ok || def == "-" || !fv.IsZero() {
			continue
		}
		target := fv
		if f.Type.Kind() == reflect.Pointer {
			fv.Set(reflect.New(f.Type.Elem()))
			target = fv.Elem()
		}
		switch target.Kind() {
		case reflect.String:
			target.SetString(def)
		case reflect.Int32, reflect.Int, reflect.Int64:
			if target.Type() == reflect.TypeOf(time.Duration(0)) {
				d, err := time.ParseDuration(def)
				if err != nil {
					return err
				}
				target.SetInt(int64(d))
				continue
			}
			n, err := strconv.ParseInt(def, 10, target.Type().Bits())
			if err != nil {
				return fmt.Errorf("%s: %w", f.Name, err)
			}
			target.SetInt(n)
		case reflect.Bool:
			b, _ := strconv.ParseBool(def)
			target.SetBool(b)
		case reflect.Float64:
			x, _ := strconv.ParseFloat(def, 64)
			target.SetFloat(x)
		default:
			return fmt.Errorf("%s: unsupported kind %s", f.Name, target.Kind())
		}
	}
	return nil
}

func validate(v reflect.Value, path string) []error {
	var errs []error
	v = reflect.Indirect(v)
	for i, f := range reflect.VisibleFields(v.Type()) {
		_ = i
		fv := v.FieldByIndex(f.Index)
		if f.Type.Kind() == reflect.Struct {
			errs = append(errs, validate(fv, path+f.Name+".")...)
		}
		rules := f.Tag.Get("validate")
		if rules == "" {
			continue
		}
		for _, rule := range strings.Split(rules, ",") {
			name, arg, _ := strings.Cut(rule, "=")
			switch name {
			case "required":
				if fv.IsZero() {
					errs = append(errs, fmt.Errorf("%s%s: required", path, f.Name))
				}
			case "min", "max":
				limit, _ := strconv.Atoi(arg)
				var n int64
				switch fv.Kind() {
				case reflect.Slice:
					n = int64(fv.Len())
				case reflect.Pointer:
					n = fv.Elem().Int()
				default:
					n = fv.Int()
				}
				if (name == "min" && n < int64(limit)) || (name == "max" && n > int64(limit)) {
					errs = append(errs, fmt.Errorf("%s%s: %d violates %s", path, f.Name, n, rule))
				}
			}
		}
	}
	return errs
}

func main() {
	var s Spec
	fmt.Println(setDefaults(reflect.ValueOf(&s)))
	fmt.Printf("%d %q %v %+v %v %v %v %v\n", *s.Replicas, s.Image, s.Labels == nil, s.Probe, s.Ports, s.Debug, s.Ratio, s.Owner)
	err := errors.Join(validate(reflect.ValueOf(s), "spec.")...)
	fmt.Println(err)
	s.Image = "nginx"
	s.Probe.Port = 70000
	s.Ports = []int{80}
	*s.Replicas = -1
	fmt.Println(errors.Join(validate(reflect.ValueOf(&s), "")...))
	type Bad struct {
		C complex128 `default:"1"`
	}
	fmt.Println(setDefaults(reflect.ValueOf(&Bad{})))
	type BadInt struct {
		N int8 `default:"300"`
	}
	fmt.Println(setDefaults(reflect.ValueOf(&BadInt{})))
	defer func() { fmt.Println("recovered:", recover()) }()
	setDefaults(reflect.ValueOf(Spec{}))
}

// Output:
// skip unexported internal false false
// <nil>
// 1 "" true {Path:/healthz Port:8080 Timeout:5s} [] true 0.75 <nil>
// spec.Image: required
// spec.Ports: 0 violates min=1
// Replicas: -1 violates min=0
// Probe.Port: 70000 violates max=65535
// C: unsupported kind complex128
// N: unsupported kind int8
// recovered: reflect: reflect.Value.Set using unaddressable value
