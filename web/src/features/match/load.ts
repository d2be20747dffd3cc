/**
 * Loads the match engine and its vocabulary on first use (the Target job panel opened, or a
 * draft with a posting reopened), so the generator pages' first load does not carry them.
 */
import type { Matcher, VocabularyFile } from "./engine";

let loading: Promise<Matcher> | null = null;

export function loadMatcher(): Promise<Matcher> {
  loading ??= Promise.all([import("./engine"), import("@match-spec/vocabulary.json")])
    .then(([engine, vocabulary]) => new engine.Matcher(vocabulary.default as unknown as VocabularyFile))
    .catch((error: unknown) => {
      loading = null; // a failed chunk load may succeed on the next try
      throw error;
    });
  return loading;
}
