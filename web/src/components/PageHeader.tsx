import type { ReactNode } from "react";

export function PageHeader({ eyebrow, title, children }: { eyebrow?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-3">
      {eyebrow ? <p className="text-sm font-semibold text-accent-fg">{eyebrow}</p> : null}
      <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">{title}</h1>
      {children ? <div className="max-w-2xl text-lg text-muted">{children}</div> : null}
    </header>
  );
}

export function Container({ children, size = "lg" }: { children: ReactNode; size?: "sm" | "md" | "lg" }) {
  const width = size === "sm" ? "max-w-md" : size === "md" ? "max-w-3xl" : "max-w-7xl";
  return <div className={`mx-auto w-full ${width} px-4 py-10 sm:px-6 sm:py-16`}>{children}</div>;
}
