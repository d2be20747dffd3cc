package library_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/draft/drafttest"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

func isCode(err error, code apperr.Code) bool {
	var e *apperr.Error
	return errors.As(err, &e) && e.Code == code
}

// seedLibrary gives userID n drafts: kinds in turn, some titles with "Acme", some texts with
// "kubernetes", "Łódź" or "100%". It returns the seeds and their ids, in creation order.
func seedLibrary(t *testing.T, db *bun.DB, userID string, n int) ([]library.SeedDraft, []string) {
	t.Helper()
	seeds := make([]library.SeedDraft, n)
	for i := range seeds {
		title := fmt.Sprintf("Draft %05d", i)
		if i%7 == 0 {
			title += " for Acme"
		}
		text := fmt.Sprintf("The body of draft number %d.", i)
		if i%13 == 0 {
			text += " Ran Kubernetes clusters."
		}
		if i%50 == 0 {
			text += " Based in Łódź."
		}
		if i%1000 == 0 {
			text += " Grew revenue 100%."
		}
		seeds[i] = library.SeedDraft{Kind: draft.Kinds[i%4], Title: title, Text: text}
	}
	ids, err := library.SeedDrafts(context.Background(), db, userID, seeds)
	if err != nil {
		t.Fatal(err)
	}
	return seeds, ids
}

// pageAll follows next_cursor to the end and returns the ids seen, failing on a page larger
// than the limit.
func pageAll(t *testing.T, svc *library.Library, userID string, o library.ListOptions) []string {
	t.Helper()
	var seen []string
	for pages := 0; ; pages++ {
		p, err := svc.List(context.Background(), userID, o)
		if err != nil {
			t.Fatalf("%+v: %v", o, err)
		}
		if len(p.Drafts) > o.Limit || (p.NextCursor != "" && len(p.Drafts) != o.Limit) {
			t.Fatalf("%+v: page of %d with next %q", o, len(p.Drafts), p.NextCursor)
		}
		for _, d := range p.Drafts {
			seen = append(seen, d.ID)
		}
		if p.NextCursor == "" {
			return seen
		}
		if pages > 20000 {
			t.Fatal("paging does not end")
		}
		o.Cursor = p.NextCursor
	}
}

// At 10,000 drafts every filter, search and page size lists exactly the matching drafts,
// newest first, each once, none of another user's and none in the bin.
func TestLibraryPagesTenThousandDraftsExactly(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		fx := drafttest.NewFixture(db, 10, nil, nil)
		ann, bob := storetest.NewUser(t, db), storetest.NewUser(t, db)
		_, ids := seedLibrary(t, db, ann, 10000)
		seedLibrary(t, db, bob, 300) // same titles and texts: must never show in ann's lists

		binned := map[string]bool{}
		for i := 1; i < len(ids); i += 997 {
			if err := fx.Lib.Delete(ctx, ann, ids[i]); err != nil {
				t.Fatal(err)
			}
			binned[ids[i]] = true
		}

		cases := []struct {
			name  string
			o     library.ListOptions
			match func(i int) bool
		}{
			{"all", library.ListOptions{Limit: 100}, func(int) bool { return true }},
			{"cold emails", library.ListOptions{Limit: 37, Kind: draft.KindColdEmail}, func(i int) bool { return i%4 == 2 }},
			{"title word, any case", library.ListOptions{Limit: 50, Query: "ACME"}, func(i int) bool { return i%7 == 0 }},
			{"kind and two words", library.ListOptions{Limit: 7, Kind: draft.KindResume, Query: "kubernetes  acme"},
				func(i int) bool { return i%4 == 0 && i%7 == 0 && i%13 == 0 }},
			{"non-ASCII letters fold", library.ListOptions{Limit: 30, Query: "ŁÓDŹ"}, func(i int) bool { return i%50 == 0 }},
			{"percent is literal", library.ListOptions{Limit: 3, Query: "100%"}, func(i int) bool { return i%1000 == 0 }},
			{"underscore is literal", library.ListOptions{Limit: 3, Query: "1_0"}, func(int) bool { return false }},
			{"no match", library.ListOptions{Limit: 20, Query: "zeppelin"}, func(int) bool { return false }},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				var want []string
				for i := len(ids) - 1; i >= 0; i-- {
					if c.match(i) && !binned[ids[i]] {
						want = append(want, ids[i])
					}
				}
				got := pageAll(t, fx.Lib, ann, c.o)
				if !slices.Equal(got, want) {
					t.Fatalf("listed %d drafts, want %d (first got %v, want %v)", len(got), len(want), head(got), head(want))
				}
			})
		}

		got := pageAll(t, fx.Lib, ann, library.ListOptions{Limit: 2, Bin: true})
		if len(got) != len(binned) {
			t.Fatalf("bin lists %d, deleted %d", len(got), len(binned))
		}
		for _, id := range got {
			if !binned[id] {
				t.Fatalf("bin lists %s, which was not deleted", id)
			}
		}
		if _, err := fx.Lib.List(ctx, ann, library.ListOptions{Cursor: "not-a-cursor"}); !isCode(err, apperr.Invalid) {
			t.Fatalf("bad cursor: %v", err)
		}
	})
}

