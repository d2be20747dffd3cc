/**
 * Cold email quality score, 0–100 (spec section 5):
 *   length  40 points: full at 40–190 words of body; below 40, one point per word; above 190,
 *           one point less per 4 words started (191 → 39, 350 and more → 0)
 *   subject 30 points: 10 for having one, 10 for a digit, 10 for an action verb (a whole word)
 *   opener  20 points: a first line opening with 'Hi' or 'Hello' 20, any other greeting line 8
 *           (see isGreeting), no greeting 0
 *   clean   10 points, minus 10 per spam word found in subject or body, each word once (the
 *           total never drops below 0)
 * Colour: green at 75 or more, yellow at 55 or more, red below.
 * The cases, rule by rule and boundary by boundary, are score.vectors.json.
 */
export const SPAM_WORDS = ["free", "guarantee", "limited time", "win", "act now", "lowest price", "cheap", "click here"] as const;
export const ACTION_VERBS = [
  "boost", "cut", "save", "grow", "increase", "reduce", "improve", "get", "book", "scale", "launch", "speed", "ship",
  "double", "triple", "win back", "unlock", "streamline", "automate", "help", "build", "drive", "lift", "raise", "fix", "make",
] as const;

export interface EmailParts {
  subject: string;
  body: string;
}

export interface ScoreBreakdown {
  score: number;
  words: number;
  length: number;
  subject: number;
  opener: number;
  spam: string[];
}

export type ScoreColour = "green" | "yellow" | "red";

/** Words: letters and digits, with apostrophes, hyphens and combining marks inside (Zoë typed as e + ◌̈ is one word). */
export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? []).length;
}

function hasWord(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, "iu").test(text);
}

export function lengthPoints(words: number): number {
  if (words >= 40 && words <= 190) return 40;
  if (words < 40) return words;
  // Floor, not round: 191 and 192 words must not keep the full 40 (the peak ends at 190).
  return Math.max(0, Math.floor(40 - (words - 190) / 4));
}

const HI_OPENER = /^(?:hi|hello)(?![\p{L}\p{M}\p{N}])/iu;
const GREETING_WORD = /^(?:dear|hey|heya|hiya|howdy|greetings|good\s+(?:morning|afternoon|evening|day))(?![\p{L}\p{M}\p{N}])/iu;

/**
 * A greeting line other than Hi/Hello: it opens with a greeting word ('Dear Ana,', 'Hey —',
 * 'Good morning Zoë') or is a short salutation ending in a comma ('Zoë,', 'Cześć Łukasz,').
 * A first line that is already the message ('I saw your talk…') is no greeting.
 */
export function isGreeting(line: string): boolean {
  return GREETING_WORD.test(line) || (line.endsWith(",") && wordCount(line) <= 4);
}

export function scoreEmail({ subject, body }: EmailParts): ScoreBreakdown {
  const words = wordCount(body);
  const length = lengthPoints(words);
  const subj = subject.trim();
  let subjectPts = 0;
  if (subj) {
    subjectPts += 10;
    if (/\d/.test(subj)) subjectPts += 10;
    if (ACTION_VERBS.some((v) => hasWord(subj, v))) subjectPts += 10;
  }
  const firstLine = body.trim().split(/\n/)[0]?.trim() ?? "";
  const opener = HI_OPENER.test(firstLine) ? 20 : isGreeting(firstLine) ? 8 : 0;
  const all = `${subject}\n${body}`;
  const spam = SPAM_WORDS.filter((w) => hasWord(all, w));
  const total = length + subjectPts + opener + 10 - 10 * spam.length;
  return { score: Math.max(0, Math.min(100, total)), words, length, subject: subjectPts, opener, spam };
}

export function scoreColour(score: number): ScoreColour {
  if (score >= 75) return "green";
  if (score >= 55) return "yellow";
  return "red";
}

/** Splits a drafted email into subject and body ('Subject: …' first line when present). */
export function splitEmail(text: string, fallbackSubject = ""): EmailParts {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const first = lines[0] ?? "";
  const m = /^\s*subject\s*:\s*(.*)$/i.exec(first);
  if (m) return { subject: m[1] ?? "", body: lines.slice(1).join("\n").trim() };
  return { subject: fallbackSubject, body: text.trim() };
}
