// github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring v1 at v0.59.0 (register.go,
// types.go, thanos_types.go): every type, field, constant and method with the real names, json tags
// and values; doc comments omitted. The hand-written DeepCopyObject methods (each `return l.DeepCopy()`)
// are left to the generated ones (../deepcopy.ts), which do the same.

package v1

import (
	"fmt"
	"github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring"
	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/intstr"
	"strings"
)

var SchemeGroupVersion = schema.GroupVersion{Group: monitoring.GroupName, Version: Version}

func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

var (
	SchemeBuilder      runtime.SchemeBuilder
	localSchemeBuilder = &SchemeBuilder
	AddToScheme        = localSchemeBuilder.AddToScheme
)

func init() {
	localSchemeBuilder.Register(addKnownTypes)
}

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Prometheus{},
		&PrometheusList{},
		&ServiceMonitor{},
		&ServiceMonitorList{},
		&PodMonitor{},
		&PodMonitorList{},
		&Probe{},
		&ProbeList{},
		&Alertmanager{},
		&AlertmanagerList{},
		&PrometheusRule{},
		&PrometheusRuleList{},
		&ThanosRuler{},
		&ThanosRulerList{},
	)
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}

const (
	Version               = "v1"
	PrometheusesKind      = "Prometheus"
	PrometheusName        = "prometheuses"
	PrometheusKindKey     = "prometheus"
	AlertmanagersKind     = "Alertmanager"
	AlertmanagerName      = "alertmanagers"
	AlertManagerKindKey   = "alertmanager"
	ServiceMonitorsKind   = "ServiceMonitor"
	ServiceMonitorName    = "servicemonitors"
	ServiceMonitorKindKey = "servicemonitor"
	PodMonitorsKind       = "PodMonitor"
	PodMonitorName        = "podmonitors"
	PodMonitorKindKey     = "podmonitor"
	PrometheusRuleKind    = "PrometheusRule"
	PrometheusRuleName    = "prometheusrules"
	PrometheusRuleKindKey = "prometheusrule"
	ProbesKind            = "Probe"
	ProbeName             = "probes"
	ProbeKindKey          = "probe"
)

var resourceToKind = map[string]string{
	PrometheusName:     PrometheusesKind,
	AlertmanagerName:   AlertmanagersKind,
	ServiceMonitorName: ServiceMonitorsKind,
	PodMonitorName:     PodMonitorsKind,
	PrometheusRuleName: PrometheusRuleKind,
	ProbeName:          ProbesKind,
}

type CommonPrometheusFields struct {
	PodMetadata                     *EmbeddedObjectMetadata           `json:"podMetadata,omitempty"`
	ServiceMonitorSelector          *metav1.LabelSelector             `json:"serviceMonitorSelector,omitempty"`
	ServiceMonitorNamespaceSelector *metav1.LabelSelector             `json:"serviceMonitorNamespaceSelector,omitempty"`
	PodMonitorSelector              *metav1.LabelSelector             `json:"podMonitorSelector,omitempty"`
	PodMonitorNamespaceSelector     *metav1.LabelSelector             `json:"podMonitorNamespaceSelector,omitempty"`
	ProbeSelector                   *metav1.LabelSelector             `json:"probeSelector,omitempty"`
	ProbeNamespaceSelector          *metav1.LabelSelector             `json:"probeNamespaceSelector,omitempty"`
	Version                         string                            `json:"version,omitempty"`
	Paused                          bool                              `json:"paused,omitempty"`
	Image                           *string                           `json:"image,omitempty"`
	ImagePullSecrets                []v1.LocalObjectReference         `json:"imagePullSecrets,omitempty"`
	Replicas                        *int32                            `json:"replicas,omitempty"`
	Shards                          *int32                            `json:"shards,omitempty"`
	ReplicaExternalLabelName        *string                           `json:"replicaExternalLabelName,omitempty"`
	PrometheusExternalLabelName     *string                           `json:"prometheusExternalLabelName,omitempty"`
	LogLevel                        string                            `json:"logLevel,omitempty"`
	LogFormat                       string                            `json:"logFormat,omitempty"`
	ScrapeInterval                  Duration                          `json:"scrapeInterval,omitempty"`
	ScrapeTimeout                   Duration                          `json:"scrapeTimeout,omitempty"`
	ExternalLabels                  map[string]string                 `json:"externalLabels,omitempty"`
	EnableRemoteWriteReceiver       bool                              `json:"enableRemoteWriteReceiver,omitempty"`
	EnableFeatures                  []string                          `json:"enableFeatures,omitempty"`
	ExternalURL                     string                            `json:"externalUrl,omitempty"`
	RoutePrefix                     string                            `json:"routePrefix,omitempty"`
	Storage                         *StorageSpec                      `json:"storage,omitempty"`
	Volumes                         []v1.Volume                       `json:"volumes,omitempty"`
	VolumeMounts                    []v1.VolumeMount                  `json:"volumeMounts,omitempty"`
	Web                             *PrometheusWebSpec                `json:"web,omitempty"`
	Resources                       v1.ResourceRequirements           `json:"resources,omitempty"`
	NodeSelector                    map[string]string                 `json:"nodeSelector,omitempty"`
	ServiceAccountName              string                            `json:"serviceAccountName,omitempty"`
	Secrets                         []string                          `json:"secrets,omitempty"`
	ConfigMaps                      []string                          `json:"configMaps,omitempty"`
	Affinity                        *v1.Affinity                      `json:"affinity,omitempty"`
	Tolerations                     []v1.Toleration                   `json:"tolerations,omitempty"`
	TopologySpreadConstraints       []v1.TopologySpreadConstraint     `json:"topologySpreadConstraints,omitempty"`
	RemoteWrite                     []RemoteWriteSpec                 `json:"remoteWrite,omitempty"`
	SecurityContext                 *v1.PodSecurityContext            `json:"securityContext,omitempty"`
	ListenLocal                     bool                              `json:"listenLocal,omitempty"`
	Containers                      []v1.Container                    `json:"containers,omitempty"`
	InitContainers                  []v1.Container                    `json:"initContainers,omitempty"`
	AdditionalScrapeConfigs         *v1.SecretKeySelector             `json:"additionalScrapeConfigs,omitempty"`
	APIServerConfig                 *APIServerConfig                  `json:"apiserverConfig,omitempty"`
	PriorityClassName               string                            `json:"priorityClassName,omitempty"`
	PortName                        string                            `json:"portName,omitempty"`
	ArbitraryFSAccessThroughSMs     ArbitraryFSAccessThroughSMsConfig `json:"arbitraryFSAccessThroughSMs,omitempty"`
	OverrideHonorLabels             bool                              `json:"overrideHonorLabels,omitempty"`
	OverrideHonorTimestamps         bool                              `json:"overrideHonorTimestamps,omitempty"`
	IgnoreNamespaceSelectors        bool                              `json:"ignoreNamespaceSelectors,omitempty"`
	EnforcedNamespaceLabel          string                            `json:"enforcedNamespaceLabel,omitempty"`
	EnforcedSampleLimit             *uint64                           `json:"enforcedSampleLimit,omitempty"`
	EnforcedTargetLimit             *uint64                           `json:"enforcedTargetLimit,omitempty"`
	EnforcedLabelLimit              *uint64                           `json:"enforcedLabelLimit,omitempty"`
	EnforcedLabelNameLengthLimit    *uint64                           `json:"enforcedLabelNameLengthLimit,omitempty"`
	EnforcedLabelValueLengthLimit   *uint64                           `json:"enforcedLabelValueLengthLimit,omitempty"`
	EnforcedBodySizeLimit           ByteSize                          `json:"enforcedBodySizeLimit,omitempty"`
	MinReadySeconds                 *uint32                           `json:"minReadySeconds,omitempty"`
	HostAliases                     []HostAlias                       `json:"hostAliases,omitempty"`
	AdditionalArgs                  []Argument                        `json:"additionalArgs,omitempty"`
	WALCompression                  *bool                             `json:"walCompression,omitempty"`
	ExcludedFromEnforcement         []ObjectReference                 `json:"excludedFromEnforcement,omitempty"`
}

