package httpapi_test

import (
	"net/http"
	"testing"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

type catalogue struct {
	Templates []struct {
		ID, Name, Type, Content, Variant string
		IsPremium                        bool `json:"is_premium"`
	} `json:"templates"`
}

func TestGuestsBrowseTheCatalogue(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		var all catalogue
		if r := c.Do("GET", "/api/templates", nil); r.StatusCode != 200 {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		} else {
			r.JSON(t, &all)
		}
		if len(all.Templates) != 5 || all.Templates[0].Name != "Classic Resume" || all.Templates[0].Variant != "classic" ||
			all.Templates[1].Name != "Modern Resume" || !all.Templates[1].IsPremium || all.Templates[1].Variant != "modern" {
			t.Fatalf("%+v", all)
		}
		var decks catalogue
		c.Do("GET", "/api/templates?type=pitch_deck", nil).JSON(t, &decks)
		if len(decks.Templates) != 1 || decks.Templates[0].Name != "Seed Pitch Deck Outline" || !decks.Templates[0].IsPremium || decks.Templates[0].Type != "pitch_deck" {
			t.Fatalf("%+v", decks)
		}
		if r := c.Do("GET", "/api/templates?type=poem", nil); r.StatusCode != http.StatusUnprocessableEntity {
			t.Fatalf("unknown type: %d %s", r.StatusCode, r.Body)
		}
	})
}
