// Package web embeds the built React app (web/dist, written by `npm run build`) and the
// page table (src/app/pages.json) that both the app and the server use for each page's
// title, description and robots.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

//go:embed src/app/pages.json
var pagesJSON []byte

// Dist is the built app, rooted at its index.html.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the embed pattern guarantees the folder
	}
	return sub
}

// PagesJSON is the page table.
func PagesJSON() []byte { return pagesJSON }
