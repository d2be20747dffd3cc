package httpapi

import (
	"net/http"
	"testing"

	"github.com/danielgtaylor/huma/v2"
)

// Every operation that reads a body reads at most maxRequestBody of it: Huma caps typed
// bodies (and the time to send them) by default, but not a raw one, and a new endpoint must
// not slip through.
func TestEveryOperationWithABodyIsCapped(t *testing.T) {
	api := newAPI(http.NewServeMux(), "test")
	(&Server{}).register(api)
	checked := 0
	for path, item := range api.OpenAPI().Paths {
		for _, op := range []*huma.Operation{item.Post, item.Put, item.Patch, item.Delete} {
			if op == nil || op.RequestBody == nil {
				continue
			}
			checked++
			if op.MaxBodyBytes <= 0 || op.MaxBodyBytes > maxRequestBody {
				t.Errorf("%s %s reads up to %d bytes, want 1..%d", op.Method, path, op.MaxBodyBytes, maxRequestBody)
			}
			if op.BodyReadTimeout <= 0 || op.BodyReadTimeout > bodyReadTimeout {
				t.Errorf("%s %s waits %s for its body, want up to %s", op.Method, path, op.BodyReadTimeout, bodyReadTimeout)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d operations with a body found", checked)
	}
}
