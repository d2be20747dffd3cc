package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/billing"
	"github.com/draftsmith/draftsmith/internal/store"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// The user's data: GET /api/account/export and DELETE /api/account.

type exported struct {
	Format     string    `json:"format"`
	Version    int       `json:"version"`
	ExportedAt time.Time `json:"exported_at"`
	Profile    struct {
		ID, Email   string
		HasPassword bool    `json:"has_password"`
		FullName    *string `json:"full_name"`
		Bio         *string
	} `json:"profile"`
	SignInMethods []struct{ Provider, Email string } `json:"sign_in_methods"`
	Sessions      []struct {
		UserAgent string `json:"user_agent"`
		IP        string
	} `json:"sessions"`
	Settings struct {
		GeneratorDefaults struct {
			Tone     string `json:"default_tone"`
			Template string `json:"default_template"`
			Saved    bool
		} `json:"generator_defaults"`
	} `json:"settings"`
	Drafts []struct {
		ID, Kind, Title, Text, Source string
		Input                         map[string]any `json:"input"`
		Sections                      any            `json:"sections"`
		Versions                      []any          `json:"versions"`
	} `json:"drafts"`
	Billing struct {
		CustomerID    string `json:"customer_id"`
		Subscriptions []struct{ ID, Plan, Status string }
		Payments      []struct {
			ID, Plan     string
			CreditsAdded int        `json:"credits_added"`
			PaidAt       *time.Time `json:"paid_at"`
		}
		CreditBalance int `json:"credit_balance"`
		CreditLedger  []struct {
			Delta  int
			Reason string
		} `json:"credit_ledger"`
		Usage []struct {
			Month string
			Used  int
		}
	} `json:"billing"`
}

func exportOf(t *testing.T, c *apptest.Client) (exported, *apptest.Response) {
	t.Helper()
	r := c.Do("GET", "/api/account/export", nil)
	if r.StatusCode != http.StatusOK {
		t.Fatalf("export: %d %s", r.StatusCode, r.Body)
	}
	var x exported
	r.JSON(t, &x)
	return x, r
}

// buyCredits buys one unit of credits in the sandbox and returns the checkout session id.
func buyCredits(t *testing.T, c *apptest.Client) string {
	t.Helper()
	id := checkout(t, c, "plan=credits&quantity=1")
	pay(t, c, id)
	return id
}

// subscribe starts a monthly subscription in the sandbox and returns the checkout session id.
func subscribe(t *testing.T, c *apptest.Client) string {
	t.Helper()
	id := checkout(t, c, "plan=monthly")
	pay(t, c, id)
	if r := c.Do("POST", "/api/billing/confirm?session_id="+id, nil); r.StatusCode != http.StatusOK {
		t.Fatalf("confirm: %d %s", r.StatusCode, r.Body)
	}
	return id
}

