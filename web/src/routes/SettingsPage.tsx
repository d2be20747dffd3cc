import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/Button";
import { Container, PageHeader } from "@/components/PageHeader";
import { useSession } from "@/features/auth/session";
import { BillingCard } from "@/features/billing/BillingCard";
import { PasswordSection } from "@/features/password/PasswordSection";
import { DefaultsSection } from "@/features/settings/DefaultsSection";
import { PreferencesSection } from "@/features/settings/PreferencesSection";
import { ProfileSection } from "@/features/settings/ProfileSection";
import { SettingsSection } from "@/features/settings/SettingsSection";
import { settingsMessages } from "@/features/settings/messages";

/**
 * /settings (spec section 2): Preferences, Generator Defaults, Profile and Billing, then
 * sign-out. Guests get the first two (kept on this browser) and a way to sign in.
 */
export default function SettingsPage() {
  const { status, profile, signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const onSignOut = () => {
    setSigningOut(true);
    void signOut({ done: settingsMessages.signedOut, failed: settingsMessages.signOutFailed }).finally(() => setSigningOut(false));
  };

  return (
    <Container size="md">
      <div className="flex flex-col gap-8">
        <PageHeader title="Settings">
          <p>Your theme, generator defaults, profile and billing.</p>
        </PageHeader>

        <PreferencesSection />
        <DefaultsSection />

        {status === "loading" ? (
          <div className="surface-card h-96 animate-pulse" aria-busy="true" aria-label="Loading your profile" role="status" />
        ) : status === "signedIn" && profile ? (
          <>
            <SettingsSection title="Profile" description="Your name appears in the header greeting.">
              <ProfileSection key={profile.id} profile={profile} />
            </SettingsSection>
            <SettingsSection title="Password" description="The password you sign in with. Changing it signs out your other devices.">
              <PasswordSection key={profile.id} email={profile.email} />
            </SettingsSection>
            <BillingCard />
            <SettingsSection title="Sign out" description={`Signed in as ${profile.email ?? "you"}.`}>
              <div>
                <Button variant="secondary" busy={signingOut} onClick={onSignOut}>
                  Sign out
                </Button>
              </div>
            </SettingsSection>
          </>
        ) : (
          <SettingsSection title="Profile and billing" description="Sign in to edit your name, bio and avatar, keep your generator defaults on your account, and manage billing.">
            <div>
              <Link to="/login" className={buttonClasses("primary", "md")}>
                Sign in
              </Link>
            </div>
          </SettingsSection>
        )}
      </div>
    </Container>
  );
}
