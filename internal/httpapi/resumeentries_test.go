package httpapi_test

import (
	"net/http"
	"reflect"
	"testing"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

func TestResumeEntriesReadsASectionIntoCardsForAGuest(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		r := c.Do("POST", "/api/resume/entries", map[string]any{"section": "experience",
			"text": "Engineer at Acme (2019 – 2021)\n- Built a thing\n\nDesigner at Globex (2021 – Present)\n- Drew a thing"})
		if r.StatusCode != http.StatusOK {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		var got struct {
			Starts     []int `json:"starts"`
			Experience []struct {
				Role, Company string
				EndDate       string `json:"end_date"`
			} `json:"experience"`
		}
		r.JSON(t, &got)
		if !reflect.DeepEqual(got.Starts, []int{0, 3}) || len(got.Experience) != 2 || got.Experience[1].Role != "Designer" || got.Experience[1].Company != "Globex" || got.Experience[1].EndDate != "Present" {
			t.Errorf("got %+v", got)
		}
		if r := c.Do("POST", "/api/resume/entries", map[string]any{"section": "skills", "text": "Go"}); r.StatusCode != http.StatusUnprocessableEntity {
			t.Errorf("a field without cards: %d", r.StatusCode)
		}
	})
}