func TestExportNeedsSignIn(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		r := e.Client(t).Do("GET", "/api/account/export", nil)
		if r.StatusCode != http.StatusUnauthorized || r.Problem(t) != account.MsgNotSignedIn {
			t.Fatalf("guest export: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestExportHoldsTheUsersDataAndNoSecret(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ctx := context.Background()
		ann := signedIn(t, e, "ann@example.com")
		if r := ann.Do("PUT", "/api/profile", map[string]any{"full_name": "Ann Lee", "bio": "Writes things."}); r.StatusCode != 200 {
			t.Fatalf("profile: %d %s", r.StatusCode, r.Body)
		}
		if r := ann.Do("PUT", "/api/settings", map[string]any{"default_tone": "friendly", "default_template": "default"}); r.StatusCode != 200 {
			t.Fatalf("settings: %d %s", r.StatusCode, r.Body)
		}
		var made []string
		for _, g := range generators {
			var got generation
			ann.Do("POST", g.path, g.form).JSON(t, &got)
			made = append(made, got.ID)
		}
		credit := buyCredits(t, ann)
		sub := subscribe(t, ann)
		// A reset link sits in the database as a token hash: it must not leak either.
		if r := ann.Do("POST", "/api/auth/password-reset", map[string]any{"email": "ann@example.com"}); r.StatusCode != http.StatusAccepted {
			t.Fatalf("reset request: %d", r.StatusCode)
		}

		// Bob's data must never appear in Ann's export.
		bob := signedIn(t, e, "bob@example.com")
		bob.Do("PUT", "/api/profile", map[string]any{"full_name": "Bob Secretname"})
		var bobDraft generation
		bob.Do("POST", generators[1].path, map[string]any{"name": "Bob Secretname", "job_title": "Chef", "company_name": "Bobcorp",
			"background": "Cooked for twenty years."}).JSON(t, &bobDraft)
		bobCredit := buyCredits(t, bob)

		x, r := exportOf(t, ann)
		today := time.Now().UTC().Format("2006-01-02")
		if cd := r.Header.Get("Content-Disposition"); cd != `attachment; filename=draftsmith-data-`+today+`.json` {
			t.Fatalf("Content-Disposition %q", cd)
		}
		if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			t.Fatalf("Content-Type %q", ct)
		}
		if x.Format != "draftsmith-export" || x.Version != 1 || time.Since(x.ExportedAt) > time.Minute {
			t.Fatalf("header fields: %+v", x)
		}
		if x.Profile.Email != "ann@example.com" || x.Profile.FullName == nil || *x.Profile.FullName != "Ann Lee" ||
			x.Profile.Bio == nil || *x.Profile.Bio != "Writes things." || !x.Profile.HasPassword {
			t.Fatalf("profile %+v", x.Profile)
		}
		if g := x.Settings.GeneratorDefaults; g.Tone != "friendly" || g.Template != "default" || !g.Saved {
			t.Fatalf("settings %+v", g)
		}
		if len(x.Drafts) != len(generators) {
			t.Fatalf("%d drafts exported, made %d", len(x.Drafts), len(generators))
		}
		for i, d := range x.Drafts { // newest first
			g := generators[len(generators)-1-i]
			if d.ID != made[len(made)-1-i] || d.Kind != g.kind || d.Text == "" || d.Title == "" || d.Source != "fallback" ||
				len(d.Input) == 0 || d.Versions == nil || len(d.Versions) != 0 {
				t.Fatalf("draft %d: %+v", i, d)
			}
			if (d.Kind == "resume" || d.Kind == "pitch_deck") != (d.Sections != nil) {
				t.Fatalf("draft %s sections: %v", d.Kind, d.Sections)
			}
		}
		b := x.Billing
		if b.CustomerID == "" || len(b.Subscriptions) != 1 || b.Subscriptions[0].Plan != "monthly" || b.Subscriptions[0].Status != "active" {
			t.Fatalf("subscriptions %+v", b)
		}
		if len(b.Payments) != 2 || b.Payments[0].ID != credit || b.Payments[0].CreditsAdded != 10 || b.Payments[0].PaidAt == nil ||
			b.Payments[1].ID != sub || b.Payments[1].Plan != "monthly" {
			t.Fatalf("payments %+v", b.Payments)
		}
		if b.CreditBalance != 10 || len(b.CreditLedger) != 1 || b.CreditLedger[0].Delta != 10 || b.CreditLedger[0].Reason != billing.ReasonPurchase {
			t.Fatalf("credits %+v", b)
		}
		if len(b.Usage) != 1 || b.Usage[0].Used != len(generators) || b.Usage[0].Month != time.Now().UTC().Format("2006-01") {
			t.Fatalf("usage %+v", b.Usage)
		}
		if len(x.Sessions) != 1 || x.Sessions[0].UserAgent == "" {
			t.Fatalf("sessions %+v", x.Sessions)
		}

		// No secret of Ann's, and nothing of Bob's.
		var hash string
		if err := e.App.DB.NewSelect().TableExpr("users").Column("password_hash").Where("email = ?", "ann@example.com").Scan(ctx, &hash); err != nil {
			t.Fatal(err)
		}
		var tokenHashes []string
		if err := e.App.DB.NewSelect().TableExpr("sessions").Column("token_hash").Scan(ctx, &tokenHashes); err != nil {
			t.Fatal(err)
		}
		var linkHashes []string
		if err := e.App.DB.NewSelect().TableExpr("email_tokens").Column("token_hash").Scan(ctx, &linkHashes); err != nil {
			t.Fatal(err)
		}
		body := string(r.Body)
		forbidden := append([]string{"kettle-sparrow-7", hash, "password_hash", "token_hash", ann.Cookie("draftsmith_session"),
			"bob@example.com", "Bob Secretname", "Bobcorp", bobDraft.ID, bobCredit}, append(tokenHashes, linkHashes...)...)
		for _, s := range forbidden {
			if s == "" {
				t.Fatal("a forbidden string is empty: the check would be vacuous")
			}
			if strings.Contains(body, s) {
				t.Errorf("the export contains %q", s)
			}
		}
	})
}

