import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/Alert";
import { Badge } from "@/components/Badge";
import { Button } from "@/components/Button";
import { TEMPLATE_LABELS } from "@/features/documents/model";
import { canUsePremiumTemplates } from "@/features/auth/greeting";
import { useSession } from "@/features/auth/session";
import type { Kind } from "@/features/generator/stream";
import { errorDetail } from "@/lib/api/errors";
import { cn } from "@/lib/cn";
import { useTemplates, type CatalogueTemplate } from "./api";
import { LookPreviews } from "./LookPreviews";
import { GENERATOR_PATHS, isLocked, PREMIUM_TEMPLATE_ALERT, previewOf, storeChosenTemplate, TYPE_LABELS } from "./handoff";

type Tab = "all" | Kind;

const TABS: { id: Tab; label: string }[] = [
  { id: "all", label: "All" },
  { id: "resume", label: "Resume" },
  { id: "cover_letter", label: "Cover Letter" },
  { id: "cold_email", label: "Cold Email" },
  { id: "pitch_deck", label: "Pitch Deck" },
];

export const EMPTY_GALLERY = "No templates yet. Check back soon!";

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

function TemplateCard({ template, locked, canUsePremium, onChoose }: { template: CatalogueTemplate; locked: boolean; canUsePremium: boolean; onChoose: () => void }) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="surface-card flex h-full flex-col gap-4 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{TYPE_LABELS[template.type]}</Badge>
          {template.is_premium ? <Badge tone="accent">Premium</Badge> : <Badge>Free</Badge>}
          {locked ? (
            <Badge className="border-warning/50 text-fg">
              <LockIcon />
              Locked
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-fg">
            {template.name}
          </h2>
          <p className="text-xs text-muted">
            {`${TEMPLATE_LABELS[template.variant]} look`}
            {!locked && !canUsePremium && template.variant !== "default" ? " (with Premium; Default until then)" : null}
          </p>
        </div>
        {/* Text only: the content is data, never markup. */}
        <p className="flex-1 text-sm leading-relaxed whitespace-pre-line text-muted">{previewOf(template.content)}</p>
        <Button variant={locked ? "secondary" : "primary"} onClick={onChoose} aria-label={`${locked ? "Unlock" : "Use"} ${template.name}`} icon={locked ? <LockIcon /> : undefined}>
          {locked ? "Unlock with Premium" : "Use template"}
        </Button>
      </article>
    </li>
  );
}

/**
 * Stands in for the cards while the catalogue loads. Two rows on a wide screen, as many as
 * the five templates take, so the footer is already below the fold and does not jump down
 * when the cards arrive.
 */
function SkeletonCards() {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="surface-card flex h-72 flex-col gap-4 p-6">
          <div className="h-5 w-28 animate-pulse rounded-full bg-raised" />
          <div className="h-6 w-2/3 animate-pulse rounded bg-raised" />
          <div className="flex-1 animate-pulse rounded bg-raised" />
          <div className="h-10 animate-pulse rounded-md bg-raised" />
        </li>
      ))}
    </ul>
  );
}

/** The gallery of /templates: category tabs and template cards (spec sections 2 and 4). */
export function TemplateGallery() {
  const navigate = useNavigate();
  const { profile } = useSession();
  const canUsePremium = canUsePremiumTemplates(profile);
  const templates = useTemplates();
  const [tab, setTab] = useState<Tab>("all");
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const choose = (t: CatalogueTemplate) => {
    if (isLocked(t, canUsePremium)) {
      window.alert(PREMIUM_TEMPLATE_ALERT);
      void navigate("/account");
      return;
    }
    storeChosenTemplate(t);
    void navigate(GENERATOR_PATHS[t.type]);
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = TABS.length - 1;
    const next = e.key === "ArrowRight" ? (index === last ? 0 : index + 1) : e.key === "ArrowLeft" ? (index === 0 ? last : index - 1) : e.key === "Home" ? 0 : e.key === "End" ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    setTab(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  };

  const shown = (templates.data ?? []).filter((t) => tab === "all" || t.type === tab);

  return (
    <div className="flex flex-col gap-6">
      <LookPreviews />
      <div role="tablist" aria-label="Template categories" className="flex gap-1 overflow-x-auto border-b border-line pb-px">
        {TABS.map((t, i) => {
          const selected = t.id === tab;
          return (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              id={`${baseId}-tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => onTabKey(e, i)}
              className={cn(
                "-mb-px shrink-0 rounded-t-md border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                selected ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg",
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} aria-busy={templates.isPending}>
        {templates.isPending ? (
          <SkeletonCards />
        ) : templates.isError ? (
          <div className="flex flex-col items-start gap-4">
            <Alert tone="error">{`Could not load templates. ${errorDetail(templates.error, "Please try again.")}`}</Alert>
            <Button variant="secondary" onClick={() => void templates.refetch()}>
              Try again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="surface-card p-8 text-center text-muted">{EMPTY_GALLERY}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((t) => (
              <TemplateCard key={t.id} template={t} locked={isLocked(t, canUsePremium)} canUsePremium={canUsePremium} onChoose={() => choose(t)} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
