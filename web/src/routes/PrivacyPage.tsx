import { Link } from "react-router";
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
            <p>Billing: your plan, your subscription’s state, your credit balance and every purchase. Card details stay with our payment provider.</p>
          </LegalSection>
          <LegalSection title="How long we keep it">
            <ul className="flex list-disc flex-col gap-2 pl-5">
              <li>Your account, settings and drafts: until you delete them or your account.</li>
              <li>A draft you delete: 30 days in the bin, where you can restore it; then it is erased.</li>
              <li>Sign-in sessions: until you log out or they expire (30 days after sign-in); expired ones are erased within an hour.</li>
              <li>Billing records: while you have an account. When you delete it, the records of your payments and subscriptions that accounting law requires us to keep stay for 10 years, with your name, email and user ID removed; then they are erased.</li>
              <li>Server logs (time, address requested, outcome): at most 30 days.</li>
            </ul>
          </LegalSection>
          <LegalSection title="Cookies and browser storage">
            <p>One cookie keeps you signed in. It cannot be read by scripts on the page and is removed when you log out.</p>
            <p>Your browser also stores your theme, accent colour and whether you accepted the liability disclaimer. None of it leaves your device.</p>
          </LegalSection>
          <LegalSection title="Who sees it">
            <p>Your data is used only to run Draftsmith. We do not sell it. Payments are handled by our card payment provider; we never see your card number.</p>
          </LegalSection>
          <LegalSection title="Your choices">
            <p>You can change your name at any time on your account page.</p>
            <p>
              <strong className="font-semibold text-fg">Take your data:</strong> on your <Link to="/account" className="text-link">account page</Link>, ‘Download my data’ gives you one
              file (JSON) with your profile, settings, every draft and your billing history.
            </p>
            <p>
              <strong className="font-semibold text-fg">Erase it:</strong> on the same page, ‘Delete my account’ asks for your password (or, if you sign in with GitHub or Google, a
              sign-in in the last 10 minutes) and your email, cancels an active subscription, erases your account, settings, drafts and sessions at once, and signs you out. Only the
              billing records described above are kept. This cannot be undone.
            </p>
          </LegalSection>
        </article>
      </div>
    </Container>
  );
}