type Prometheus struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PrometheusSpec   `json:"spec"`
	Status            PrometheusStatus `json:"status,omitempty"`
}

type PrometheusList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []*Prometheus `json:"items"`
}

type ByteSize string

type Duration string

type GoDuration string

type HostAlias struct {
	IP        string   `json:"ip"`
	Hostnames []string `json:"hostnames"`
}

type PrometheusSpec struct {
	CommonPrometheusFields             `json:",inline"`
	BaseImage                          string                        `json:"baseImage,omitempty"`
	Tag                                string                        `json:"tag,omitempty"`
	SHA                                string                        `json:"sha,omitempty"`
	Retention                          Duration                      `json:"retention,omitempty"`
	RetentionSize                      ByteSize                      `json:"retentionSize,omitempty"`
	DisableCompaction                  bool                          `json:"disableCompaction,omitempty"`
	Rules                              Rules                         `json:"rules,omitempty"`
	PrometheusRulesExcludedFromEnforce []PrometheusRuleExcludeConfig `json:"prometheusRulesExcludedFromEnforce,omitempty"`
	Query                              *QuerySpec                    `json:"query,omitempty"`
	RuleSelector                       *metav1.LabelSelector         `json:"ruleSelector,omitempty"`
	RuleNamespaceSelector              *metav1.LabelSelector         `json:"ruleNamespaceSelector,omitempty"`
	Alerting                           *AlertingSpec                 `json:"alerting,omitempty"`
	RemoteRead                         []RemoteReadSpec              `json:"remoteRead,omitempty"`
	AdditionalAlertRelabelConfigs      *v1.SecretKeySelector         `json:"additionalAlertRelabelConfigs,omitempty"`
	AdditionalAlertManagerConfigs      *v1.SecretKeySelector         `json:"additionalAlertManagerConfigs,omitempty"`
	Thanos                             *ThanosSpec                   `json:"thanos,omitempty"`
	QueryLogFile                       string                        `json:"queryLogFile,omitempty"`
	AllowOverlappingBlocks             bool                          `json:"allowOverlappingBlocks,omitempty"`
	Exemplars                          *Exemplars                    `json:"exemplars,omitempty"`
	EvaluationInterval                 Duration                      `json:"evaluationInterval,omitempty"`
	EnableAdminAPI                     bool                          `json:"enableAdminAPI,omitempty"`
}

type Exemplars struct {
	MaxSize *int64 `json:"maxSize,omitempty"`
}

type PrometheusRuleExcludeConfig struct {
	RuleNamespace string `json:"ruleNamespace"`
	RuleName      string `json:"ruleName"`
}

type ObjectReference struct {
	Group     string `json:"group"`
	Resource  string `json:"resource"`
	Namespace string `json:"namespace"`
	Name      string `json:"name,omitempty"`
}

func (obj *ObjectReference) GroupResource() schema.GroupResource {
	return schema.GroupResource{
		Resource: obj.Resource,
		Group:    obj.getGroup(),
	}
}

func (obj *ObjectReference) GroupKind() schema.GroupKind {
	_, found := resourceToKind[obj.Resource]
	if !found {
		panic(fmt.Sprintf("failed to map resource %q to a kind", obj.Resource))
	}
	return schema.GroupKind{
		Kind:  resourceToKind[obj.Resource],
		Group: obj.getGroup(),
	}
}

func (obj *ObjectReference) getGroup() string {
	if obj.Group == "" {
		return monitoring.GroupName
	}
	return obj.Group
}

type ArbitraryFSAccessThroughSMsConfig struct {
	Deny bool `json:"deny,omitempty"`
}

type PrometheusStatus struct {
	Paused              bool                  `json:"paused"`
	Replicas            int32                 `json:"replicas"`
	UpdatedReplicas     int32                 `json:"updatedReplicas"`
	AvailableReplicas   int32                 `json:"availableReplicas"`
	UnavailableReplicas int32                 `json:"unavailableReplicas"`
	Conditions          []PrometheusCondition `json:"conditions,omitempty"`
	ShardStatuses       []ShardStatus         `json:"shardStatuses,omitempty"`
}

type PrometheusCondition struct {
	Type               PrometheusConditionType   `json:"type"`
	Status             PrometheusConditionStatus `json:"status"`
	LastTransitionTime metav1.Time               `json:"lastTransitionTime"`
	Reason             string                    `json:"reason,omitempty"`
	Message            string                    `json:"message,omitempty"`
}

