package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
)

type Score float32

type Report struct {
	Name  string
	Score Score
}

func main() {
	for _, v := range []any{math.NaN(), math.Inf(-1), Report{"x", Score(math.Inf(1))}, map[string]float64{"a": math.NaN()}} {
		_, err := json.Marshal(v)
		var uve *json.UnsupportedValueError
		if errors.As(err, &uve) {
			fmt.Println(err, "|", uve.Str, uve.Value.Kind(), uve.Value.Type(), uve.Value.Float())
		}
	}
	var e error = &json.InvalidUTF8Error{S: "a\xffb"}
	fmt.Println(e)
	fe := &json.UnmarshalFieldError{Key: "secret", Type: reflect.TypeOf(Report{}), Field: reflect.StructField{Name: "secret"}}
	fmt.Println(fe)
}

// Output:
// json: unsupported value: NaN | NaN float64 float64 NaN
// json: unsupported value: -Inf | -Inf float64 float64 -Inf
// json: unsupported value: +Inf | +Inf float32 main.Score +Inf
// json: unsupported value: NaN | NaN float64 float64 NaN
// json: invalid UTF-8 in string: "a\xffb"
// json: cannot unmarshal object key "secret" into unexported field secret of type main.Report