// The user's data in bulk: 10,000 drafts come back whole, newest first, with no other
// user's draft among them.
func TestExportHoldsEveryDraftOfALargeLibrary(t *testing.T) {
	if testing.Short() {
		t.Skip("inserts 10,000 drafts")
	}
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ctx := context.Background()
		ann := signedIn(t, e, "ann@example.com")
		other := signedIn(t, e, "bob@example.com")
		annID, bobID := me(t, ann).ID, me(t, other).ID
		const n = 10_000
		insertDrafts(t, e.App.DB, annID, n)
		insertDrafts(t, e.App.DB, bobID, 3)
		x, _ := exportOf(t, ann)
		if len(x.Drafts) != n {
			t.Fatalf("%d drafts exported, want %d", len(x.Drafts), n)
		}
		for i := 1; i < len(x.Drafts); i++ {
			if x.Drafts[i-1].ID <= x.Drafts[i].ID {
				t.Fatalf("drafts %d and %d are not newest first", i-1, i)
			}
		}
		var bobs []string
		if err := e.App.DB.NewSelect().TableExpr("drafts").Column("id").Where("user_id = ?", bobID).Scan(ctx, &bobs); err != nil {
			t.Fatal(err)
		}
		for _, d := range x.Drafts {
			if slices.Contains(bobs, d.ID) {
				t.Fatalf("Bob's draft %s is in Ann's export", d.ID)
			}
		}
	})
}

func insertDrafts(t *testing.T, db *bun.DB, userID string, n int) {
	t.Helper()
	type row struct {
		bun.BaseModel `bun:"table:drafts"`
		ID            string    `bun:"id"`
		UserID        string    `bun:"user_id"`
		Kind          string    `bun:"kind"`
		Title         string    `bun:"title"`
		Template      string    `bun:"template"`
		Source        string    `bun:"source"`
		Input         string    `bun:"input"`
		Output        string    `bun:"output"`
		CreatedAt     time.Time `bun:"created_at"`
	}
	rows := make([]row, 0, 1000)
	flush := func() {
		if len(rows) == 0 {
			return
		}
		if _, err := db.NewInsert().Model(&rows).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		rows = rows[:0]
	}
	for i := range n {
		rows = append(rows, row{ID: uuid.Must(uuid.NewV7()).String(), UserID: userID, Kind: "cold_email", Title: fmt.Sprintf("Draft %d", i), Template: "default",
			Source: "fallback", Input: `{"offer":"x"}`, Output: fmt.Sprintf("Text of draft %d", i), CreatedAt: store.Now()})
		if len(rows) == cap(rows) {
			flush()
		}
	}
	flush()
}

// --- deletion -------------------------------------------------------------------------------

func deleteAccount(c *apptest.Client, body map[string]any) *apptest.Response {
	return c.Do("DELETE", "/api/account", body)
}

func TestDeleteAccountNeedsSignIn(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		r := deleteAccount(e.Client(t), map[string]any{"email": "ann@example.com", "password": ownerPassword})
		if r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("guest delete: %d %s", r.StatusCode, r.Body)
		}
	})
}