func head(ids []string) []string { return ids[:min(3, len(ids))] }

// Another user's draft is not found by any library action, and stays as it was.
func TestLibraryActionsRefuseAnotherUsersDraft(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		fx := drafttest.NewFixture(db, 10, nil, nil)
		ann, bob := quota.Caller{UserID: storetest.NewUser(t, db)}, quota.Caller{UserID: storetest.NewUser(t, db)}
		d, err := fx.Svc.Generate(ctx, ann, drafttest.FullResume(), nil)
		if err != nil {
			t.Fatal(err)
		}
		actions := map[string]func() error{
			"get":             func() error { _, err := fx.Lib.Get(ctx, bob.UserID, d.ID); return err },
			"rename":          func() error { _, err := fx.Lib.Rename(ctx, bob.UserID, d.ID, "Mine now"); return err },
			"delete":          func() error { return fx.Lib.Delete(ctx, bob.UserID, d.ID) },
			"restore":         func() error { _, err := fx.Lib.Restore(ctx, bob.UserID, d.ID); return err },
			"duplicate":       func() error { _, err := fx.Lib.Duplicate(ctx, bob.UserID, d.ID); return err },
			"versions":        func() error { _, err := fx.Lib.Versions(ctx, bob.UserID, d.ID); return err },
			"restore version": func() error { _, err := fx.Lib.RestoreVersion(ctx, bob.UserID, d.ID, 1); return err },
			"regenerate":      func() error { _, err := fx.Svc.StartVersion(ctx, bob, drafttest.FullResume(), d.ID); return err },
		}
		for name, act := range actions {
			if err := act(); !isCode(err, apperr.NotFound) {
				t.Errorf("bob %s: %v, want not found", name, err)
			}
		}
		if fx.Used(t, bob) != 0 {
			t.Fatal("a refused regeneration was charged")
		}
		got, err := fx.Lib.Get(ctx, ann.UserID, d.ID)
		if err != nil || got.Title != d.Title || got.Version != 1 || got.Text != d.Text {
			t.Fatalf("ann's draft changed: %+v %v", got, err)
		}
		if p, _ := fx.Lib.List(ctx, bob.UserID, library.ListOptions{}); len(p.Drafts) != 0 {
			t.Fatalf("bob lists %d drafts", len(p.Drafts))
		}
	})
}

func TestRenameKeepsTheTitleThroughNewVersionsAndRefusesBadTitles(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		fx := drafttest.NewFixture(db, 10, nil, nil)
		ann := quota.Caller{UserID: storetest.NewUser(t, db)}
		d, err := fx.Svc.Generate(ctx, ann, drafttest.FullLetter(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(d.Title, "Globex") {
			t.Fatalf("a letter's title names the company: %q", d.Title)
		}
		for _, bad := range []struct{ title, msg string }{
			{"", library.MsgTitleEmpty}, {"   ", library.MsgTitleEmpty},
			{strings.Repeat("é", 121), library.MsgTitleTooLong},
			{"Two\nlines", library.MsgTitleControl}, {"Nul\x00", library.MsgTitleControl},
		} {
			_, err := fx.Lib.Rename(ctx, ann.UserID, d.ID, bad.title)
			var e *apperr.Error
			if !errors.As(err, &e) || e.Code != apperr.Invalid || e.Message != bad.msg || e.Field != "body.title" {
				t.Errorf("rename to %q: %v", bad.title, err)
			}
		}
		if got, _ := fx.Lib.Get(ctx, ann.UserID, d.ID); got.Title != d.Title {
			t.Fatalf("a refused rename changed the title to %q", got.Title)
		}

		r, err := fx.Lib.Rename(ctx, ann.UserID, d.ID, "  Globex — final  ")
		if err != nil || r.Title != "Globex — final" || !r.TitleEdited {
			t.Fatalf("rename: %+v %v", r, err)
		}
		if _, err := fx.Lib.Rename(ctx, ann.UserID, d.ID, strings.Repeat("é", 120)); err != nil {
			t.Fatalf("120 characters: %v", err)
		}
		if _, err := fx.Lib.Rename(ctx, ann.UserID, d.ID, "Globex — final"); err != nil {
			t.Fatal(err)
		}
		p, err := fx.Lib.List(ctx, ann.UserID, library.ListOptions{Query: "final"})
		if err != nil || len(p.Drafts) != 1 {
			t.Fatalf("search by the new title: %v %v", p, err)
		}
		j, err := fx.Svc.StartVersion(ctx, ann, drafttest.FullLetter(), d.ID)
		if err != nil {
			t.Fatal(err)
		}
		v2, err := j.Run(ctx, nil)
		if err != nil || v2.ID != d.ID || v2.Version != 2 || v2.Title != "Globex — final" {
			t.Fatalf("a new version of a renamed draft: %+v %v", v2, err)
		}
	})
}

