/*
Copyright 2024.

Licensed under the Apache License, Version 2.0 (the "License");
you may not use this file except in compliance with the License.
*/

package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// EDIT THIS FILE!  THIS IS SCAFFOLDING FOR YOU TO OWN!
// NOTE: json tags are required.  Any new fields you add must have json tags for the fields to be serialized.

// PodGuardSpec defines the desired state of PodGuard
type PodGuardSpec struct {
	// Selector picks the pods to watch over.
	Selector map[string]string `json:"selector"`

	// MaxRestarts is how many container restarts a pod may have before it is recycled.
	// +kubebuilder:validation:Minimum=0
	MaxRestarts int32 `json:"maxRestarts"`

	// DryRun only reports pods over the limit.
	// +optional
	DryRun bool `json:"dryRun,omitempty"`
}

// PodGuardStatus defines the observed state of PodGuard
type PodGuardStatus struct {
	// Pods is the number of pods the selector matched at the last check.
	Pods int32 `json:"pods"`

	// Ready is how many of them were Ready.
	Ready int32 `json:"ready"`

	// Recycled lists the pods deleted for restarting too often.
	// +optional
	Recycled []string `json:"recycled,omitempty"`

	// LastCheck is when the pods were last looked at.
	// +optional
	LastCheck *metav1.Time `json:"lastCheck,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// PodGuard is the Schema for the podguards API
type PodGuard struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   PodGuardSpec   `json:"spec,omitempty"`
	Status PodGuardStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// PodGuardList contains a list of PodGuard
type PodGuardList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []PodGuard `json:"items"`
}

func init() {
	SchemeBuilder.Register(&PodGuard{}, &PodGuardList{})
}