// A refused deletion says why, in words a user can act on, and changes nothing: the account,
// its drafts and its session are all still there.
func TestDeleteAccountRefusesAWrongProofAndChangesNothing(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		ann.Do("POST", generators[0].path, generators[0].form)
		before, _ := exportOf(t, ann)
		for name, tt := range map[string]struct {
			body   map[string]any
			status int
			detail string
		}{
			"wrong password":   {map[string]any{"email": "ann@example.com", "password": "not-my-password"}, 422, account.MsgDeletePasswordWrong},
			"no password":      {map[string]any{"email": "ann@example.com"}, 422, account.MsgDeletePasswordRequired},
			"empty password":   {map[string]any{"email": "ann@example.com", "password": ""}, 422, account.MsgDeletePasswordRequired},
			"another email":    {map[string]any{"email": "bob@example.com", "password": ownerPassword}, 422, account.MsgDeleteEmailMismatch},
			"no email":         {map[string]any{"password": ownerPassword}, 422, account.MsgDeleteEmailRequired},
			"email misspelled": {map[string]any{"email": "ann@example.co", "password": ownerPassword}, 422, account.MsgDeleteEmailMismatch},
		} {
			r := deleteAccount(ann, tt.body)
			if r.StatusCode != tt.status || r.Problem(t) != tt.detail {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.Body)
			}
			if ann.Cookie("draftsmith_session") == "" {
				t.Fatalf("%s: the session cookie was cleared", name)
			}
		}
		after, _ := exportOf(t, ann)
		if after.Profile.ID != before.Profile.ID || len(after.Drafts) != 1 || len(after.Sessions) != 1 {
			t.Fatalf("a refused deletion changed the account: %+v", after)
		}
		// The typed email is compared as addresses are: case and spaces around it do not matter.
		if r := deleteAccount(ann, map[string]any{"email": "  Ann@Example.com ", "password": ownerPassword}); r.StatusCode != http.StatusNoContent {
			t.Fatalf("delete: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestDeleteAccountSignsOutAndSignInFails(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		// A second browser of Ann's is signed out too.
		phone := e.Client(t)
		if r := phone.Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": ownerPassword}); r.StatusCode != 200 {
			t.Fatalf("second sign-in: %d", r.StatusCode)
		}
		signedIn(t, e, "bob@example.com")
		if e.Mail.Count("ann@example.com") == 0 || e.Mail.Count("bob@example.com") == 0 {
			t.Fatal("signing up sent no mail to check against")
		}
		r := deleteAccount(ann, map[string]any{"email": "ann@example.com", "password": ownerPassword})
		if r.StatusCode != http.StatusNoContent {
			t.Fatalf("delete: %d %s", r.StatusCode, r.Body)
		}
		// The copies of mail kept for the deleted account go with it (files, with no SMTP).
		if n := e.Mail.Count("ann@example.com"); n != 0 {
			t.Errorf("%d messages to the deleted address are still kept", n)
		}
		if e.Mail.Count("bob@example.com") == 0 {
			t.Error("another user's mail was erased")
		}
		cleared := false
		for _, c := range r.Cookies() {
			if c.Name == "draftsmith_session" && c.MaxAge < 0 && c.Value == "" {
				cleared = true
			}
		}
		if !cleared {
			t.Fatalf("the session cookie was not cleared: %v", r.Header["Set-Cookie"])
		}
		wantSignedOut(t, ann, "the deleting browser")
		wantSignedOut(t, phone, "the other browser")
		login := e.Client(t).Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": ownerPassword})
		if login.StatusCode != http.StatusUnauthorized || login.Problem(t) != account.MsgBadCredentials {
			t.Fatalf("sign-in after deletion: %d %s", login.StatusCode, login.Body)
		}
		// The address is free again.
		e.Client(t).SignUp("ann@example.com", "a-new-start-42")
	})
}

// An account made with GitHub has no password: a sign-in in the last 10 minutes stands in.
func TestDeleteAnOAuthOnlyAccountNeedsARecentSignIn(t *testing.T) {
	gh, env := startFakeGitHub(t)
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		ctx := context.Background()
		c := e.Client(t)
		githubSignIn(t, c, gh, map[string]string{"user_id": "4242", "login": "octo", "email": "octo@example.com", "verified": "true"})
		if p := me(t, c); p.Email != "octo@example.com" {
			t.Fatalf("signed in as %s", p.Email)
		}
		// Signed in 11 minutes ago: too long.
		age := func(d time.Duration) {
			if _, err := e.App.DB.NewUpdate().TableExpr("sessions").Set("created_at = ?", store.Now().Add(-d)).
				Where("token_hash IS NOT NULL").Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		age(11 * time.Minute)
		r := deleteAccount(c, map[string]any{"email": "octo@example.com"})
		if r.StatusCode != http.StatusForbidden || r.Problem(t) != account.MsgDeleteSignInAgain {
			t.Fatalf("stale sign-in: %d %s", r.StatusCode, r.Body)
		}
		// A password cannot stand in for the fresh sign-in: the account has none.
		r = deleteAccount(c, map[string]any{"email": "octo@example.com", "password": "guess-1234"})
		if r.StatusCode != http.StatusForbidden {
			t.Fatalf("stale sign-in with a password: %d %s", r.StatusCode, r.Body)
		}
		me(t, c) // still signed in, still there

		// The typed email is still required after a fresh sign-in.
		age(9 * time.Minute)
		if r := deleteAccount(c, map[string]any{"email": "other@example.com"}); r.StatusCode != 422 || r.Problem(t) != account.MsgDeleteEmailMismatch {
			t.Fatalf("wrong email: %d %s", r.StatusCode, r.Body)
		}
		if r := deleteAccount(c, map[string]any{"email": "octo@example.com"}); r.StatusCode != http.StatusNoContent {
			t.Fatalf("fresh sign-in: %d %s", r.StatusCode, r.Body)
		}
		wantSignedOut(t, c, "the deleted GitHub account")
		n, err := e.App.DB.NewSelect().TableExpr("identities").Count(ctx)
		if err != nil || n != 0 {
			t.Fatalf("identities left: %d %v", n, err)
		}
	})
}