type PrometheusConditionType string

const (
	PrometheusAvailable  PrometheusConditionType = "Available"
	PrometheusReconciled PrometheusConditionType = "Reconciled"
)

type PrometheusConditionStatus string

const (
	PrometheusConditionTrue     PrometheusConditionStatus = "True"
	PrometheusConditionDegraded PrometheusConditionStatus = "Degraded"
	PrometheusConditionFalse    PrometheusConditionStatus = "False"
	PrometheusConditionUnknown  PrometheusConditionStatus = "Unknown"
)

type ShardStatus struct {
	ShardID             string `json:"shardID"`
	Replicas            int32  `json:"replicas"`
	UpdatedReplicas     int32  `json:"updatedReplicas"`
	AvailableReplicas   int32  `json:"availableReplicas"`
	UnavailableReplicas int32  `json:"unavailableReplicas"`
}

type AlertingSpec struct {
	Alertmanagers []AlertmanagerEndpoints `json:"alertmanagers"`
}

type StorageSpec struct {
	DisableMountSubPath bool                          `json:"disableMountSubPath,omitempty"`
	EmptyDir            *v1.EmptyDirVolumeSource      `json:"emptyDir,omitempty"`
	Ephemeral           *v1.EphemeralVolumeSource     `json:"ephemeral,omitempty"`
	VolumeClaimTemplate EmbeddedPersistentVolumeClaim `json:"volumeClaimTemplate,omitempty"`
}

type EmbeddedPersistentVolumeClaim struct {
	metav1.TypeMeta        `json:",inline"`
	EmbeddedObjectMetadata `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Spec                   v1.PersistentVolumeClaimSpec   `json:"spec,omitempty" protobuf:"bytes,2,opt,name=spec"`
	Status                 v1.PersistentVolumeClaimStatus `json:"status,omitempty" protobuf:"bytes,3,opt,name=status"`
}

type EmbeddedObjectMetadata struct {
	Name        string            `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	Labels      map[string]string `json:"labels,omitempty" protobuf:"bytes,11,rep,name=labels"`
	Annotations map[string]string `json:"annotations,omitempty" protobuf:"bytes,12,rep,name=annotations"`
}

type QuerySpec struct {
	LookbackDelta  *string   `json:"lookbackDelta,omitempty"`
	MaxConcurrency *int32    `json:"maxConcurrency,omitempty"`
	MaxSamples     *int32    `json:"maxSamples,omitempty"`
	Timeout        *Duration `json:"timeout,omitempty"`
}

type PrometheusWebSpec struct {
	WebConfigFileFields `json:",inline"`
	PageTitle           *string `json:"pageTitle,omitempty"`
}

type AlertmanagerWebSpec struct {
	WebConfigFileFields `json:",inline"`
}

type WebConfigFileFields struct {
	TLSConfig  *WebTLSConfig  `json:"tlsConfig,omitempty"`
	HTTPConfig *WebHTTPConfig `json:"httpConfig,omitempty"`
}

type WebHTTPConfig struct {
	HTTP2   *bool           `json:"http2,omitempty"`
	Headers *WebHTTPHeaders `json:"headers,omitempty"`
}

type WebHTTPHeaders struct {
	ContentSecurityPolicy   string `json:"contentSecurityPolicy,omitempty"`
	XFrameOptions           string `json:"xFrameOptions,omitempty"`
	XContentTypeOptions     string `json:"xContentTypeOptions,omitempty"`
	XXSSProtection          string `json:"xXSSProtection,omitempty"`
	StrictTransportSecurity string `json:"strictTransportSecurity,omitempty"`
}

type WebTLSConfig struct {
	KeySecret                v1.SecretKeySelector `json:"keySecret"`
	Cert                     SecretOrConfigMap    `json:"cert"`
	ClientAuthType           string               `json:"clientAuthType,omitempty"`
	ClientCA                 SecretOrConfigMap    `json:"client_ca,omitempty"`
	MinVersion               string               `json:"minVersion,omitempty"`
	MaxVersion               string               `json:"maxVersion,omitempty"`
	CipherSuites             []string             `json:"cipherSuites,omitempty"`
	PreferServerCipherSuites *bool                `json:"preferServerCipherSuites,omitempty"`
	CurvePreferences         []string             `json:"curvePreferences,omitempty"`
}

type WebTLSConfigError struct {
	err string
}

func (e *WebTLSConfigError) Error() string {
	return e.err
}

func (c *WebTLSConfig) Validate() error {
	if c == nil {
		return nil
	}
	if c.ClientCA != (SecretOrConfigMap{}) {
		if err := c.ClientCA.Validate(); err != nil {
			msg := fmt.Sprintf("invalid web tls config: %s", err.Error())
			return &WebTLSConfigError{msg}
		}
	}
	if c.Cert == (SecretOrConfigMap{}) {
		return &WebTLSConfigError{"invalid web tls config: cert must be defined"}
	} else if err := c.Cert.Validate(); err != nil {
		msg := fmt.Sprintf("invalid web tls config: %s", err.Error())
		return &WebTLSConfigError{msg}
	}
	if c.KeySecret == (v1.SecretKeySelector{}) {
		return &WebTLSConfigError{"invalid web tls config: key must be defined"}
	}
	return nil
}

type ThanosSpec struct {
	Image                   *string                 `json:"image,omitempty"`
	Version                 *string                 `json:"version,omitempty"`
	Tag                     *string                 `json:"tag,omitempty"`
	SHA                     *string                 `json:"sha,omitempty"`
	BaseImage               *string                 `json:"baseImage,omitempty"`
	Resources               v1.ResourceRequirements `json:"resources,omitempty"`
	ObjectStorageConfig     *v1.SecretKeySelector   `json:"objectStorageConfig,omitempty"`
	ObjectStorageConfigFile *string                 `json:"objectStorageConfigFile,omitempty"`
	ListenLocal             bool                    `json:"listenLocal,omitempty"`
	TracingConfig           *v1.SecretKeySelector   `json:"tracingConfig,omitempty"`
	TracingConfigFile       string                  `json:"tracingConfigFile,omitempty"`
	GRPCServerTLSConfig     *TLSConfig              `json:"grpcServerTlsConfig,omitempty"`
	LogLevel                string                  `json:"logLevel,omitempty"`
	LogFormat               string                  `json:"logFormat,omitempty"`
	MinTime                 string                  `json:"minTime,omitempty"`
	ReadyTimeout            Duration                `json:"readyTimeout,omitempty"`
	VolumeMounts            []v1.VolumeMount        `json:"volumeMounts,omitempty"`
	AdditionalArgs          []Argument              `json:"additionalArgs,omitempty"`
}

