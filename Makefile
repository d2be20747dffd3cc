# Draftsmith: `make run` serves the product on its defaults; `make test` runs the whole suite.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := build

GO        ?= go
NPM       ?= npm
BIN       := bin/draftsmith
VERSION   ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -s -w -X github.com/draftsmith/draftsmith/internal/app.Version=$(VERSION)
WEB_SRC   := $(shell find web/src web/public web/sw web/scripts web/index.html web/vite.config.ts web/package.json -type f 2>/dev/null)
GO_SRC    := $(shell find cmd internal web/embed.go -name '*.go' -o -name '*.sql' 2>/dev/null)

.PHONY: build run test web api check-api go-test go-vet web-test e2e clean

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && $(NPM) ci --no-audit --no-fund
	@touch $@

web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SRC)
	cd web && $(NPM) run build

web: web/dist/index.html

$(BIN): web/dist/index.html $(GO_SRC) go.mod go.sum
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/draftsmith

build: $(BIN)

run: $(BIN)
	./$(BIN)

# The web app's API types come from the server's OpenAPI document, never by hand.
api: web/node_modules/.package-lock.json
	$(GO) run ./cmd/draftsmith openapi > web/openapi.json
	cd web && $(NPM) run --silent gen:api

check-api: web/node_modules/.package-lock.json
	@tmp=$$(mktemp -d); trap 'rm -rf $$tmp' EXIT; \
	$(GO) run ./cmd/draftsmith openapi > $$tmp/openapi.json; \
	(cd web && npx --no-install openapi-typescript $$tmp/openapi.json -o $$tmp/schema.d.ts >/dev/null); \
	if ! diff -q $$tmp/openapi.json web/openapi.json >/dev/null || ! diff -q $$tmp/schema.d.ts web/src/lib/api/schema.d.ts >/dev/null; then \
		echo "The web app's API types are stale: run 'make api' and commit the result."; exit 1; fi; \
	echo "API types are up to date."

go-vet: web/dist/index.html
	$(GO) vet ./...

# Store and API suites run on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set.
go-test: web/dist/index.html
	$(GO) test -count=1 ./...

web-test: web/node_modules/.package-lock.json
	cd web && $(NPM) run --silent typecheck && $(NPM) test

e2e: $(BIN) e2e/node_modules/.package-lock.json
	cd e2e && npx --no-install playwright test

e2e/node_modules/.package-lock.json: e2e/package-lock.json
	cd e2e && $(NPM) ci --no-audit --no-fund
	@touch $@

test: go-vet check-api go-test web-test build e2e

clean:
	rm -rf bin web/dist

# Benchmarks of the web app (bench/README.md): first-load JS per file, PDF render time and size,
# the match engine.
.PHONY: bench-web
bench-web: web/dist/index.html
	node bench/webload/measure.mjs
	cd web && npx --no-install vitest run --config ../bench/pdf/vitest.config.mts
	cd web && npx --no-install vitest run --config ../bench/match/vitest.config.mts
