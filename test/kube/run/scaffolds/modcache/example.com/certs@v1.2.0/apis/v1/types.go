package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type Certificate struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   CertificateSpec   `json:"spec"`
	Status CertificateStatus `json:"status,omitempty"`
}

type CertificateSpec struct {
	DNSNames   []string        `json:"dnsNames,omitempty"`
	SecretName string          `json:"secretName"`
	Solver     *SolverTemplate `json:"solver,omitempty"`
}

type SolverTemplate struct {
	Affinity            *corev1.Affinity                `json:"affinity,omitempty"`
	SELinuxOptions      *corev1.SELinuxOptions          `json:"seLinuxOptions,omitempty"`
	Sysctls             []corev1.Sysctl                 `json:"sysctls,omitempty"`
	FSGroupChangePolicy *corev1.PodFSGroupChangePolicy  `json:"fsGroupChangePolicy,omitempty"`
	Tolerations         []corev1.Toleration             `json:"tolerations,omitempty"`
}

type CertificateStatus struct {
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

type CertificateList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Certificate `json:"items"`
}

func (in *Certificate) DeepCopyInto(out *Certificate) {
	*out = *in
	out.TypeMeta = in.TypeMeta
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	out.Spec = in.Spec
	if in.Spec.DNSNames != nil {
		out.Spec.DNSNames = append([]string(nil), in.Spec.DNSNames...)
	}
	if in.Spec.Solver != nil {
		s := *in.Spec.Solver
		if in.Spec.Solver.Affinity != nil {
			s.Affinity = in.Spec.Solver.Affinity.DeepCopy()
		}
		out.Spec.Solver = &s
	}
	if in.Status.Conditions != nil {
		out.Status.Conditions = make([]metav1.Condition, len(in.Status.Conditions))
		for i := range in.Status.Conditions {
			in.Status.Conditions[i].DeepCopyInto(&out.Status.Conditions[i])
		}
	}
}

func (in *Certificate) DeepCopy() *Certificate {
	if in == nil {
		return nil
	}
	out := new(Certificate)
	in.DeepCopyInto(out)
	return out
}

func (in *Certificate) DeepCopyObject() runtime.Object {
	return in.DeepCopy()
}

func (in *CertificateList) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := new(CertificateList)
	*out = *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	if in.Items != nil {
		out.Items = make([]Certificate, len(in.Items))
		for i := range in.Items {
			in.Items[i].DeepCopyInto(&out.Items[i])
		}
	}
	return out
}