type RemoteWriteSpec struct {
	URL                 string            `json:"url"`
	Name                string            `json:"name,omitempty"`
	SendExemplars       *bool             `json:"sendExemplars,omitempty"`
	RemoteTimeout       Duration          `json:"remoteTimeout,omitempty"`
	Headers             map[string]string `json:"headers,omitempty"`
	WriteRelabelConfigs []RelabelConfig   `json:"writeRelabelConfigs,omitempty"`
	OAuth2              *OAuth2           `json:"oauth2,omitempty"`
	BasicAuth           *BasicAuth        `json:"basicAuth,omitempty"`
	BearerToken         string            `json:"bearerToken,omitempty"`
	BearerTokenFile     string            `json:"bearerTokenFile,omitempty"`
	Authorization       *Authorization    `json:"authorization,omitempty"`
	Sigv4               *Sigv4            `json:"sigv4,omitempty"`
	TLSConfig           *TLSConfig        `json:"tlsConfig,omitempty"`
	ProxyURL            string            `json:"proxyUrl,omitempty"`
	QueueConfig         *QueueConfig      `json:"queueConfig,omitempty"`
	MetadataConfig      *MetadataConfig   `json:"metadataConfig,omitempty"`
}

type QueueConfig struct {
	Capacity          int    `json:"capacity,omitempty"`
	MinShards         int    `json:"minShards,omitempty"`
	MaxShards         int    `json:"maxShards,omitempty"`
	MaxSamplesPerSend int    `json:"maxSamplesPerSend,omitempty"`
	BatchSendDeadline string `json:"batchSendDeadline,omitempty"`
	MaxRetries        int    `json:"maxRetries,omitempty"`
	MinBackoff        string `json:"minBackoff,omitempty"`
	MaxBackoff        string `json:"maxBackoff,omitempty"`
	RetryOnRateLimit  bool   `json:"retryOnRateLimit,omitempty"`
}

type Sigv4 struct {
	Region    string                `json:"region,omitempty"`
	AccessKey *v1.SecretKeySelector `json:"accessKey,omitempty"`
	SecretKey *v1.SecretKeySelector `json:"secretKey,omitempty"`
	Profile   string                `json:"profile,omitempty"`
	RoleArn   string                `json:"roleArn,omitempty"`
}

type RemoteReadSpec struct {
	URL              string            `json:"url"`
	Name             string            `json:"name,omitempty"`
	RequiredMatchers map[string]string `json:"requiredMatchers,omitempty"`
	RemoteTimeout    Duration          `json:"remoteTimeout,omitempty"`
	Headers          map[string]string `json:"headers,omitempty"`
	ReadRecent       bool              `json:"readRecent,omitempty"`
	BasicAuth        *BasicAuth        `json:"basicAuth,omitempty"`
	OAuth2           *OAuth2           `json:"oauth2,omitempty"`
	BearerToken      string            `json:"bearerToken,omitempty"`
	BearerTokenFile  string            `json:"bearerTokenFile,omitempty"`
	Authorization    *Authorization    `json:"authorization,omitempty"`
	TLSConfig        *TLSConfig        `json:"tlsConfig,omitempty"`
	ProxyURL         string            `json:"proxyUrl,omitempty"`
}

type LabelName string

type RelabelConfig struct {
	SourceLabels []LabelName `json:"sourceLabels,omitempty"`
	Separator    string      `json:"separator,omitempty"`
	TargetLabel  string      `json:"targetLabel,omitempty"`
	Regex        string      `json:"regex,omitempty"`
	Modulus      uint64      `json:"modulus,omitempty"`
	Replacement  string      `json:"replacement,omitempty"`
	Action       string      `json:"action,omitempty"`
}

type APIServerConfig struct {
	Host            string         `json:"host"`
	BasicAuth       *BasicAuth     `json:"basicAuth,omitempty"`
	BearerToken     string         `json:"bearerToken,omitempty"`
	BearerTokenFile string         `json:"bearerTokenFile,omitempty"`
	TLSConfig       *TLSConfig     `json:"tlsConfig,omitempty"`
	Authorization   *Authorization `json:"authorization,omitempty"`
}

type AlertmanagerEndpoints struct {
	Namespace       string             `json:"namespace"`
	Name            string             `json:"name"`
	Port            intstr.IntOrString `json:"port"`
	Scheme          string             `json:"scheme,omitempty"`
	PathPrefix      string             `json:"pathPrefix,omitempty"`
	TLSConfig       *TLSConfig         `json:"tlsConfig,omitempty"`
	BearerTokenFile string             `json:"bearerTokenFile,omitempty"`
	Authorization   *SafeAuthorization `json:"authorization,omitempty"`
	APIVersion      string             `json:"apiVersion,omitempty"`
	Timeout         *Duration          `json:"timeout,omitempty"`
}

type ServiceMonitor struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ServiceMonitorSpec `json:"spec"`
}

type ServiceMonitorSpec struct {
	JobLabel              string               `json:"jobLabel,omitempty"`
	TargetLabels          []string             `json:"targetLabels,omitempty"`
	PodTargetLabels       []string             `json:"podTargetLabels,omitempty"`
	Endpoints             []Endpoint           `json:"endpoints"`
	Selector              metav1.LabelSelector `json:"selector"`
	NamespaceSelector     NamespaceSelector    `json:"namespaceSelector,omitempty"`
	SampleLimit           uint64               `json:"sampleLimit,omitempty"`
	TargetLimit           uint64               `json:"targetLimit,omitempty"`
	LabelLimit            uint64               `json:"labelLimit,omitempty"`
	LabelNameLengthLimit  uint64               `json:"labelNameLengthLimit,omitempty"`
	LabelValueLengthLimit uint64               `json:"labelValueLengthLimit,omitempty"`
}