// Regenerating from an opened draft adds a version (charged like any draft) and keeps the
// earlier one; restoring an earlier version adds another, so nothing is ever lost.
func TestVersionsKeepEveryDraftAndRestoreOne(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		fx := drafttest.NewFixture(db, 10, nil, nil)
		ann := quota.Caller{UserID: storetest.NewUser(t, db)}
		first, err := fx.Svc.Generate(ctx, ann, drafttest.FullEmail(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if first.Version != 1 || first.Title != first.Subject {
			t.Fatalf("new draft: version %d, title %q, subject %q", first.Version, first.Title, first.Subject)
		}
		changed := drafttest.FullEmail()
		changed.Offer = "A shorter subject\nBenchmarks"
		j, err := fx.Svc.StartVersion(ctx, ann, changed, first.ID)
		if err != nil {
			t.Fatal(err)
		}
		second, err := j.Run(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if second.ID != first.ID || second.Version != 2 || second.Title != "A shorter subject" || fx.Used(t, ann) != 2 {
			t.Fatalf("regenerated: %+v, used %d", second, fx.Used(t, ann))
		}
		if _, err := fx.Svc.StartVersion(ctx, ann, drafttest.FullResume(), first.ID); !isCode(err, apperr.Invalid) {
			t.Fatalf("a resume into an email draft: %v", err)
		}
		if _, err := fx.Svc.StartVersion(ctx, ann, drafttest.FullEmail(), "0190a0a0-0000-7000-8000-000000000000"); !isCode(err, apperr.NotFound) {
			t.Fatalf("into a missing draft: %v", err)
		}

		vs, err := fx.Lib.Versions(ctx, ann.UserID, first.ID)
		if err != nil || len(vs) != 2 || vs[0].Number != 2 || vs[1].Number != 1 || vs[1].Text != first.Text || vs[0].Text != second.Text {
			t.Fatalf("versions: %+v %v", vs, err)
		}
		if _, err := fx.Lib.RestoreVersion(ctx, ann.UserID, first.ID, 9); !isCode(err, apperr.NotFound) {
			t.Fatalf("restore a missing version: %v", err)
		}
		restored, err := fx.Lib.RestoreVersion(ctx, ann.UserID, first.ID, 1)
		if err != nil || restored.Version != 3 || restored.Text != first.Text || restored.Title != first.Title {
			t.Fatalf("restore version 1: %+v %v", restored, err)
		}
		if fx.Used(t, ann) != 2 {
			t.Fatal("restoring a version was charged")
		}
		if vs, _ = fx.Lib.Versions(ctx, ann.UserID, first.ID); len(vs) != 3 || vs[1].Text != second.Text {
			t.Fatalf("after restore: %d versions", len(vs))
		}
		if same, err := fx.Lib.RestoreVersion(ctx, ann.UserID, first.ID, 3); err != nil || same.Version != 3 {
			t.Fatalf("restoring the current version: %+v %v", same, err)
		}
		if p, _ := fx.Lib.List(ctx, ann.UserID, library.ListOptions{}); len(p.Drafts) != 1 {
			t.Fatalf("versions are not separate drafts: %d listed", len(p.Drafts))
		}
	})
}

func TestDeleteRestoreAndTheBinsThirtyDays(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		fx := drafttest.NewFixture(db, 10, nil, nil)
		ann := quota.Caller{UserID: storetest.NewUser(t, db)}
		keep, _ := fx.Svc.Generate(ctx, ann, drafttest.DeckForm(), nil)
		gone, _ := fx.Svc.Generate(ctx, ann, drafttest.FullResume(), nil)

		if err := fx.Lib.Delete(ctx, ann.UserID, gone.ID); err != nil {
			t.Fatal(err)
		}
		if err := fx.Lib.Delete(ctx, ann.UserID, gone.ID); !isCode(err, apperr.NotFound) {
			t.Fatalf("delete twice: %v", err)
		}
		if _, err := fx.Lib.Get(ctx, ann.UserID, gone.ID); !isCode(err, apperr.NotFound) {
			t.Fatalf("get a binned draft: %v", err)
		}
		if p, _ := fx.Lib.List(ctx, ann.UserID, library.ListOptions{}); len(p.Drafts) != 1 || p.Drafts[0].ID != keep.ID {
			t.Fatalf("list after delete: %+v", p.Drafts)
		}
		bin, _ := fx.Lib.List(ctx, ann.UserID, library.ListOptions{Bin: true})
		if len(bin.Drafts) != 1 || bin.Drafts[0].ID != gone.ID || bin.Drafts[0].DeletedAt == nil {
			t.Fatalf("bin: %+v", bin.Drafts)
		}
		back, err := fx.Lib.Restore(ctx, ann.UserID, gone.ID)
		if err != nil || back.ID != gone.ID || back.DeletedAt != nil {
			t.Fatalf("restore: %+v %v", back, err)
		}
		if again, err := fx.Lib.Restore(ctx, ann.UserID, gone.ID); err != nil || again.ID != gone.ID {
			t.Fatalf("a second undo: %+v %v", again, err)
		}

		dup, err := fx.Lib.Duplicate(ctx, ann.UserID, keep.ID)
		if err != nil || dup.ID == keep.ID || dup.Title != keep.Title+" (copy)" || dup.Text != keep.Text || dup.Version != 1 || dup.Deck == nil {
			t.Fatalf("duplicate: %+v %v", dup, err)
		}
		if p, _ := fx.Lib.List(ctx, ann.UserID, library.ListOptions{}); len(p.Drafts) != 3 || p.Drafts[0].ID != dup.ID {
			t.Fatalf("the copy is the newest: %+v", p.Drafts)
		}

		// 29 days in the bin: still restorable; past 30 days: gone for good, versions too.
		for _, id := range []string{gone.ID, dup.ID} {
			if err := fx.Lib.Delete(ctx, ann.UserID, id); err != nil {
				t.Fatal(err)
			}
		}
		if err := library.AgeDeletion(ctx, db, gone.ID, 29*24*time.Hour); err != nil {
			t.Fatal(err)
		}
		if err := library.AgeDeletion(ctx, db, dup.ID, 31*24*time.Hour); err != nil {
			t.Fatal(err)
		}
		if bin, _ := fx.Lib.List(ctx, ann.UserID, library.ListOptions{Bin: true}); len(bin.Drafts) != 1 || bin.Drafts[0].ID != gone.ID {
			t.Fatalf("bin after 31 days: %+v", bin.Drafts)
		}
		if _, err := fx.Lib.Restore(ctx, ann.UserID, dup.ID); !isCode(err, apperr.NotFound) {
			t.Fatalf("restore after 31 days: %v", err)
		}
		if n, err := fx.Lib.PurgeBin(ctx); err != nil || n != 1 {
			t.Fatalf("purge: %d %v", n, err)
		}
		if n, _ := db.NewSelect().Table("draft_versions").Where("draft_id = ?", dup.ID).Count(ctx); n != 0 {
			t.Fatalf("%d versions of a purged draft remain", n)
		}
		if _, err := fx.Lib.Restore(ctx, ann.UserID, gone.ID); err != nil {
			t.Fatalf("restore after 29 days: %v", err)
		}
	})
}

