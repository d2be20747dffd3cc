/**
 * Cold email quality score, 0–100 (spec section 5):
 *   length  40 points: full at 40–190 words of body, less the further outside
 *   subject 30 points: 10 for having one, 10 for a digit, 10 for an action verb
 *   opener  20 points: 'Hi' or 'Hello' 20, any other greeting line 8
 *   clean   10 points, minus 10 per spam word found (the total never drops below 0)
 * Colour: green at 75 or more, yellow at 55 or more, red below.
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

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

function hasWord(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text);
}

export function lengthPoints(words: number): number {
  if (words >= 40 && words <= 190) return 40;
  if (words < 40) return Math.round((40 * words) / 40);
  return Math.max(0, Math.round(40 - (words - 190) / 4));
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
  const opener = /^(hi|hello)\b/i.test(firstLine) ? 20 : firstLine ? 8 : 0;
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
