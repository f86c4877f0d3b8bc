package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// SchemeGroupVersion is group version used to register these objects
var SchemeGroupVersion = schema.GroupVersion{Group: "toys.example.com", Version: "v1"}

// Resource takes an unqualified resource and returns a Group qualified GroupResource
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

var (
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	AddToScheme   = SchemeBuilder.AddToScheme
)

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion, &Widget{}, &WidgetList{})
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Widget is a specification for a Widget resource
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec"`
	Status WidgetStatus `json:"status"`
}

// WidgetSpec is the spec for a Widget resource
type WidgetSpec struct {
	Color string `json:"color"`
	Size  *int32 `json:"size,omitempty"`
}

// WidgetStatus is the status for a Widget resource
type WidgetStatus struct {
	Built int32 `json:"built"`
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// WidgetList is a list of Widget resources
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata"`

	Items []Widget `json:"items"`
}

func (in *Widget) DeepCopyInto(out *Widget) {
	*out = *in
	out.TypeMeta = in.TypeMeta
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	out.Spec = in.Spec
	if in.Spec.Size != nil {
		out.Spec.Size = new(int32)
		*out.Spec.Size = *in.Spec.Size
	}
	out.Status = in.Status
}

func (in *Widget) DeepCopy() *Widget {
	if in == nil {
		return nil
	}
	out := new(Widget)
	in.DeepCopyInto(out)
	return out
}

func (in *Widget) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

func (in *WidgetList) DeepCopyInto(out *WidgetList) {
	*out = *in
	out.TypeMeta = in.TypeMeta
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	if in.Items != nil {
		out.Items = make([]Widget, len(in.Items))
		for i := range in.Items {
			in.Items[i].DeepCopyInto(&out.Items[i])
		}
	}
}

func (in *WidgetList) DeepCopy() *WidgetList {
	if in == nil {
		return nil
	}
	out := new(WidgetList)
	in.DeepCopyInto(out)
	return out
}

func (in *WidgetList) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// WidgetApplyConfiguration represents a declarative configuration of the Widget type for use
// with apply.
type WidgetApplyConfiguration struct {
	metav1.TypeMeta `json:",inline"`
	Name            *string                       `json:"-"`
	Namespace       *string                       `json:"-"`
	Metadata        map[string]interface{}        `json:"metadata,omitempty"`
	Spec            *WidgetSpecApplyConfiguration `json:"spec,omitempty"`
}

type WidgetSpecApplyConfiguration struct {
	Color *string `json:"color,omitempty"`
}

// ApplyWidget constructs a declarative configuration of the Widget type for use with apply.
func ApplyWidget(name, namespace string, color string) *WidgetApplyConfiguration {
	return &WidgetApplyConfiguration{
		TypeMeta: metav1.TypeMeta{Kind: "Widget", APIVersion: "toys.example.com/v1"},
		Name:     &name, Namespace: &namespace,
		Metadata: map[string]interface{}{"name": name, "namespace": namespace},
		Spec:     &WidgetSpecApplyConfiguration{Color: &color},
	}
}

func (b *WidgetApplyConfiguration) GetName() *string { return b.Name }
