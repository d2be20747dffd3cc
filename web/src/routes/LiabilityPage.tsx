import { Container, PageHeader } from "@/components/PageHeader";
import { DISCLAIMER_PARAGRAPHS } from "@/features/auth/disclaimer";
import { LegalSection, PlaceholderNotice } from "./legal";

export default function LiabilityPage() {
  return (
    <Container size="md">
      <div className="flex flex-col gap-8">
        <PageHeader title="Liability Disclaimer">
          <p>Draftsmith output is only a draft.</p>
        </PageHeader>
        <PlaceholderNotice />
        <article className="surface-card flex flex-col gap-8 p-6 sm:p-8">
          <LegalSection title="Only a draft">
            {DISCLAIMER_PARAGRAPHS.slice(0, 1).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </LegalSection>
          <LegalSection title="You must check it">
            <p>{DISCLAIMER_PARAGRAPHS[1]}</p>
            <p>Check names, dates, figures, claims about you and about others, and anything a reader might rely on. Do not send a draft you have not read.</p>
          </LegalSection>
          <LegalSection title="No liability">
            <p>{DISCLAIMER_PARAGRAPHS[2]}</p>
            <p>Draftsmith is provided as it is, without any promise that a draft is accurate, complete or fit for a purpose.</p>
          </LegalSection>
        </article>
      </div>
    </Container>
  );
}
