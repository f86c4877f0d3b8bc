package main

import (
	"bytes"
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

type Config struct {
	Name     string            `json:"name"`
	Replicas int               `json:"replicas"`
	Port     uint16            `json:"port"`
	Timeout  Duration          `json:"timeout"`
	Labels   map[string]string `json:"labels,omitempty"`
}

func (c Config) Validate() error {
	var errs []error
	if strings.TrimSpace(c.Name) == "" {
		errs = append(errs, errors.New("name is required"))
	}
	if c.Replicas < 1 || c.Replicas > 10 {
		errs = append(errs, fmt.Errorf("replicas must be between 1 and 10, got %d", c.Replicas))
	}
	if c.Port < 1024 {
		errs = append(errs, fmt.Errorf("port %d is privileged", c.Port))
	}
	if c.Timeout.Duration <= 0 {
		errs = append(errs, errors.New("timeout must be positive"))
	}
	return errors.Join(errs...)
}

func load(src string) (*Config, error) {
	dec := json.NewDecoder(strings.NewReader(src))
	dec.DisallowUnknownFields()
	var c Config
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("decode: %w", err)
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("invalid config:\n%w", err)
	}
	return &c, nil
}

func main() {
	inputs := []string{
		`{"name":"web","replicas":3,"port":8080,"timeout":"1m30s","labels":{"tier":"frontend"}}`,
		`{"name":"","replicas":0,"port":80,"timeout":"0s"}`,
		`{"name":"db","replicas":"three"}`,
		`{"name":"db","replicas":2,"port":70000}`,
		`{"name":"db","replica":2}`,
		`{"name":"db","timeout":"soon"}`,
		`{"name":"db","timeout":30}`,
		`{"name": "db",`,
		`[1,2]`,
	}
	for i, in := range inputs {
		c, err := load(in)
		if err != nil {
			fmt.Printf("%d: %v\n", i, err)
			var se *json.SyntaxError
			var te *json.UnmarshalTypeError
			switch {
			case errors.As(err, &se):
				fmt.Printf("   syntax error at offset %d\n", se.Offset)
			case errors.As(err, &te):
				fmt.Printf("   type error: field=%s value=%s type=%v\n", te.Field, te.Value, te.Type)
			}
			continue
		}
		out, _ := json.Marshal(c)
		var pretty bytes.Buffer
		json.Indent(&pretty, out, "", "  ")
		fmt.Printf("%d: ok %s timeout=%v\n%s\n", i, c.Name, c.Timeout.Duration, pretty.String())
	}
}

// Output:
// 0: ok web timeout=1m30s
// {
//   "name": "web",
//   "replicas": 3,
//   "port": 8080,
//   "timeout": {
//     "Duration": 90000000000
//   },
//   "labels": {
//     "tier": "frontend"
//   }
// }
// 1: invalid config:
// name is required
// replicas must be between 1 and 10, got 0
// port 80 is privileged
// timeout must be positive
// 2: decode: json: cannot unmarshal string into Go struct field Config.replicas of type int
//    type error: field=replicas value=string type=int
// 3: decode: json: cannot unmarshal number 70000 into Go struct field Config.port of type uint16
//    type error: field=port value=number 70000 type=uint16
// 4: decode: json: unknown field "replica"
// 5: decode: time: invalid duration "soon"
// 6: decode: duration must be a string: json: cannot unmarshal number into Go value of type string
//    type error: field= value=number type=string
// 7: decode: unexpected EOF
// 8: decode: json: cannot unmarshal array into Go value of type main.Config
//    type error: field= value=array type=main.Config
