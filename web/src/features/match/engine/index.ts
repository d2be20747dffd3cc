/** The match engine (ADR 0022, 0023): loaded on demand, with the vocabulary it reads. */
export { Matcher, plain, type Item, type MatchResult, type Posting, type Requirement, type RequirementRef } from "./match";
export type { VocabularyFile } from "./vocabulary";
