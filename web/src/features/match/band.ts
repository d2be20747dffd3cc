/** The match score's bands: 80 and above is a strong match (the target résumé tools set), 50 and above partial. */
export function matchBand(score: number): "strong" | "partial" | "weak" {
  if (score >= 80) return "strong";
  if (score >= 50) return "partial";
  return "weak";
}

export const BAND = {
  strong: { label: "Strong match", bar: "bg-success", box: "border-success/50 bg-success-soft" },
  partial: { label: "Partial match — aim for 80 or more", bar: "bg-warning", box: "border-warning/60 bg-raised" },
  weak: { label: "Weak match — aim for 80 or more", bar: "bg-danger", box: "border-danger/50 bg-danger-soft" },
} as const;

export const MATCH_MESSAGES = {
  intro: "Paste a job posting to see how well you match it, and to aim your draft at it.",
  empty: "Paste a job posting above to see your match.",
  noRequirements: "No skills or requirements found in this posting yet. Paste the whole posting, including its requirements.",
  allMatched: "You show everything this posting asks for.",
  loading: "Loading the matcher…",
  failed: "The matcher could not be loaded. Check your connection and try again.",
  foundTarget: "Left empty, the draft uses the role and company the posting names (shown in grey).",
  coverLetterTarget: "The letter names the role and company from your Job title and Company name, or those the posting names.",
} as const;
