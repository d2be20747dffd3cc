import { Badge } from "@/components/Badge";
import { Container, PageHeader } from "@/components/PageHeader";
import { BillingCard } from "@/features/billing/BillingCard";

const SECTIONS = [
  { title: "Preferences", text: "Dark or light theme, and an accent colour: Cyan, Magenta, Lime, Amber or Teal." },
  { title: "Generator Defaults", text: "Your default tone and default template." },
  { title: "Profile", text: "Name, bio and avatar." },
] as const;

export default function SettingsPage() {
  return (
    <Container size="md">
      <div className="flex flex-col gap-10">
        <PageHeader eyebrow={<Badge tone="accent">Coming soon</Badge>} title="Settings">
          <p>Billing is ready below; the other settings arrive in an upcoming release.</p>
        </PageHeader>
        <ul className="grid gap-4 sm:grid-cols-2">
          {SECTIONS.map((s) => (
            <li key={s.title} className="surface-card p-6">
              <h2 className="text-base font-semibold text-fg">{s.title}</h2>
              <p className="mt-1 text-sm text-muted">{s.text}</p>
            </li>
          ))}
        </ul>
        <BillingCard />
      </div>
    </Container>
  );
}