// --- no row of the user remains -------------------------------------------------------------

// userReferences lists every (table, column) that refers to a user: columns named user_id,
// and columns with a foreign key to users. Found from the live schema, so a table added later
// is checked without touching this test.
func userReferences(t *testing.T, db *bun.DB) [][2]string {
	t.Helper()
	ctx := context.Background()
	seen := map[[2]string]bool{{"users", "id"}: true}
	if store.IsPostgres(db) {
		rows, err := db.QueryContext(ctx, `
SELECT table_name, column_name FROM information_schema.columns
 WHERE table_schema = current_schema() AND column_name = 'user_id'
UNION
SELECT kcu.table_name, kcu.column_name
  FROM information_schema.referential_constraints rc
  JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
  JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
 WHERE rc.constraint_schema = current_schema() AND ccu.table_name = 'users'`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var table, column string
			if err := rows.Scan(&table, &column); err != nil {
				t.Fatal(err)
			}
			seen[[2]string{table, column}] = true
		}
	} else {
		for _, table := range allTables(t, db) {
			var cols []struct {
				Name string `bun:"name"`
			}
			if err := db.NewRaw("SELECT name FROM pragma_table_info(?)", table).Scan(ctx, &cols); err != nil {
				t.Fatal(err)
			}
			for _, c := range cols {
				if c.Name == "user_id" {
					seen[[2]string{table, c.Name}] = true
				}
			}
			var fks []struct {
				Table string `bun:"table"`
				From  string `bun:"from"`
			}
			if err := db.NewRaw(`SELECT "table", "from" FROM pragma_foreign_key_list(?)`, table).Scan(ctx, &fks); err != nil {
				t.Fatal(err)
			}
			for _, fk := range fks {
				if fk.Table == "users" {
					seen[[2]string{table, fk.From}] = true
				}
			}
		}
	}
	var out [][2]string
	for k := range seen {
		out = append(out, k)
	}
	slices.SortFunc(out, func(a, b [2]string) int { return strings.Compare(a[0]+"."+a[1], b[0]+"."+b[1]) })
	return out
}

func allTables(t *testing.T, db *bun.DB) []string {
	t.Helper()
	q := "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
	if store.IsPostgres(db) {
		q = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"
	}
	var names []string
	if err := db.NewRaw(q).Scan(context.Background(), &names); err != nil {
		t.Fatal(err)
	}
	return names
}

// rowsMentioning counts, per table, the rows in which any column's text contains one of the
// needles: the user's id and email wherever they might have been copied.
func rowsMentioning(t *testing.T, db *bun.DB, needles ...string) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range allTables(t, db) {
		rows, err := db.QueryContext(context.Background(), "SELECT * FROM "+table)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			var text strings.Builder
			for _, v := range vals {
				if b, ok := v.([]byte); ok {
					text.Write(b)
				} else {
					fmt.Fprint(&text, v)
				}
				text.WriteByte('|')
			}
			for _, n := range needles {
				if strings.Contains(strings.ToLower(text.String()), strings.ToLower(n)) {
					out[table]++
					break
				}
			}
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		rows.Close()
	}
	return out
}

// rowCounts is the number of rows of every table.
func rowCounts(t *testing.T, db *bun.DB) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range allTables(t, db) {
		n, err := db.NewSelect().TableExpr(table).Count(context.Background())
		if err != nil {
			t.Fatalf("count %s: %v", table, err)
		}
		out[table] = int(n)
	}
	return out
}

func countWhere(t *testing.T, db *bun.DB, table, column, value string) int {
	t.Helper()
	n, err := db.NewSelect().TableExpr(table).Where("? = ?", bun.Ident(column), value).Count(context.Background())
	if err != nil {
		t.Fatalf("count %s.%s: %v", table, column, err)
	}
	return int(n)
}

