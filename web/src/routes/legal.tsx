import type { ReactNode } from "react";
import { Alert } from "@/components/Alert";

export function PlaceholderNotice() {
  return <Alert tone="info">This is placeholder text. The final legal text will replace it before launch.</Alert>;
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      <div className="flex flex-col gap-3 leading-relaxed text-muted">{children}</div>
    </section>
  );
}
