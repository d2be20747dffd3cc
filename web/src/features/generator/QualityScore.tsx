import { emailSubjectFromForm, emailTextFromForm } from "@/features/documents/build";
import { cn } from "@/lib/cn";
import { emailCta, type Values } from "./kinds";
import { scoreColour, scoreEmail, splitEmail } from "./score";

const COLOURS = {
  green: "border-success/50 bg-success-soft text-fg",
  yellow: "border-warning/60 bg-raised text-fg",
  red: "border-danger/50 bg-danger-soft text-fg",
} as const;
const DOTS = { green: "bg-success", yellow: "bg-warning", red: "bg-danger" } as const;
const WORDS = { green: "Strong", yellow: "Fair", red: "Needs work" } as const;

/** The cold email quality score (spec section 5), from the draft when there is one, else from the form. */
export function QualityScore({ text, values }: { text: string; values: Values }) {
  const source = text.trim() ? text : emailTextFromForm(values, emailCta(values));
  const parts = splitEmail(source, emailSubjectFromForm(values));
  const { score, words, spam } = scoreEmail(parts);
  const colour = scoreColour(score);
  return (
    <div className={cn("flex items-center gap-3 rounded-lg border px-4 py-2 text-sm", COLOURS[colour])} data-score-colour={colour}>
      <span aria-hidden="true" className={cn("size-3 rounded-full", DOTS[colour])} />
      <span>
        <span className="font-semibold">Quality score: {score}/100</span> · {WORDS[colour]} · {words} words
        {spam.length ? ` · avoid: ${spam.join(", ")}` : ""}
      </span>
    </div>
  );
}