// A user with data in every corner of the app deletes the account: afterwards no table holds
// a row of theirs (by user reference, or by id or email anywhere in any column), the billing
// records kept for accounting hold neither, and another user's rows are untouched.
func TestDeletionLeavesNoRowOfTheUser(t *testing.T) {
	gh, env := startFakeGitHub(t)
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		ctx := context.Background()
		db := e.App.DB
		// Bob, whose rows must all stay.
		bob := signedIn(t, e, "bob@example.com")
		bobID := me(t, bob).ID
		bob.Do("POST", generators[2].path, generators[2].form)
		buyCredits(t, bob)
		subscribe(t, bob)
		// The database before Ann existed: after her deletion every table must be back to it,
		// but for those that hold no user data (below). This catches a table of user data even
		// without a user_id column.
		before := rowCounts(t, db)

		// Confirmed, so linking GitHub keeps her password (docs/adr/0010).
		ann := signedInVerified(t, e, "ann@example.com")
		annID := me(t, ann).ID
		ann.Do("PUT", "/api/profile", map[string]any{"full_name": "Ann Lee", "bio": "Bio of Ann"})
		ann.Do("PUT", "/api/settings", map[string]any{"default_tone": "friendly", "default_template": "default"})
		for _, g := range generators {
			ann.Do("POST", g.path, g.form)
		}
		credit := buyCredits(t, ann)
		sub := subscribe(t, ann)
		ann.Do("POST", "/api/auth/password-reset", map[string]any{"email": "ann@example.com"}) // a mailed link
		// GitHub linked to Ann's account through her verified address, in another browser.
		laptop := e.Client(t)
		githubSignIn(t, laptop, gh, map[string]string{"user_id": "777", "login": "annlee", "email": "ann@example.com", "verified": "true"})
		if me(t, laptop).ID != annID {
			t.Fatal("GitHub did not sign in to Ann's account")
		}
		refs := userReferences(t, db)
		for _, want := range []string{"sessions", "identities", "email_tokens", "drafts", "usage_months", "quota_reservations",
			"credit_balances", "credit_ledger", "billing_customers", "billing_subscriptions", "billing_checkout_sessions", "generator_defaults"} {
			if !slices.ContainsFunc(refs, func(r [2]string) bool { return r[0] == want }) {
				t.Fatalf("the schema scan missed %s: %v", want, refs)
			}
		}
		annRows := 0
		bobBefore := map[string]int{}
		for _, ref := range refs {
			annRows += countWhere(t, db, ref[0], ref[1], annID)
			bobBefore[ref[0]+"."+ref[1]] = countWhere(t, db, ref[0], ref[1], bobID)
		}
		if annRows < 20 {
			t.Fatalf("Ann has only %d rows: the test would prove little", annRows)
		}
		bobMentions := rowsMentioning(t, db, bobID, "bob@example.com")

		r := deleteAccount(ann, map[string]any{"email": "ann@example.com", "password": ownerPassword})
		if r.StatusCode != http.StatusNoContent {
			t.Fatalf("delete: %d %s", r.StatusCode, r.Body)
		}

		for _, ref := range refs {
			if n := countWhere(t, db, ref[0], ref[1], annID); n != 0 {
				t.Errorf("%s.%s still has %d rows of the deleted user", ref[0], ref[1], n)
			}
			if n := countWhere(t, db, ref[0], ref[1], bobID); n != bobBefore[ref[0]+"."+ref[1]] {
				t.Errorf("%s.%s: Bob's rows went from %d to %d", ref[0], ref[1], bobBefore[ref[0]+"."+ref[1]], n)
			}
		}
		if left := rowsMentioning(t, db, annID, "ann@example.com", "Ann Lee", "Bio of Ann"); len(left) != 0 {
			t.Errorf("rows still mention the deleted user: %v", left)
		}
		if after := rowsMentioning(t, db, bobID, "bob@example.com"); fmt.Sprint(after) != fmt.Sprint(bobMentions) {
			t.Errorf("Bob's rows changed: %v, before %v", after, bobMentions)
		}

		// Tables that may keep rows made by Ann's activity, and why they hold nothing of hers.
		mayGrow := map[string]string{
			"billing_retained_records":  "anonymised payment records kept for accounting (checked below)",
			"billing_webhook_events":    "provider event ids and types",
			"sandbox_checkout_sessions": "the sandbox provider's own records, keyed by its customer id",
			"sandbox_subscriptions":     "the sandbox provider's own records, keyed by its customer id",
			"auth_rate_limits":          "per-IP sign-in limits (the per-account key is deleted)",
			"oauth_states":              "unused sign-in states, expiring in minutes",
		}
		for table, n := range rowCounts(t, db) {
			if _, ok := mayGrow[table]; !ok && n != before[table] {
				t.Errorf("%s has %d rows, %d before Ann existed", table, n, before[table])
			}
		}

		// What accounting needs stays, anonymised: the paid checkouts and the subscription.
		var kept []struct {
			ID         string    `bun:"id"`
			Kind       string    `bun:"kind"`
			Status     string    `bun:"status"`
			CustomerID string    `bun:"customer_id"`
			EraseAfter time.Time `bun:"erase_after"`
		}
		if err := db.NewSelect().TableExpr("billing_retained_records").Column("id", "kind", "status", "customer_id", "erase_after").
			OrderExpr("kind, id").Scan(ctx, &kept); err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, k := range kept {
			ids = append(ids, k.Kind+":"+k.ID)
			if k.CustomerID == "" || k.EraseAfter.Before(time.Now().Add(billing.RetainFor-time.Hour)) {
				t.Errorf("kept record %+v", k)
			}
		}
		slices.Sort(ids)
		want := []string{"payment:" + credit, "payment:" + sub}
		slices.Sort(want)
		if len(kept) != 3 || !slices.Equal(ids[:2], want) || kept[2].Kind != "subscription" || kept[2].Status != "canceled" {
			t.Fatalf("kept records %v %+v", ids, kept)
		}
		// The subscription was canceled with the provider (the sandbox plays it).
		var status string
		if err := db.NewSelect().TableExpr("sandbox_subscriptions").Column("status").Where("id = ?", kept[2].ID).Scan(ctx, &status); err != nil || status != "canceled" {
			t.Fatalf("sandbox subscription: %q %v", status, err)
		}
		// Bob is still premium.
		var st billingStatus
		bob.Do("GET", "/api/billing/status", nil).JSON(t, &st)
		if !st.Active {
			t.Fatalf("Bob lost his subscription: %+v", st)
		}
	})
}