type Endpoint struct {
	Port                 string               `json:"port,omitempty"`
	TargetPort           *intstr.IntOrString  `json:"targetPort,omitempty"`
	Path                 string               `json:"path,omitempty"`
	Scheme               string               `json:"scheme,omitempty"`
	Params               map[string][]string  `json:"params,omitempty"`
	Interval             Duration             `json:"interval,omitempty"`
	ScrapeTimeout        Duration             `json:"scrapeTimeout,omitempty"`
	TLSConfig            *TLSConfig           `json:"tlsConfig,omitempty"`
	BearerTokenFile      string               `json:"bearerTokenFile,omitempty"`
	BearerTokenSecret    v1.SecretKeySelector `json:"bearerTokenSecret,omitempty"`
	Authorization        *SafeAuthorization   `json:"authorization,omitempty"`
	HonorLabels          bool                 `json:"honorLabels,omitempty"`
	HonorTimestamps      *bool                `json:"honorTimestamps,omitempty"`
	BasicAuth            *BasicAuth           `json:"basicAuth,omitempty"`
	OAuth2               *OAuth2              `json:"oauth2,omitempty"`
	MetricRelabelConfigs []*RelabelConfig     `json:"metricRelabelings,omitempty"`
	RelabelConfigs       []*RelabelConfig     `json:"relabelings,omitempty"`
	ProxyURL             *string              `json:"proxyUrl,omitempty"`
	FollowRedirects      *bool                `json:"followRedirects,omitempty"`
	EnableHttp2          *bool                `json:"enableHttp2,omitempty"`
}

type PodMonitor struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PodMonitorSpec `json:"spec"`
}

type PodMonitorSpec struct {
	JobLabel              string               `json:"jobLabel,omitempty"`
	PodTargetLabels       []string             `json:"podTargetLabels,omitempty"`
	PodMetricsEndpoints   []PodMetricsEndpoint `json:"podMetricsEndpoints"`
	Selector              metav1.LabelSelector `json:"selector"`
	NamespaceSelector     NamespaceSelector    `json:"namespaceSelector,omitempty"`
	SampleLimit           uint64               `json:"sampleLimit,omitempty"`
	TargetLimit           uint64               `json:"targetLimit,omitempty"`
	LabelLimit            uint64               `json:"labelLimit,omitempty"`
	LabelNameLengthLimit  uint64               `json:"labelNameLengthLimit,omitempty"`
	LabelValueLengthLimit uint64               `json:"labelValueLengthLimit,omitempty"`
	AttachMetadata        *AttachMetadata      `json:"attachMetadata,omitempty"`
}

type AttachMetadata struct {
	Node bool `json:"node,omitempty"`
}

type PodMetricsEndpoint struct {
	Port                 string                       `json:"port,omitempty"`
	TargetPort           *intstr.IntOrString          `json:"targetPort,omitempty"`
	Path                 string                       `json:"path,omitempty"`
	Scheme               string                       `json:"scheme,omitempty"`
	Params               map[string][]string          `json:"params,omitempty"`
	Interval             Duration                     `json:"interval,omitempty"`
	ScrapeTimeout        Duration                     `json:"scrapeTimeout,omitempty"`
	TLSConfig            *PodMetricsEndpointTLSConfig `json:"tlsConfig,omitempty"`
	BearerTokenSecret    v1.SecretKeySelector         `json:"bearerTokenSecret,omitempty"`
	HonorLabels          bool                         `json:"honorLabels,omitempty"`
	HonorTimestamps      *bool                        `json:"honorTimestamps,omitempty"`
	BasicAuth            *BasicAuth                   `json:"basicAuth,omitempty"`
	OAuth2               *OAuth2                      `json:"oauth2,omitempty"`
	Authorization        *SafeAuthorization           `json:"authorization,omitempty"`
	MetricRelabelConfigs []*RelabelConfig             `json:"metricRelabelings,omitempty"`
	RelabelConfigs       []*RelabelConfig             `json:"relabelings,omitempty"`
	ProxyURL             *string                      `json:"proxyUrl,omitempty"`
	FollowRedirects      *bool                        `json:"followRedirects,omitempty"`
	EnableHttp2          *bool                        `json:"enableHttp2,omitempty"`
}

type PodMetricsEndpointTLSConfig struct {
	SafeTLSConfig `json:",inline"`
}

type Probe struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ProbeSpec `json:"spec"`
}

type ProbeSpec struct {
	JobName               string               `json:"jobName,omitempty"`
	ProberSpec            ProberSpec           `json:"prober,omitempty"`
	Module                string               `json:"module,omitempty"`
	Targets               ProbeTargets         `json:"targets,omitempty"`
	Interval              Duration             `json:"interval,omitempty"`
	ScrapeTimeout         Duration             `json:"scrapeTimeout,omitempty"`
	TLSConfig             *ProbeTLSConfig      `json:"tlsConfig,omitempty"`
	BearerTokenSecret     v1.SecretKeySelector `json:"bearerTokenSecret,omitempty"`
	BasicAuth             *BasicAuth           `json:"basicAuth,omitempty"`
	OAuth2                *OAuth2              `json:"oauth2,omitempty"`
	MetricRelabelConfigs  []*RelabelConfig     `json:"metricRelabelings,omitempty"`
	Authorization         *SafeAuthorization   `json:"authorization,omitempty"`
	SampleLimit           uint64               `json:"sampleLimit,omitempty"`
	TargetLimit           uint64               `json:"targetLimit,omitempty"`
	LabelLimit            uint64               `json:"labelLimit,omitempty"`
	LabelNameLengthLimit  uint64               `json:"labelNameLengthLimit,omitempty"`
	LabelValueLengthLimit uint64               `json:"labelValueLengthLimit,omitempty"`
}

type ProbeTargets struct {
	StaticConfig *ProbeTargetStaticConfig `json:"staticConfig,omitempty"`
	Ingress      *ProbeTargetIngress      `json:"ingress,omitempty"`
}

func (it *ProbeTargets) Validate() error {
	if it.StaticConfig == nil && it.Ingress == nil {
		return &ProbeTargetsValidationError{"at least one of .spec.targets.staticConfig and .spec.targets.ingress is required"}
	}
	return nil
}