// The export gets every draft, binned ones too, newest first, each with its earlier versions;
// and erasing the user leaves none of their drafts or versions.
func TestExportDraftsAndErasingTheUser(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		fx := drafttest.NewFixture(db, 10, nil, nil)
		ann, bob := quota.Caller{UserID: storetest.NewUser(t, db)}, quota.Caller{UserID: storetest.NewUser(t, db)}
		a, _ := fx.Svc.Generate(ctx, ann, drafttest.FullResume(), nil)
		j, _ := fx.Svc.StartVersion(ctx, ann, drafttest.FullResume(), a.ID)
		if _, err := j.Run(ctx, nil); err != nil {
			t.Fatal(err)
		}
		b, _ := fx.Svc.Generate(ctx, ann, drafttest.FullEmail(), nil)
		if err := fx.Lib.Delete(ctx, ann.UserID, b.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := fx.Svc.Generate(ctx, bob, drafttest.DeckForm(), nil); err != nil {
			t.Fatal(err)
		}
		all, err := fx.Lib.ExportDrafts(ctx, ann.UserID)
		if err != nil || len(all) != 2 {
			t.Fatalf("export: %d drafts, %v", len(all), err)
		}
		if all[0].ID != b.ID || all[0].DeletedAt == nil || all[0].Subject == "" || len(all[0].Versions) != 0 {
			t.Fatalf("binned draft, the newest: %+v", all[0])
		}
		resume := all[1]
		if resume.ID != a.ID || resume.DeletedAt != nil || len(resume.Versions) != 1 || resume.Versions[0].Number != 1 ||
			string(resume.Sections) == "null" || string(resume.Versions[0].Sections) == "null" || resume.Versions[0].Text == "" {
			t.Fatalf("resume with one earlier version: %+v", resume)
		}

		if _, err := db.NewDelete().Table("users").Where("id = ?", ann.UserID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		for _, table := range []string{"drafts", "draft_versions"} {
			if n, err := db.NewSelect().Table(table).Where("user_id = ?", ann.UserID).Count(ctx); err != nil || n != 0 {
				t.Fatalf("%s: %d rows of an erased user (%v)", table, n, err)
			}
		}
		if rest, _ := fx.Lib.ExportDrafts(ctx, bob.UserID); len(rest) != 1 {
			t.Fatal("erasing ann touched bob's drafts")
		}
	})
}