// --- the provider -----------------------------------------------------------------------------

// recorder is a reverse proxy in front of stripe-mock that records the requests it passes.
type recorder struct {
	mu    sync.Mutex
	calls []string
}

func (rc *recorder) proxy(t *testing.T, target string) string {
	u, err := url.Parse(target)
	if err != nil {
		t.Fatal(err)
	}
	rp := httputil.NewSingleHostReverseProxy(u)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc.mu.Lock()
		rc.calls = append(rc.calls, r.Method+" "+r.URL.Path)
		rc.mu.Unlock()
		rp.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func (rc *recorder) seen() []string {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return slices.Clone(rc.calls)
}

// giveStripeSubscription records, as fulfilment would have, that the user has an active
// Stripe subscription (stripe-mock cannot run a real checkout).
func giveStripeSubscription(t *testing.T, db *bun.DB, userID, subID string) {
	t.Helper()
	ctx := context.Background()
	now := store.Now()
	if _, err := db.ExecContext(ctx, "INSERT INTO billing_customers (user_id, provider, customer_id, created_at) VALUES (?, 'stripe', ?, ?)",
		userID, "cus_"+userID[:8], now); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO billing_subscriptions (id, user_id, customer_id, plan, status, updated_at) VALUES (?, ?, ?, 'monthly', 'active', ?)",
		subID, userID, "cus_"+userID[:8], now); err != nil {
		t.Fatal(err)
	}
}

func stripeMockURL(t *testing.T) string {
	u := os.Getenv("STRIPE_MOCK_URL")
	if u == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("STRIPE_MOCK_URL is not set")
		}
		t.Skip("set STRIPE_MOCK_URL to a running stripe-mock")
	}
	return u
}

func TestDeletionCancelsTheStripeSubscription(t *testing.T) {
	rec := &recorder{}
	env := stripeEnv()
	env["STRIPE_API_URL"] = rec.proxy(t, stripeMockURL(t))
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		annID := me(t, ann).ID
		giveStripeSubscription(t, e.App.DB, annID, "sub_ann"+annID[:6])
		before := len(rec.seen())
		if r := deleteAccount(ann, map[string]any{"email": "ann@example.com", "password": ownerPassword}); r.StatusCode != http.StatusNoContent {
			t.Fatalf("delete: %d %s", r.StatusCode, r.Body)
		}
		calls := rec.seen()[before:]
		if !slices.Contains(calls, "DELETE /v1/subscriptions/sub_ann"+annID[:6]) {
			t.Fatalf("no cancel call for the subscription: %v", calls)
		}
		var kept string
		if err := e.App.DB.NewSelect().TableExpr("billing_retained_records").Column("status").Where("id = ?", "sub_ann"+annID[:6]).
			Scan(context.Background(), &kept); err != nil || kept != "canceled" {
			t.Fatalf("kept subscription record: %q %v", kept, err)
		}
	})
}

