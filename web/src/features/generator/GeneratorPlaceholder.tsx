import { useId } from "react";
import { Badge } from "@/components/Badge";
import { Button } from "@/components/Button";
import { Container, PageHeader } from "@/components/PageHeader";
import { useSignInModal } from "@/features/auth/SignInModal";
import { useSession } from "@/features/auth/session";

export const GENERATOR_SOON_NOTE = "The generator arrives soon. Your account is ready for it.";

interface GeneratorPlaceholderProps {
  title: string;
  intro: string;
  /** What the form will ask for, shown as a preview of the finished page. */
  fields: readonly string[];
  /** What the live preview will show. */
  preview: string;
}

/**
 * A generator page before its generator exists. Generate follows the real rules already:
 * a guest gets the sign-in modal; a signed-in user sees it disabled with an honest note.
 */
export function GeneratorPlaceholder({ title, intro, fields, preview }: GeneratorPlaceholderProps) {
  const { status } = useSession();
  const { openSignIn } = useSignInModal();
  const noteId = useId();
  const signedIn = status === "signedIn";

  return (
    <Container>
      <div className="flex flex-col gap-10">
        <PageHeader eyebrow={<Badge tone="accent">Coming soon</Badge>} title={title}>
          <p>{intro}</p>
        </PageHeader>

        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby={`${noteId}-form`} className="surface-card flex flex-col gap-6 p-6 sm:p-8">
            <div>
              <h2 id={`${noteId}-form`} className="text-lg font-semibold text-fg">
                Your details
              </h2>
              <p className="mt-1 text-sm text-muted">The form will ask for:</p>
            </div>
            <ul className="grid gap-2 sm:grid-cols-2">
              {fields.map((field) => (
                <li key={field} className="flex items-center gap-2 rounded-md border border-line bg-raised px-3 py-2 text-sm text-fg">
                  <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-accent-fg" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {field}
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-col gap-3 border-t border-line pt-6">
              <Button
                size="lg"
                className="w-full sm:w-auto sm:self-start"
                disabled={signedIn}
                aria-describedby={signedIn ? noteId : undefined}
                onClick={() => {
                  if (!signedIn) openSignIn();
                }}
              >
                Generate
              </Button>
              <p id={noteId} className="text-sm text-muted">
                {signedIn ? GENERATOR_SOON_NOTE : "Sign in to generate. You can look around first — no account needed."}
              </p>
            </div>
          </section>

          <section aria-labelledby={`${noteId}-preview`} className="surface-card flex min-h-72 flex-col gap-4 p-6 sm:p-8">
            <h2 id={`${noteId}-preview`} className="text-lg font-semibold text-fg">
              Live preview
            </h2>
            <p className="text-sm text-muted">{preview}</p>
            <div className="flex flex-1 flex-col gap-3 rounded-lg border border-dashed border-line-strong p-5" aria-hidden="true">
              <div className="h-4 w-1/2 rounded bg-raised" />
              <div className="h-3 w-1/3 rounded bg-raised" />
              <div className="mt-3 h-3 w-full rounded bg-raised" />
              <div className="h-3 w-11/12 rounded bg-raised" />
              <div className="h-3 w-4/5 rounded bg-raised" />
              <div className="mt-3 h-3 w-full rounded bg-raised" />
              <div className="h-3 w-3/4 rounded bg-raised" />
            </div>
          </section>
        </div>
      </div>
    </Container>
  );
}
