package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"mime"
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

func init() {
	// The web app manifest (web/public/manifest.webmanifest); Go's table does not know it.
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
}

// rootPlaceholder is the empty app root of web/index.html; a public page's prerendered shell
// (web/dist/shell/NAME.html, ADR 0016) goes inside it.
const rootPlaceholder = `<div id="root"></div>`

// webApp serves the embedded React app. Files are served as they are: hashed assets (under
// assets/) cached for a year as immutable, everything else (sw.js, the manifest, icons)
// revalidated with an ETag. Every other path gets index.html with that page's title,
// description, canonical link and robots written in, and for public pages its prerendered
// shell inside the root, so the page paints before its script runs; unknown pages get status
// 404, so crawlers and link previews see the right head without running the app. Pages are
// revalidated too (no-cache with an ETag), so a new build is picked up on the next visit.
type webApp struct {
	files    fs.FS
	fileSrv  http.Handler
	pages    map[string]page
	notFound page
	etags    map[string]string // file name → ETag, for the files that are not hashed assets
}

type page struct {
	body []byte
	etag string
}

func newPage(body []byte) page { return page{body: body, etag: etagOf(body)} }

// etagOf is a weak tag of the content: the same tag whether it goes out gzipped or not.
func etagOf(b []byte) string {
	sum := sha256.Sum256(b)
	return `W/"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`
}

// shellName is the prerendered shell's file for a page path: "/" → shell/index.html,
// "/cover-letter" → shell/cover-letter.html (web/scripts/prerender.mjs writes them).
func shellName(p string) string {
	if p == "/" {
		return "shell/index.html"
	}
	return "shell/" + strings.ReplaceAll(strings.TrimPrefix(p, "/"), "/", "_") + ".html"
}

// newWebApp serves the built app. oauthOff names the sign-in providers this server has not
// configured: every page's <html> carries them (data-oauth-off), so the sign-in buttons'
// "not configured" notes are drawn with the first paint rather than pushing the page down
// when the app learns it from GET /api/auth/providers.
func newWebApp(files fs.FS, pagesJSON []byte, baseURL *url.URL, oauthOff []string) (*webApp, error) {
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
	if len(oauthOff) > 0 {
		if !bytes.Contains(index, []byte("<html ")) {
			return nil, fmt.Errorf("web/index.html lacks the <html> tag the server marks")
		}
		index = bytes.Replace(index, []byte("<html "), []byte(`<html data-oauth-off="`+html.EscapeString(strings.Join(oauthOff, " "))+`" `), 1)
	}
	w := &webApp{files: files, fileSrv: http.FileServerFS(files), pages: map[string]page{}, etags: map[string]string{}}
	for _, p := range table.Pages {
		html := renderHead(index, table.Site, p, baseURL.String()+p.Path)
		if shell, err := fs.ReadFile(files, shellName(p.Path)); err == nil && !p.NoIndex {
			if !bytes.Contains(html, []byte(rootPlaceholder)) {
				return nil, fmt.Errorf("web/index.html lacks %s for the prerendered shell of %s", rootPlaceholder, p.Path)
			}
			html = bytes.Replace(html, []byte(rootPlaceholder), []byte(`<div id="root">`+string(shell)+`</div>`), 1)
		}
		w.pages[p.Path] = newPage(html)
	}
	w.notFound = newPage(renderHead(index, table.Site, table.NotFound, ""))
	// The files outside assets/ keep their names from build to build, so they are revalidated.
	err = fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(name, "assets/") {
			return err
		}
		b, err := fs.ReadFile(files, name)
		if err != nil {
			return err
		}
		w.etags[name] = etagOf(b)
		return nil
	})
	if err != nil {
		return nil, err
	}
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
	if pg, ok := a.pages[strings.TrimSuffix(p, "/")]; ok || p == "/" {
		if p == "/" {
			pg = a.pages["/"]
		}
		a.writePage(w, r, http.StatusOK, pg)
		return
	}
	name := strings.TrimPrefix(p, "/")
	// index.html and the shells are only served inside the pages above.
	internal := name == "index.html" || strings.HasPrefix(name, "shell/")
	if info, err := fs.Stat(a.files, name); err == nil && !info.IsDir() && !internal {
		if strings.HasPrefix(name, "assets/") {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			// sw.js, the manifest, icons: same name every build, so always revalidated.
			// http.FileServer answers If-None-Match against this ETag with 304.
			w.Header().Set("Cache-Control", "no-cache")
			if tag, ok := a.etags[name]; ok {
				w.Header().Set("ETag", tag)
			}
		}
		a.fileSrv.ServeHTTP(w, r)
		return
	}
	if strings.HasPrefix(name, "assets/") || path.Ext(name) != "" {
		http.NotFound(w, r)
		return
	}
	a.writePage(w, r, http.StatusNotFound, a.notFound)
}

func (a *webApp) writePage(w http.ResponseWriter, r *http.Request, status int, pg page) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	if status == http.StatusOK {
		w.Header().Set("ETag", pg.etag)
		if etagMatches(r.Header.Get("If-None-Match"), pg.etag) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(pg.body)
	}
}

// etagMatches is If-None-Match's weak comparison (RFC 9110 13.1.2): "*" or any listed tag,
// W/ prefixes ignored (a compressing proxy may weaken the tag).
func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == "*" || t == strings.TrimPrefix(etag, "W/") {
			return true
		}
	}
	return false
}
