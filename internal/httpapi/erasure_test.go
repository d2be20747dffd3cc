package httpapi_test

import (
	"bytes"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// What an account's deletion erases must not stay readable in SQLite's files: neither in the
// database file's freed space, nor in the write-ahead log that held the pages before.

// erasedMarker is a word that appears only in the erased user's drafts.
const erasedMarker = "Quixotrellis"

// sqliteFiles returns the database file and its -wal and -shm files that exist.
func sqliteFiles(t *testing.T, path string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, name := range []string{path, path + "-wal", path + "-shm"} {
		b, err := os.ReadFile(name)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		out[name] = b
	}
	return out
}

// wantNoTrace fails when any of the files holds one of the needles.
func wantNoTrace(t *testing.T, when string, files map[string][]byte, needles ...string) {
	t.Helper()
	for name, b := range files {
		for _, n := range needles {
			if c := bytes.Count(b, []byte(n)); c > 0 {
				t.Errorf("%s: %s holds %d copies of %q", when, name, c, n)
			}
		}
	}
}

func TestDeletedAccountLeavesNoTraceInTheSQLiteFiles(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	const email = "erin.erasure@example.com"
	erin := signedIn(t, e, email)
	// Long enough that some drafts spill onto overflow pages, and several drafts and
	// versions so that pages are rewritten more than once.
	background := strings.Repeat("Led the "+erasedMarker+" migration at Acme, cutting costs by a third. ", 60)
	var ids []string
	for range 3 {
		r := erin.Do("POST", "/api/cover-letter", map[string]any{"full_name": "Erin Example", "company": "Globex", "background": background})
		if r.StatusCode != http.StatusOK {
			t.Fatalf("generate: %d %s", r.StatusCode, r.Body)
		}
		var d struct{ ID string }
		r.JSON(t, &d)
		ids = append(ids, d.ID)
	}
	if r := erin.Do("PATCH", "/api/drafts/"+ids[0], map[string]any{"title": erasedMarker + " letter"}); r.StatusCode != http.StatusOK {
		t.Fatalf("rename: %d %s", r.StatusCode, r.Body)
	}
	// Another user's data stays, and is still readable.
	bob := signedIn(t, e, "bob.keeps@example.com")
	if r := bob.Do("POST", "/api/cover-letter", map[string]any{"full_name": "Bob Keeps", "company": "Initech", "background": "Kept Bobwords."}); r.StatusCode != http.StatusOK {
		t.Fatalf("generate: %d %s", r.StatusCode, r.Body)
	}
	path := e.App.Config.SQLitePath()
	if files := sqliteFiles(t, path); !bytes.Contains(bytes.Join(mapValues(files), nil), []byte(erasedMarker)) {
		t.Fatal("the drafts' text is not in the files before the deletion: the test looks in the wrong place")
	}

	if r := deleteAccount(erin, map[string]any{"email": email, "password": ownerPassword}); r.StatusCode != http.StatusNoContent {
		t.Fatalf("delete: %d %s", r.StatusCode, r.Body)
	}
	wantNoTrace(t, "right after the deletion", sqliteFiles(t, path), email, erasedMarker)

	if err := e.App.Close(); err != nil {
		t.Fatal(err)
	}
	files := sqliteFiles(t, path)
	wantNoTrace(t, "after a clean stop", files, email, erasedMarker)
	if !bytes.Contains(bytes.Join(mapValues(files), nil), []byte("bob.keeps@example.com")) {
		t.Error("the other user's email is gone from the files")
	}
}

func mapValues(m map[string][]byte) [][]byte {
	out := make([][]byte, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
