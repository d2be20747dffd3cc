import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/** One card of /settings: a level-2 heading, a line under it, then the content. */
export function SettingsSection({ title, description, children, className }: { title: string; description?: ReactNode; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("surface-card flex flex-col gap-6 p-6 sm:p-8", className)}>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-fg">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
