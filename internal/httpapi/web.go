package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// pageTable is web/src/app/pages.json: the same table the React app sets its head from.
type pageTable struct {
	Site     string     `json:"site"`
	Pages    []pageMeta `json:"pages"`
	NotFound pageMeta   `json:"notFound"`
}

type pageMeta struct {
	Path        string `json:"path"`
	Title       string `json:"title"`
	Description string `json:"description"`
	NoIndex     bool   `json:"noindex"`
}

// The exact tags web/index.html carries for the server to fill in per route.
var headPlaceholders = []string{
	`<title>Draftsmith</title>`,
	`<meta name="description" content="" />`,
	`<link rel="canonical" href="" />`,
	`<meta name="robots" content="index,follow" />`,
}

// webApp serves the embedded React app. Files are served as they are (hashed assets cached
// for a year); every other path gets index.html with that page's title, description,
// canonical link and robots written in, and unknown pages get status 404, so crawlers and
// link previews see the right head without running the app.
type webApp struct {
	files    fs.FS
	fileSrv  http.Handler
	pages    map[string][]byte
	notFound []byte
}

func newWebApp(files fs.FS, pagesJSON []byte, baseURL *url.URL) (*webApp, error) {
	var table pageTable
	if err := json.Unmarshal(pagesJSON, &table); err != nil {
		return nil, fmt.Errorf("pages.json: %w", err)
	}
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		// The Go code can be built before the web app; say so instead of serving blanks.
		index = []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Draftsmith</title>` +
			`<meta name="description" content="" /><link rel="canonical" href="" /><meta name="robots" content="index,follow" />` +
			`</head><body><p>The web app is not built. Run <code>make build</code>.</p></body></html>`)
	}
	for _, tag := range headPlaceholders {
		if !bytes.Contains(index, []byte(tag)) {
			return nil, fmt.Errorf("web/index.html lacks the head tag %s that the server fills in", tag)
		}
	}
	w := &webApp{files: files, fileSrv: http.FileServerFS(files), pages: map[string][]byte{}}
	for _, p := range table.Pages {
		w.pages[p.Path] = renderHead(index, table.Site, p, baseURL.String()+p.Path)
	}
	w.notFound = renderHead(index, table.Site, table.NotFound, "")
	return w, nil
}

func renderHead(index []byte, site string, p pageMeta, canonical string) []byte {
	robots := "index,follow"
	if p.NoIndex {
		robots = "noindex,nofollow"
	}
	esc := html.EscapeString
	canonicalTag := ""
	if canonical != "" {
		canonicalTag = `<link rel="canonical" href="` + esc(canonical) + `" />`
	}
	r := strings.NewReplacer(
		headPlaceholders[0], "<title>"+esc(p.Title+" | "+site)+"</title>",
		headPlaceholders[1], `<meta name="description" content="`+esc(p.Description)+`" />`,
		headPlaceholders[2], canonicalTag,
		headPlaceholders[3], `<meta name="robots" content="`+robots+`" />`,
	)
	return []byte(r.Replace(string(index)))
}

func (a *webApp) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := path.Clean("/" + r.URL.Path)
	if page, ok := a.pages[strings.TrimSuffix(p, "/")]; ok || p == "/" {
		if p == "/" {
			page = a.pages["/"]
		}
		a.writePage(w, http.StatusOK, page)
		return
	}
	name := strings.TrimPrefix(p, "/")
	if info, err := fs.Stat(a.files, name); err == nil && !info.IsDir() && name != "index.html" {
		if strings.HasPrefix(name, "assets/") {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			w.Header().Set("Cache-Control", "no-cache")
		}
		a.fileSrv.ServeHTTP(w, r)
		return
	}
	if strings.HasPrefix(name, "assets/") || path.Ext(name) != "" {
		http.NotFound(w, r)
		return
	}
	a.writePage(w, http.StatusNotFound, a.notFound)
}

func (a *webApp) writePage(w http.ResponseWriter, status int, page []byte) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(status)
	_, _ = w.Write(page)
}