// When the provider cannot cancel the subscription, the account is not deleted: the user
// must not be left paying for an account that is gone.
func TestDeletionStopsWhenTheProviderCannotCancel(t *testing.T) {
	apptest.ForEachDB(t, stripeEnv(), func(t *testing.T, e *apptest.Env) { // STRIPE_API_URL answers nothing
		ann := signedIn(t, e, "ann@example.com")
		annID := me(t, ann).ID
		giveStripeSubscription(t, e.App.DB, annID, "sub_unreachable")
		r := deleteAccount(ann, map[string]any{"email": "ann@example.com", "password": ownerPassword})
		if r.StatusCode != http.StatusServiceUnavailable || r.Problem(t) != billing.MsgCancelFailed {
			t.Fatalf("delete with the provider down: %d %s", r.StatusCode, r.Body)
		}
		if p := me(t, ann); p.ID != annID {
			t.Fatalf("signed in as %s", p.ID)
		}
		var status string
		if err := e.App.DB.NewSelect().TableExpr("billing_subscriptions").Column("status").Where("id = 'sub_unreachable'").
			Scan(context.Background(), &status); err != nil || status != "active" {
			t.Fatalf("subscription: %q %v", status, err)
		}
	})
}

// The anonymised records of a deleted account are erased when their keeping period ends,
// and not before.
func TestRetainedRecordsAreErasedAfterTheirKeepingPeriod(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ctx := context.Background()
		db := e.App.DB
		for _, email := range []string{"ann@example.com", "bob@example.com"} {
			c := signedIn(t, e, email)
			buyCredits(t, c)
			if r := deleteAccount(c, map[string]any{"email": email, "password": ownerPassword}); r.StatusCode != http.StatusNoContent {
				t.Fatalf("delete %s: %d %s", email, r.StatusCode, r.Body)
			}
		}
		var ids []string
		if err := db.NewSelect().TableExpr("billing_retained_records").Column("id").OrderExpr("id").Scan(ctx, &ids); err != nil || len(ids) != 2 {
			t.Fatalf("retained: %v %v", ids, err)
		}
		if n, err := e.App.Billing.DeleteExpiredRecords(ctx); err != nil || n != 0 {
			t.Fatalf("erased %d records still in their keeping period (%v)", n, err)
		}
		if _, err := db.NewUpdate().TableExpr("billing_retained_records").Set("erase_after = ?", store.Now().Add(-time.Second)).
			Where("id = ?", ids[0]).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if n, err := e.App.Billing.DeleteExpiredRecords(ctx); err != nil || n != 1 {
			t.Fatalf("erased %d expired records (%v), want 1", n, err)
		}
		var left []string
		if err := db.NewSelect().TableExpr("billing_retained_records").Column("id").Scan(ctx, &left); err != nil || !slices.Equal(left, ids[1:]) {
			t.Fatalf("left %v %v, want %v", left, err, ids[1:])
		}
	})
}

// A stolen session is no way to guess the password: deletion attempts count against the
// sign-in rate limit.
func TestDeleteAccountAttemptsAreRateLimited(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"AUTH_RATE_LIMIT": "3"}, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com") // one attempt
		for i := range 2 {
			if r := deleteAccount(ann, map[string]any{"email": "ann@example.com", "password": fmt.Sprintf("guess-%d", i)}); r.StatusCode != 422 {
				t.Fatalf("guess %d: %d %s", i, r.StatusCode, r.Body)
			}
		}
		r := deleteAccount(ann, map[string]any{"email": "ann@example.com", "password": ownerPassword})
		if r.StatusCode != http.StatusTooManyRequests || r.Problem(t) != account.MsgRateLimited || r.Header.Get("Retry-After") == "" {
			t.Fatalf("after the limit: %d %s", r.StatusCode, r.Body)
		}
		me(t, ann) // nothing deleted
	})
}
