package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

type Duration struct{ time.Duration }

func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("duration must be a string: %w", err)
	}
	v, err := time.ParseDuration(s)
	if err != nil {
		return err
	}
	d.Duration = v
	return nil
}

func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(d.String()) }

type Endpoint struct {
	Name    string            `json:"name"`
	URL     string            `json:"url"`
	Timeout Duration          `json:"timeout"`
	Retries *int              `json:"retries,omitempty"`
	Headers map[string]string `json:"headers,omitempty"`
	secret  string
}

type Config struct {
	Version   int             `json:"version"`
	Endpoints []Endpoint      `json:"endpoints"`
	Debug     bool            `json:"debug,string"`
	Extra     json.RawMessage `json:"extra"`
}

func (c *Config) Validate() error {
	var errs []error
	if c.Version != 2 {
		errs = append(errs, fmt.Errorf("unsupported version %d", c.Version))
	}
	for i, e := range c.Endpoints {
		if !strings.HasPrefix(e.URL, "https://") {
			errs = append(errs, fmt.Errorf("endpoints[%d] %q: url must be https", i, e.Name))
		}
	}
	return errors.Join(errs...)
}

const input = `{
  "version": 2,
  "debug": "true",
  "endpoints": [
    {"name": "api", "url": "https://api.example.com", "timeout": "1.5s", "retries": 3},
    {"name": "legacy", "url": "http://old", "timeout": "250ms", "headers": {"X-B": "2", "X-A": "1"}}
  ],
  "extra": {"z": [1, 2], "a": null}
}`

func main() {
	var cfg Config
	if err := json.Unmarshal([]byte(input), &cfg); err != nil {
		fmt.Println("decode:", err)
		return
	}
	fmt.Println(cfg.Endpoints[0].Timeout, *cfg.Endpoints[0].Retries, cfg.Debug, string(cfg.Extra))
	fmt.Println(cfg.Validate())
	out, _ := json.MarshalIndent(cfg.Endpoints[1], "", "  ")
	fmt.Println(string(out))
	bad := []string{
		`{"version": "2"}`,
		`{"endpoints": [{"timeout": 5}]}`,
		`{"endpoints": [{"timeout": "5 parsecs"}]}`,
		`{"version": 2,}`,
		`{"debug": "yes"}`,
		`[1, 2]`,
		`{"version": 1e999}`,
	}
	for _, b := range bad {
		var c Config
		err := json.Unmarshal([]byte(b), &c)
		fmt.Printf("%-45s => %v\n", b, err)
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		if errors.As(err, &se) {
			fmt.Println("   syntax error at offset", se.Offset)
		} else if errors.As(err, &te) {
			fmt.Println("   type error:", te.Field, te.Value, te.Type)
		}
	}
	dec := json.NewDecoder(strings.NewReader(`{"version": 2, "unknown": 1}`))
	dec.DisallowUnknownFields()
	var c2 Config
	fmt.Println(dec.Decode(&c2))
	var anyv any
	json.Unmarshal([]byte(`{"n": 1, "list": [true, "s", 2.5, null], "obj": {}}`), &anyv)
	fmt.Printf("%v %T\n", anyv, anyv.(map[string]any)["n"])
}

// Output:
// 1.5s 3 true {"z": [1, 2], "a": null}
// endpoints[1] "legacy": url must be https
// {
//   "name": "legacy",
//   "url": "http://old",
//   "timeout": "250ms",
//   "headers": {
//     "X-A": "1",
//     "X-B": "2"
//   }
// }
// {"version": "2"}                              => json: cannot unmarshal string into Go struct field Config.version of type int
//    type error: version string int
// {"endpoints": [{"timeout": 5}]}               => duration must be a string: json: cannot unmarshal number into Go value of type string
//    type error:  number string
// {"endpoints": [{"timeout": "5 parsecs"}]}     => time: unknown unit " parsecs" in duration "5 parsecs"
// {"version": 2,}                               => invalid character '}' looking for beginning of object key string
//    syntax error at offset 15
// {"debug": "yes"}                              => json: invalid use of ,string struct tag, trying to unmarshal "yes" into bool
// [1, 2]                                        => json: cannot unmarshal array into Go value of type main.Config
//    type error:  array main.Config
// {"version": 1e999}                            => json: cannot unmarshal number 1e999 into Go struct field Config.version of type int
//    type error: version number 1e999 int
// json: unknown field "unknown"
// map[list:[true s 2.5 <nil>] n:1 obj:map[]] float64
