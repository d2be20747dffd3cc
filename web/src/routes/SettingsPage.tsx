import { Badge } from "@/components/Badge";
import { Container, PageHeader } from "@/components/PageHeader";

const SECTIONS = [
  { title: "Preferences", text: "Dark or light theme, and an accent colour: Cyan, Magenta, Lime, Amber or Teal." },
  { title: "Generator Defaults", text: "Your default tone and default template." },
  { title: "Profile", text: "Name, bio and avatar." },
  { title: "Billing", text: "Plan status, upgrades and billing management." },
] as const;

export default function SettingsPage() {
  return (
    <Container size="md">
      <div className="flex flex-col gap-10">
        <PageHeader eyebrow={<Badge tone="accent">Coming soon</Badge>} title="Settings">
          <p>Settings arrive in an upcoming release. Here is what you will be able to change.</p>
        </PageHeader>
        <ul className="grid gap-4 sm:grid-cols-2">
          {SECTIONS.map((s) => (
            <li key={s.title} className="surface-card p-6">
              <h2 className="text-base font-semibold text-fg">{s.title}</h2>
              <p className="mt-1 text-sm text-muted">{s.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Container>
  );
}