type ProbeTargetsValidationError struct {
	err string
}

func (e *ProbeTargetsValidationError) Error() string {
	return e.err
}

type ProbeTargetStaticConfig struct {
	Targets        []string          `json:"static,omitempty"`
	Labels         map[string]string `json:"labels,omitempty"`
	RelabelConfigs []*RelabelConfig  `json:"relabelingConfigs,omitempty"`
}

type ProbeTargetIngress struct {
	Selector          metav1.LabelSelector `json:"selector,omitempty"`
	NamespaceSelector NamespaceSelector    `json:"namespaceSelector,omitempty"`
	RelabelConfigs    []*RelabelConfig     `json:"relabelingConfigs,omitempty"`
}

type ProberSpec struct {
	URL      string `json:"url"`
	Scheme   string `json:"scheme,omitempty"`
	Path     string `json:"path,omitempty"`
	ProxyURL string `json:"proxyUrl,omitempty"`
}

type OAuth2 struct {
	ClientID       SecretOrConfigMap    `json:"clientId"`
	ClientSecret   v1.SecretKeySelector `json:"clientSecret"`
	TokenURL       string               `json:"tokenUrl"`
	Scopes         []string             `json:"scopes,omitempty"`
	EndpointParams map[string]string    `json:"endpointParams,omitempty"`
}

type OAuth2ValidationError struct {
	err string
}

func (e *OAuth2ValidationError) Error() string {
	return e.err
}

func (o *OAuth2) Validate() error {
	if o.TokenURL == "" {
		return &OAuth2ValidationError{err: "OAuth2 token url must be specified"}
	}
	if o.ClientID == (SecretOrConfigMap{}) {
		return &OAuth2ValidationError{err: "OAuth2 client id must be specified"}
	}
	if err := o.ClientID.Validate(); err != nil {
		return &OAuth2ValidationError{
			err: fmt.Sprintf("invalid OAuth2 client id: %s", err.Error()),
		}
	}
	return nil
}

type BasicAuth struct {
	Username v1.SecretKeySelector `json:"username,omitempty"`
	Password v1.SecretKeySelector `json:"password,omitempty"`
}

type SecretOrConfigMap struct {
	Secret    *v1.SecretKeySelector    `json:"secret,omitempty"`
	ConfigMap *v1.ConfigMapKeySelector `json:"configMap,omitempty"`
}

type SecretOrConfigMapValidationError struct {
	err string
}

func (e *SecretOrConfigMapValidationError) Error() string {
	return e.err
}

func (c *SecretOrConfigMap) Validate() error {
	if c.Secret != nil && c.ConfigMap != nil {
		return &SecretOrConfigMapValidationError{"SecretOrConfigMap can not specify both Secret and ConfigMap"}
	}
	return nil
}

type SafeTLSConfig struct {
	CA                 SecretOrConfigMap     `json:"ca,omitempty"`
	Cert               SecretOrConfigMap     `json:"cert,omitempty"`
	KeySecret          *v1.SecretKeySelector `json:"keySecret,omitempty"`
	ServerName         string                `json:"serverName,omitempty"`
	InsecureSkipVerify bool                  `json:"insecureSkipVerify,omitempty"`
}

func (c *SafeTLSConfig) Validate() error {
	if c.CA != (SecretOrConfigMap{}) {
		if err := c.CA.Validate(); err != nil {
			return err
		}
	}
	if c.Cert != (SecretOrConfigMap{}) {
		if err := c.Cert.Validate(); err != nil {
			return err
		}
	}
	if c.Cert != (SecretOrConfigMap{}) && c.KeySecret == nil {
		return &TLSConfigValidationError{"client cert specified without client key"}
	}
	if c.KeySecret != nil && c.Cert == (SecretOrConfigMap{}) {
		return &TLSConfigValidationError{"client key specified without client cert"}
	}
	return nil
}

type TLSConfig struct {
	SafeTLSConfig `json:",inline"`
	CAFile        string `json:"caFile,omitempty"`
	CertFile      string `json:"certFile,omitempty"`
	KeyFile       string `json:"keyFile,omitempty"`
}

type TLSConfigValidationError struct {
	err string
}

func (e *TLSConfigValidationError) Error() string {
	return e.err
}

func (c *TLSConfig) Validate() error {
	if c.CA != (SecretOrConfigMap{}) {
		if c.CAFile != "" {
			return &TLSConfigValidationError{"tls config can not both specify CAFile and CA"}
		}
		if err := c.CA.Validate(); err != nil {
			return &TLSConfigValidationError{"tls config CA is invalid"}
		}
	}
	if c.Cert != (SecretOrConfigMap{}) {
		if c.CertFile != "" {
			return &TLSConfigValidationError{"tls config can not both specify CertFile and Cert"}
		}
		if err := c.Cert.Validate(); err != nil {
			return &TLSConfigValidationError{"tls config Cert is invalid"}
		}
	}
	if c.KeyFile != "" && c.KeySecret != nil {
		return &TLSConfigValidationError{"tls config can not both specify KeyFile and KeySecret"}
	}
	hasCert := c.CertFile != "" || c.Cert != (SecretOrConfigMap{})
	hasKey := c.KeyFile != "" || c.KeySecret != nil
	if hasCert && !hasKey {
		return &TLSConfigValidationError{"tls config can not specify client cert without client key"}
	}
	if hasKey && !hasCert {
		return &TLSConfigValidationError{"tls config can not specify client key without client cert"}
	}
	return nil
}

type ServiceMonitorList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []*ServiceMonitor `json:"items"`
}

type PodMonitorList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []*PodMonitor `json:"items"`
}

type ProbeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []*Probe `json:"items"`
}

type PrometheusRuleList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []*PrometheusRule `json:"items"`
}

type PrometheusRule struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PrometheusRuleSpec `json:"spec"`
}

type PrometheusRuleSpec struct {
	Groups []RuleGroup `json:"groups,omitempty"`
}

type RuleGroup struct {
	Name                    string `json:"name"`
	Interval                string `json:"interval,omitempty"`
	Rules                   []Rule `json:"rules"`
	PartialResponseStrategy string `json:"partial_response_strategy,omitempty"`
}