// Each draft carries the job it aims at ("role @ company"): from the form's target, else the
// posting, else a letter's own job title and company; a new version and a restore bring
// their own, and the list shows the current one.
func TestDraftsCarryTheirTargetJob(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		fx := drafttest.NewFixture(db, 10, nil, nil)
		ann := quota.Caller{UserID: storetest.NewUser(t, db)}
		resume := drafttest.FullResume()
		resume.TargetRole, resume.TargetCompany = "Platform Engineer", "Northwind"
		first, err := fx.Svc.Generate(ctx, ann, resume, nil)
		if err != nil || first.TargetJob != "Platform Engineer @ Northwind" {
			t.Fatalf("typed target: %q %v", first.TargetJob, err)
		}
		// A version aimed elsewhere: only the company typed, the role from the posting.
		again := drafttest.FullResume()
		again.TargetCompany = "Umbrella Health"
		again.JobDescription = "Site Reliability Engineer\n\nWe are hiring a Site Reliability Engineer to run our Go and Kubernetes platform.\n\nRequirements\n- 5 years of Go\n- Kubernetes"
		j, err := fx.Svc.StartVersion(ctx, ann, again, first.ID)
		if err != nil {
			t.Fatal(err)
		}
		second, err := j.Run(ctx, nil)
		if err != nil || second.TargetJob != "Site Reliability Engineer @ Umbrella Health" {
			t.Fatalf("posting's role, typed company: %q %v", second.TargetJob, err)
		}
		p, err := fx.Lib.List(ctx, ann.UserID, library.ListOptions{})
		if err != nil || len(p.Drafts) != 1 || p.Drafts[0].TargetJob != second.TargetJob || p.Drafts[0].Version != 2 {
			t.Fatalf("list: %+v %v", p.Drafts, err)
		}
		restored, err := fx.Lib.RestoreVersion(ctx, ann.UserID, first.ID, 1)
		if err != nil || restored.TargetJob != "Platform Engineer @ Northwind" {
			t.Fatalf("a restored version brings its target back: %q %v", restored.TargetJob, err)
		}
		copied, err := fx.Lib.Duplicate(ctx, ann.UserID, first.ID)
		if err != nil || copied.TargetJob != restored.TargetJob {
			t.Fatalf("a copy keeps the target: %q %v", copied.TargetJob, err)
		}

		letter, err := fx.Svc.Generate(ctx, ann, drafttest.FullLetter(), nil)
		if err != nil || letter.TargetJob != "Staff Engineer @ Globex" {
			t.Fatalf("a letter's own job and company: %q %v", letter.TargetJob, err)
		}
		email, err := fx.Svc.Generate(ctx, ann, drafttest.FullEmail(), nil)
		if err != nil || email.TargetJob != "" {
			t.Fatalf("no target: %q %v", email.TargetJob, err)
		}
	})
}
