package main

import (
	"encoding/json"
	"fmt"
	"log"
	"os"
	"sort"
)

type Port struct {
	Name     string `json:"name,omitempty"`
	Port     int32  `json:"port"`
	Protocol string `json:"protocol,omitempty"`
}

type Spec struct {
	Replicas *int32            `json:"replicas,omitempty"`
	Image    string            `json:"image"`
	Ports    []Port            `json:"ports,omitempty"`
	Env      map[string]string `json:"env,omitempty"`
	Paused   bool              `json:"paused,omitempty"`
}

type Meta struct {
	Name        string            `json:"name"`
	Namespace   string            `json:"namespace,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
	Annotations map[string]string `json:"annotations,omitempty"`
}

type App struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Meta       `json:"metadata"`
	Spec       Spec    `json:"spec"`
	Status     *Status `json:"status,omitempty"`
}

type Status struct {
	Ready      bool     `json:"ready"`
	Conditions []string `json:"conditions"`
}

func main() {
	doc := `{
  "apiVersion": "apps.example.com/v1",
  "kind": "App",
  "metadata": {"name": "web", "labels": {"tier": "front", "app": "web"}},
  "spec": {"replicas": 3, "image": "nginx:1.25", "ports": [{"name": "http", "port": 80}], "env": {"B": "2", "A": "1"}},
  "extra": [1, 2, 3]
}`
	var app App
	if err := json.Unmarshal([]byte(doc), &app); err != nil {
		log.Fatal(err)
	}
	fmt.Println(app.Name, app.Kind, *app.Spec.Replicas, app.Spec.Ports[0].Port, app.Status == nil)
	keys := make([]string, 0, len(app.Labels))
	for k := range app.Labels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(keys)
	r := int32(5)
	app.Spec.Replicas = &r
	app.Status = &Status{Ready: true}
	out, err := json.MarshalIndent(app, "", "  ")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(string(out))
	var generic map[string]interface{}
	json.Unmarshal(out, &generic)
	spec := generic["spec"].(map[string]interface{})
	fmt.Printf("%T %v %T\n", spec["replicas"], spec["replicas"], spec["ports"])
	enc := json.NewEncoder(os.Stdout)
	enc.Encode(app.Meta)
	var list []App
	err = json.Unmarshal([]byte(`[{"kind":"A"},{"kind":"B","spec":{"replicas":"x"}}]`), &list)
	fmt.Println(len(list), list[0].Kind, list[1].Kind, err)
}

// Output:
// web App 3 80 true
// [app tier]
// {
//   "apiVersion": "apps.example.com/v1",
//   "kind": "App",
//   "metadata": {
//     "name": "web",
//     "labels": {
//       "app": "web",
//       "tier": "front"
//     }
//   },
//   "spec": {
//     "replicas": 5,
//     "image": "nginx:1.25",
//     "ports": [
//       {
//         "name": "http",
//         "port": 80
//       }
//     ],
//     "env": {
//       "A": "1",
//       "B": "2"
//     }
//   },
//   "status": {
//     "ready": true,
//     "conditions": null
//   }
// }
// float64 5 []interface {}
// {"name":"web","labels":{"app":"web","tier":"front"}}
// 2 A B json: cannot unmarshal string into Go struct field Spec.spec.replicas of type int32