type Rule struct {
	Record      string             `json:"record,omitempty"`
	Alert       string             `json:"alert,omitempty"`
	Expr        intstr.IntOrString `json:"expr"`
	For         string             `json:"for,omitempty"`
	Labels      map[string]string  `json:"labels,omitempty"`
	Annotations map[string]string  `json:"annotations,omitempty"`
}

type Alertmanager struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              AlertmanagerSpec    `json:"spec"`
	Status            *AlertmanagerStatus `json:"status,omitempty"`
}

type AlertmanagerSpec struct {
	PodMetadata                         *EmbeddedObjectMetadata       `json:"podMetadata,omitempty"`
	Image                               *string                       `json:"image,omitempty"`
	Version                             string                        `json:"version,omitempty"`
	Tag                                 string                        `json:"tag,omitempty"`
	SHA                                 string                        `json:"sha,omitempty"`
	BaseImage                           string                        `json:"baseImage,omitempty"`
	ImagePullSecrets                    []v1.LocalObjectReference     `json:"imagePullSecrets,omitempty"`
	Secrets                             []string                      `json:"secrets,omitempty"`
	ConfigMaps                          []string                      `json:"configMaps,omitempty"`
	ConfigSecret                        string                        `json:"configSecret,omitempty"`
	LogLevel                            string                        `json:"logLevel,omitempty"`
	LogFormat                           string                        `json:"logFormat,omitempty"`
	Replicas                            *int32                        `json:"replicas,omitempty"`
	Retention                           GoDuration                    `json:"retention,omitempty"`
	Storage                             *StorageSpec                  `json:"storage,omitempty"`
	Volumes                             []v1.Volume                   `json:"volumes,omitempty"`
	VolumeMounts                        []v1.VolumeMount              `json:"volumeMounts,omitempty"`
	ExternalURL                         string                        `json:"externalUrl,omitempty"`
	RoutePrefix                         string                        `json:"routePrefix,omitempty"`
	Paused                              bool                          `json:"paused,omitempty"`
	NodeSelector                        map[string]string             `json:"nodeSelector,omitempty"`
	Resources                           v1.ResourceRequirements       `json:"resources,omitempty"`
	Affinity                            *v1.Affinity                  `json:"affinity,omitempty"`
	Tolerations                         []v1.Toleration               `json:"tolerations,omitempty"`
	TopologySpreadConstraints           []v1.TopologySpreadConstraint `json:"topologySpreadConstraints,omitempty"`
	SecurityContext                     *v1.PodSecurityContext        `json:"securityContext,omitempty"`
	ServiceAccountName                  string                        `json:"serviceAccountName,omitempty"`
	ListenLocal                         bool                          `json:"listenLocal,omitempty"`
	Containers                          []v1.Container                `json:"containers,omitempty"`
	InitContainers                      []v1.Container                `json:"initContainers,omitempty"`
	PriorityClassName                   string                        `json:"priorityClassName,omitempty"`
	AdditionalPeers                     []string                      `json:"additionalPeers,omitempty"`
	ClusterAdvertiseAddress             string                        `json:"clusterAdvertiseAddress,omitempty"`
	ClusterGossipInterval               GoDuration                    `json:"clusterGossipInterval,omitempty"`
	ClusterPushpullInterval             GoDuration                    `json:"clusterPushpullInterval,omitempty"`
	ClusterPeerTimeout                  GoDuration                    `json:"clusterPeerTimeout,omitempty"`
	PortName                            string                        `json:"portName,omitempty"`
	ForceEnableClusterMode              bool                          `json:"forceEnableClusterMode,omitempty"`
	AlertmanagerConfigSelector          *metav1.LabelSelector         `json:"alertmanagerConfigSelector,omitempty"`
	AlertmanagerConfigNamespaceSelector *metav1.LabelSelector         `json:"alertmanagerConfigNamespaceSelector,omitempty"`
	MinReadySeconds                     *uint32                       `json:"minReadySeconds,omitempty"`
	HostAliases                         []HostAlias                   `json:"hostAliases,omitempty"`
	Web                                 *AlertmanagerWebSpec          `json:"web,omitempty"`
	AlertmanagerConfiguration           *AlertmanagerConfiguration    `json:"alertmanagerConfiguration,omitempty"`
}

type AlertmanagerConfiguration struct {
	Name   string                    `json:"name,omitempty"`
	Global *AlertmanagerGlobalConfig `json:"global,omitempty"`
}

type AlertmanagerGlobalConfig struct {
	ResolveTimeout Duration    `json:"resolveTimeout,omitempty"`
	HTTPConfig     *HTTPConfig `json:"httpConfig,omitempty"`
}

type HTTPConfig struct {
	Authorization     *SafeAuthorization    `json:"authorization,omitempty"`
	BasicAuth         *BasicAuth            `json:"basicAuth,omitempty"`
	OAuth2            *OAuth2               `json:"oauth2,omitempty"`
	BearerTokenSecret *v1.SecretKeySelector `json:"bearerTokenSecret,omitempty"`
	TLSConfig         *SafeTLSConfig        `json:"tlsConfig,omitempty"`
	ProxyURL          string                `json:"proxyURL,omitempty"`
	FollowRedirects   *bool                 `json:"followRedirects,omitempty"`
}

type AlertmanagerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Alertmanager `json:"items"`
}

type MetadataConfig struct {
	Send         bool     `json:"send,omitempty"`
	SendInterval Duration `json:"sendInterval,omitempty"`
}

type AlertmanagerStatus struct {
	Paused              bool  `json:"paused"`
	Replicas            int32 `json:"replicas"`
	UpdatedReplicas     int32 `json:"updatedReplicas"`
	AvailableReplicas   int32 `json:"availableReplicas"`
	UnavailableReplicas int32 `json:"unavailableReplicas"`
}

type NamespaceSelector struct {
	Any        bool     `json:"any,omitempty"`
	MatchNames []string `json:"matchNames,omitempty"`
}

type Rules struct {
	Alert RulesAlert `json:"alert,omitempty"`
}

type RulesAlert struct {
	ForOutageTolerance string `json:"forOutageTolerance,omitempty"`
	ForGracePeriod     string `json:"forGracePeriod,omitempty"`
	ResendDelay        string `json:"resendDelay,omitempty"`
}

type ProbeTLSConfig struct {
	SafeTLSConfig `json:",inline"`
}

