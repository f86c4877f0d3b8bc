// k8s.io/api events/v1 types.go (v0.36): every type, field and constant with the real names, json tags
// and values (doc comments omitted).

package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type Event struct {
	metav1.TypeMeta          `json:",inline"`
	metav1.ObjectMeta        `json:"metadata"`
	EventTime                metav1.MicroTime        `json:"eventTime"`
	Series                   *EventSeries            `json:"series,omitempty"`
	ReportingController      string                  `json:"reportingController,omitempty"`
	ReportingInstance        string                  `json:"reportingInstance,omitempty"`
	Action                   string                  `json:"action,omitempty"`
	Reason                   string                  `json:"reason,omitempty"`
	Regarding                corev1.ObjectReference  `json:"regarding,omitempty"`
	Related                  *corev1.ObjectReference `json:"related,omitempty"`
	Note                     string                  `json:"note,omitempty"`
	Type                     string                  `json:"type,omitempty"`
	DeprecatedSource         corev1.EventSource      `json:"deprecatedSource,omitempty"`
	DeprecatedFirstTimestamp metav1.Time             `json:"deprecatedFirstTimestamp,omitempty"`
	DeprecatedLastTimestamp  metav1.Time             `json:"deprecatedLastTimestamp,omitempty"`
	DeprecatedCount          int32                   `json:"deprecatedCount,omitempty"`
}

type EventSeries struct {
	Count            int32            `json:"count"`
	LastObservedTime metav1.MicroTime `json:"lastObservedTime"`
}

type EventList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Event `json:"items"`
}
