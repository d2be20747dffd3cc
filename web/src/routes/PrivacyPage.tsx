import { Container, PageHeader } from "@/components/PageHeader";
import { LegalSection, PlaceholderNotice } from "./legal";

export default function PrivacyPage() {
  return (
    <Container size="md">
      <div className="flex flex-col gap-8">
        <PageHeader title="Privacy Policy">
          <p>How Draftsmith handles your data.</p>
        </PageHeader>
        <PlaceholderNotice />
        <article className="surface-card flex flex-col gap-8 p-6 sm:p-8">
          <LegalSection title="What we keep">
            <p>Your account: email address, name and, if you sign in with GitHub or Google, the name and email those services share with us.</p>
            <p>What you draft: the details you enter in a generator and the drafts Draftsmith returns, so you can find them again.</p>
            <p>Usage: how many drafts you generate each month, to apply the free allowance.</p>
          </LegalSection>
          <LegalSection title="Cookies and browser storage">
            <p>One cookie keeps you signed in. It cannot be read by scripts on the page and is removed when you log out.</p>
            <p>Your browser also stores your theme, accent colour and whether you accepted the liability disclaimer. None of it leaves your device.</p>
          </LegalSection>
          <LegalSection title="Who sees it">
            <p>Your data is used only to run Draftsmith. We do not sell it. Payments are handled by our card payment provider; we never see your card number.</p>
          </LegalSection>
          <LegalSection title="Your choices">
            <p>You can change your name at any time on your account page, and ask us to delete your account and drafts.</p>
          </LegalSection>
        </article>
      </div>
    </Container>
  );
}