type SafeAuthorization struct {
	Type        string                `json:"type,omitempty"`
	Credentials *v1.SecretKeySelector `json:"credentials,omitempty"`
}

func (c *SafeAuthorization) Validate() error {
	if c == nil {
		return nil
	}
	if strings.ToLower(strings.TrimSpace(c.Type)) == "basic" {
		return &AuthorizationValidationError{`Authorization type cannot be set to "basic", use "basic_auth" instead`}
	}
	if c.Credentials == nil {
		return &AuthorizationValidationError{"Authorization credentials are required"}
	}
	return nil
}

type Authorization struct {
	SafeAuthorization `json:",inline"`
	CredentialsFile   string `json:"credentialsFile,omitempty"`
}

func (c *Authorization) Validate() error {
	if c.Credentials != nil && c.CredentialsFile != "" {
		return &AuthorizationValidationError{"Authorization can not specify both Credentials and CredentialsFile"}
	}
	if strings.ToLower(strings.TrimSpace(c.Type)) == "basic" {
		return &AuthorizationValidationError{"Authorization type cannot be set to \"basic\", use \"basic_auth\" instead"}
	}
	return nil
}

type AuthorizationValidationError struct {
	err string
}

func (e *AuthorizationValidationError) Error() string {
	return e.err
}

type Argument struct {
	Name  string `json:"name"`
	Value string `json:"value,omitempty"`
}

const (
	ThanosRulerKind    = "ThanosRuler"
	ThanosRulerName    = "thanosrulers"
	ThanosRulerKindKey = "thanosrulers"
)

type ThanosRuler struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ThanosRulerSpec    `json:"spec"`
	Status            *ThanosRulerStatus `json:"status,omitempty"`
}

type ThanosRulerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []*ThanosRuler `json:"items"`
}

type ThanosRulerSpec struct {
	PodMetadata                        *EmbeddedObjectMetadata       `json:"podMetadata,omitempty"`
	Image                              string                        `json:"image,omitempty"`
	ImagePullSecrets                   []v1.LocalObjectReference     `json:"imagePullSecrets,omitempty"`
	Paused                             bool                          `json:"paused,omitempty"`
	Replicas                           *int32                        `json:"replicas,omitempty"`
	NodeSelector                       map[string]string             `json:"nodeSelector,omitempty"`
	Resources                          v1.ResourceRequirements       `json:"resources,omitempty"`
	Affinity                           *v1.Affinity                  `json:"affinity,omitempty"`
	Tolerations                        []v1.Toleration               `json:"tolerations,omitempty"`
	TopologySpreadConstraints          []v1.TopologySpreadConstraint `json:"topologySpreadConstraints,omitempty"`
	SecurityContext                    *v1.PodSecurityContext        `json:"securityContext,omitempty"`
	PriorityClassName                  string                        `json:"priorityClassName,omitempty"`
	ServiceAccountName                 string                        `json:"serviceAccountName,omitempty"`
	Storage                            *StorageSpec                  `json:"storage,omitempty"`
	Volumes                            []v1.Volume                   `json:"volumes,omitempty"`
	ObjectStorageConfig                *v1.SecretKeySelector         `json:"objectStorageConfig,omitempty"`
	ObjectStorageConfigFile            *string                       `json:"objectStorageConfigFile,omitempty"`
	ListenLocal                        bool                          `json:"listenLocal,omitempty"`
	QueryEndpoints                     []string                      `json:"queryEndpoints,omitempty"`
	QueryConfig                        *v1.SecretKeySelector         `json:"queryConfig,omitempty"`
	AlertManagersURL                   []string                      `json:"alertmanagersUrl,omitempty"`
	AlertManagersConfig                *v1.SecretKeySelector         `json:"alertmanagersConfig,omitempty"`
	RuleSelector                       *metav1.LabelSelector         `json:"ruleSelector,omitempty"`
	RuleNamespaceSelector              *metav1.LabelSelector         `json:"ruleNamespaceSelector,omitempty"`
	EnforcedNamespaceLabel             string                        `json:"enforcedNamespaceLabel,omitempty"`
	ExcludedFromEnforcement            []ObjectReference             `json:"excludedFromEnforcement,omitempty"`
	PrometheusRulesExcludedFromEnforce []PrometheusRuleExcludeConfig `json:"prometheusRulesExcludedFromEnforce,omitempty"`
	LogLevel                           string                        `json:"logLevel,omitempty"`
	LogFormat                          string                        `json:"logFormat,omitempty"`
	PortName                           string                        `json:"portName,omitempty"`
	EvaluationInterval                 Duration                      `json:"evaluationInterval,omitempty"`
	Retention                          Duration                      `json:"retention,omitempty"`
	Containers                         []v1.Container                `json:"containers,omitempty"`
	InitContainers                     []v1.Container                `json:"initContainers,omitempty"`
	TracingConfig                      *v1.SecretKeySelector         `json:"tracingConfig,omitempty"`
	TracingConfigFile                  string                        `json:"tracingConfigFile,omitempty"`
	Labels                             map[string]string             `json:"labels,omitempty"`
	AlertDropLabels                    []string                      `json:"alertDropLabels,omitempty"`
	ExternalPrefix                     string                        `json:"externalPrefix,omitempty"`
	RoutePrefix                        string                        `json:"routePrefix,omitempty"`
	GRPCServerTLSConfig                *TLSConfig                    `json:"grpcServerTlsConfig,omitempty"`
	AlertQueryURL                      string                        `json:"alertQueryUrl,omitempty"`
	MinReadySeconds                    *uint32                       `json:"minReadySeconds,omitempty"`
	AlertRelabelConfigs                *v1.SecretKeySelector         `json:"alertRelabelConfigs,omitempty"`
	AlertRelabelConfigFile             *string                       `json:"alertRelabelConfigFile,omitempty"`
	HostAliases                        []HostAlias                   `json:"hostAliases,omitempty"`
}

type ThanosRulerStatus struct {
	Paused              bool  `json:"paused"`
	Replicas            int32 `json:"replicas"`
	UpdatedReplicas     int32 `json:"updatedReplicas"`
	AvailableReplicas   int32 `json:"availableReplicas"`
	UnavailableReplicas int32 `json:"unavailableReplicas"`
}
