import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import { Button } from "@/components/Button";
import { SelectField } from "@/components/Field";
import { TEMPLATE_IDS, TEMPLATE_LABELS, type TemplateId } from "@/features/documents/model";
import { toast } from "@/lib/toast";
import { COLD_EMAIL_EXAMPLE, type KindConfig } from "./kinds";
import { FILLED_EXAMPLE, PREMIUM_HINT } from "./messages";
import type { Kind } from "./stream";
import type { GeneratorForm } from "./useGeneratorForm";
import type { OpenedDraft } from "./useOpenedDraft";

const TEMPLATE_OPTIONS = TEMPLATE_IDS.map((t) => ({ value: t, label: TEMPLATE_LABELS[t] }));

/**
 * The top of the generator's form: the template select, Clear form, a cold email's example,
 * the layout toggle, the draft being edited, and the banner of the template applied.
 */
export function FormHeader<K extends Kind>({
  config,
  form,
  canUseTemplates,
  opened,
  onClear,
  wide,
  onToggleWide,
}: {
  config: KindConfig<K>;
  form: GeneratorForm;
  canUseTemplates: boolean;
  opened: OpenedDraft | null;
  onClear: () => void;
  wide: boolean;
  onToggleWide: () => void;
}) {
  const { template, templateApplied, heldBackLook } = form;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SelectField
          className="min-w-48 flex-1"
          label="Template"
          value={template}
          disabled={!canUseTemplates}
          hint={canUseTemplates ? undefined : PREMIUM_HINT}
          options={TEMPLATE_OPTIONS}
          onChange={(e) => form.pickTemplate(e.target.value as TemplateId)}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" onClick={onClear}>
            Clear form
          </Button>
          {config.kind === "cold_email" ? (
            <Button
              variant="secondary"
              onClick={() => {
                form.setValues((v) => ({ ...v, ...COLD_EMAIL_EXAMPLE }));
                toast.success(FILLED_EXAMPLE);
              }}
            >
              Fill with Example
            </Button>
          ) : null}
          {config.layoutToggle ? (
            // Form and preview sit side by side from lg (1024 px) up; below it the form already
            // takes the whole width, so the toggle could change nothing and is not shown (ADR 0080).
            <div className="hidden lg:flex">
              <Button variant="secondary" onClick={onToggleWide}>
                {wide ? "Balanced layout" : "Widen form"}
              </Button>
            </div>
          ) : null}
        </div>
      </div>

      {opened ? (
        <p className="text-sm text-muted">
          {"Editing "}
          <span className="font-medium text-fg">{opened.title}</span>
          {` (version ${opened.version}). Generate makes a new version; the earlier ones are kept. `}
          <Link to="/drafts" className="text-accent-fg underline">
            My Drafts
          </Link>
        </p>
      ) : null}
      <div role="status" className="flex flex-col items-start gap-1 empty:hidden">
        {templateApplied ? <Badge tone="accent">{`Template applied: ${templateApplied}`}</Badge> : null}
        {heldBackLook ? <p className="text-xs text-muted">{`The ${TEMPLATE_LABELS[heldBackLook]} look needs Premium, so this draft uses Default.`}</p> : null}
      </div>
    </>
  );
}
