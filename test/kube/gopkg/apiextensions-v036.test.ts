import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

// apiextensions/v1 as of v0.36: a CRD's conversion webhook (WebhookConversion, WebhookClientConfig,
// ServiceReference: what a CA injector writes), ConversionReview in the scheme, and JSONSchemaProps'
// remaining fields in the real order (dependencies through JSONSchemaPropsOrStringArray's own JSON form,
// marshal.go). Their String methods print as generated.pb.go's: a []byte caBundle as "*[80 69 77]".

const PROGRAM =
  `package main

import (
	"encoding/json"
	"fmt"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

func main() {
	crd := &apiextensionsv1.CustomResourceDefinition{}
	crd.Spec.Conversion = &apiextensionsv1.CustomResourceConversion{
		Strategy: apiextensionsv1.WebhookConverter,
		Webhook: &apiextensionsv1.WebhookConversion{
			ClientConfig:             &apiextensionsv1.WebhookClientConfig{Service: &apiextensionsv1.ServiceReference{Namespace: "system", Name: "webhook-service"}},
			ConversionReviewVersions: []string{"v1"},
		},
	}
	crd.Spec.Conversion.Webhook.ClientConfig.CABundle = []byte("PEM")
	b, _ := json.Marshal(crd.Spec.Conversion)
	fmt.Println(string(b))
	var p apiextensionsv1.JSONSchemaProps
	err := json.Unmarshal([]byte(` +
  '`' +
  `{"type":"object","dependencies":{"a":["b","c"],"d":{"type":"string"}},"example":1,"nullable":true,"externalDocs":{"url":"https://x"}}` +
  '`' +
  `), &p)
	out, _ := json.Marshal(p)
	fmt.Println(string(out), err)
	s := runtime.NewScheme()
	fmt.Println(apiextensionsv1.AddToScheme(s), s.Recognizes(apiextensionsv1.SchemeGroupVersion.WithKind("ConversionReview")))
	fmt.Println(crd.Spec.Conversion.Webhook.ClientConfig.Service)
	fmt.Println(crd.Spec.Conversion.Webhook.ClientConfig)
	fmt.Println(crd.Spec.Conversion.Webhook)
}
`;

it('conversion webhook config, ConversionReview, schema dependencies and their printed forms', () => {
  const r = runMain(PROGRAM);
  expect(r.stderr).toBe('');
  expect(r.stdout.split('\n')).toEqual([
    '{"strategy":"Webhook","webhook":{"clientConfig":{"service":{"namespace":"system","name":"webhook-service"},"caBundle":"UEVN"},"conversionReviewVersions":["v1"]}}',
    '{"type":"object","dependencies":{"a":["b","c"],"d":{"type":"string"}},"externalDocs":{"url":"https://x"},"example":1,"nullable":true} <nil>',
    '<nil> true',
    '&ServiceReference{Namespace:system,Name:webhook-service,Path:nil,Port:nil,}',
    '&WebhookClientConfig{Service:&ServiceReference{Namespace:system,Name:webhook-service,Path:nil,Port:nil,},CABundle:*[80 69 77],URL:nil,}',
    '&WebhookConversion{ClientConfig:&WebhookClientConfig{Service:&ServiceReference{Namespace:system,Name:webhook-service,Path:nil,Port:nil,},CABundle:*[80 69 77],URL:nil,},ConversionReviewVersions:[v1],}',
    '',
  ]);
});
