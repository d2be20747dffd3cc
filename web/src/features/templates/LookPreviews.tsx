import { useMemo } from "react";
import { useNavigate } from "react-router";
import { Badge } from "@/components/Badge";
import { Button } from "@/components/Button";
import { canUsePremiumTemplates } from "@/features/auth/greeting";
import { useSession } from "@/features/auth/session";
import { resumeFromForm, resumeFromPreview, type ResumeFormValues } from "@/features/documents/build";
import { DomDocument } from "@/features/documents/DomDocument";
import { TEMPLATE_IDS, TEMPLATE_LABELS, type Block, type DocModel, type TemplateId } from "@/features/documents/model";
import { resumeConfig, type Values } from "@/features/generator/kinds";
import { GUEST, peekForm, saveForm } from "@/features/generator/savedForm";
import { useResumePreview } from "@/features/generator/useResumePreview";
import { toast } from "@/lib/toast";
import { appliedTemplateToast, isLocked, PREMIUM_TEMPLATE_ALERT } from "./handoff";

/** Shown in the looks until the user has a resume of their own in this browser. Invented. */
export const SAMPLE_RESUME: Values = {
  name: "Ines Marwick",
  job_title: "Operations Lead",
  email: "ines@example.org",
  location: "Porto",
  summary: "Operations lead who turns busy warehouses into calm ones.",
  skills: "Planning, Lean, SQL, Team leadership",
  experience: "Operations Lead at Brightfold Logistics, Porto (2021 – Present)\n- Cut late shipments from 9% to 2% in a year\n- Led a team of 24 across two sites\n\nShift Supervisor at Harbour Freight Co (2017 – 2021)\n- Rebuilt the picking routes; 18% fewer miles walked",
  education: "BSc Industrial Engineering, University of Minho, 2017",
};

export const LOOKS_MESSAGES = {
  heading: "Every look, on your resume",
  yours: "Your resume as it stands on the Resume page, in each look.",
  sample: "A sample resume: write or import yours on the Resume page and it shows here in each look.",
} as const;

/** About the lines a Letter page holds at the default size: a thumbnail draws no more than its first page. */
const PAGE_LINES = 52;
const linesOf = (b: Block): number =>
  b.type === "header" ? 5 : b.type === "heading" ? 2 : b.type === "paragraph" ? 1 + Math.ceil(b.runs.reduce((n, r) => n + r.text.length, 0) / 95) : b.type === "bullets" ? b.items.length : b.type === "entry" ? 2 + (b.bullets?.length ?? 0) : 2;

/** The blocks of the first page: the picture is never taller than its frame (no text under the card's own). */
function firstPage(doc: DocModel): DocModel {
  const blocks: Block[] = [];
  let lines = 0;
  for (const b of doc.blocks) {
    lines += linesOf(b);
    if (lines > PAGE_LINES && blocks.length) break;
    blocks.push(b);
  }
  return { ...doc, blocks };
}

/** A picture holds no links: nothing in it can be focused or followed. */
function withoutLinks(doc: DocModel): DocModel {
  return JSON.parse(JSON.stringify(doc, (key, value: unknown) => (key === "href" ? undefined : value))) as DocModel;
}

/**
 * The four looks drawn on the user's own resume in progress (issue 27), premium ones too, so
 * a free user sees what they would get. The spec's rules for using them stand: a premium
 * look stays Locked until the user upgrades, and choosing it alerts and opens /account.
 */
export function LookPreviews() {
  const navigate = useNavigate();
  const { status, profile } = useSession();
  const userId = status === "signedIn" ? (profile?.id ?? null) : null;
  const canUsePremium = canUsePremiumTemplates(profile);
  const saved = useMemo(() => (status === "loading" ? null : ((userId ? peekForm("resume", userId) : null) ?? peekForm("resume", GUEST))), [status, userId]);
  const own = saved && Object.entries(saved.values).some(([k, v]) => v.trim() && !resumeConfig.fields.find((f) => f.name === k)?.target) ? saved.values : null;
  // Until the session is known, whose resume to draw is not: blank sheets, not a sample that flashes.
  const values = status === "loading" ? null : (own ?? SAMPLE_RESUME);
  // The resume as the one parser reads it (as the Resume page's preview draws it); the form as typed meanwhile.
  const read = useResumePreview(useMemo(() => (values ? resumeConfig.toRequest(values, "default") : null), [values]));

  const use = (look: TemplateId) => {
    if (isLocked({ is_premium: look !== "default" }, canUsePremium)) {
      window.alert(PREMIUM_TEMPLATE_ALERT);
      void navigate("/account");
      return;
    }
    // The look goes on the Resume page's form in progress, which that page restores.
    saveForm("resume", userId, { values: saved?.values ?? {}, template: look, ...(saved?.layout ? { layout: saved.layout } : {}), ...(saved?.draftId ? { draftId: saved.draftId } : {}) }, resumeConfig.initial);
    toast.success(appliedTemplateToast(TEMPLATE_LABELS[look]));
    void navigate("/");
  };

  return (
    <section aria-labelledby="looks-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="looks-heading" className="text-lg font-semibold text-fg">
          {LOOKS_MESSAGES.heading}
        </h2>
        <p className="min-h-5 text-sm text-muted">{values ? (own ? LOOKS_MESSAGES.yours : LOOKS_MESSAGES.sample) : null}</p>
      </div>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {TEMPLATE_IDS.map((look) => {
          const premium = look !== "default";
          const locked = isLocked({ is_premium: premium }, canUsePremium);
          const doc = !values ? null : withoutLinks(firstPage(read ? resumeFromPreview(read, look) : resumeFromForm(values as ResumeFormValues, look)));
          return (
            <li key={look} data-testid={`look-${look}`} className="surface-card flex flex-col gap-3 p-3">
              {/* The whole first page, at the paper's proportions. */}
              <div role="img" aria-label={`${own ? "Your resume" : "A sample resume"} in the ${TEMPLATE_LABELS[look]} look`} className="aspect-[8.5/11] overflow-hidden rounded-sm">
                <div aria-hidden="true" className="pointer-events-none h-full">
                  {doc ? <DomDocument doc={doc} label={`${TEMPLATE_LABELS[look]} look`} /> : <div className="h-full bg-white" />}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-sm font-semibold text-fg">{TEMPLATE_LABELS[look]}</h3>
                {premium ? <Badge tone="accent">Premium</Badge> : <Badge>Free</Badge>}
                {locked ? <Badge className="border-warning/50 text-fg">Locked</Badge> : null}
              </div>
              <Button size="sm" variant={locked ? "secondary" : "primary"} onClick={() => use(look)} aria-label={`${locked ? "Unlock" : "Use"} the ${TEMPLATE_LABELS[look]} look`}>
                {locked ? (
                  <>
                    Unlock<span className="hidden sm:inline">&nbsp;with Premium</span>
                  </>
                ) : (
                  "Use this look"
                )}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
