package main

import (
	"fmt"
	"regexp"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/util/uuid"
	"sigs.k8s.io/yaml"
)

type Settings struct {
	Name  string            `json:"name"`
	Port  int               `json:"port"`
	Tags  map[string]string `json:"tags,omitempty"`
	Ratio float64           `json:"ratio"`
}

func main() {
	var s Settings
	err := yaml.Unmarshal([]byte("name: web\nport: 8080\ntags:\n  version: 1.10\n  enabled: yes\n  build: 42\nratio: 0.5\n"), &s)
	fmt.Printf("%+v %v\n", s, err)
	out, err := yaml.Marshal(s)
	fmt.Print(string(out))
	fmt.Println(err)

	fmt.Println(yaml.UnmarshalStrict([]byte("name: a\nextra: 1\n"), &s))
	fmt.Println(yaml.UnmarshalStrict([]byte("name: a\nport: 1\nname: b\n"), &s))
	fmt.Println(yaml.Unmarshal([]byte("name: a\nname: b\n"), &s), s.Name)
	fmt.Println(yaml.Unmarshal([]byte("port: many\n"), &s))
	fmt.Println(yaml.Unmarshal([]byte("name: a: b\n"), &s))

	j, err := yaml.YAMLToJSON([]byte("a: 1\nb: [x, 2.5, true, null, on]\nc: 2024-01-02\nd: 0777\n"))
	fmt.Println(string(j), err)
	y, err := yaml.JSONToYAML([]byte(`{"z":1,"a":{"b":[1,"2","yes"],"e":{}},"m":"x\ny\n"}`))
	fmt.Print(string(y))
	fmt.Println(err)

	var cm corev1.ConfigMap
	err = yaml.Unmarshal([]byte("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n  labels: {tier: 3}\ndata:\n  port: 80\n  debug: true\n  ratio: 1.50\n"), &cm)
	fmt.Println(cm.Kind, cm.Name, cm.Labels["tier"], cm.Data["port"], cm.Data["debug"], cm.Data["ratio"], err)

	var empty Settings
	fmt.Println(yaml.Unmarshal([]byte(""), &empty), empty.Name == "")

	u := uuid.NewUUID()
	ok := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`).MatchString(string(u))
	fmt.Println(ok, uuid.NewUUID() != u)
}
