import { useState } from "react";
import { Button } from "@/components/Button";
import { writeLocalPageSize } from "@/features/settings/defaults";
import { readStorage, storageKeys, writeStorage } from "@/lib/storage";
import { browserLanguageTags, regionExpectsA4 } from "./region";

export const REGION_PAPER_QUESTION = "Most employers in your region expect A4. Use A4?";

/**
 * The default paper is Letter, as the spec says; where the browser's region usually uses A4
 * the generator offers the switch, once (the answer is remembered in this browser). Use A4
 * applies to this draft and becomes this browser's default page size.
 */
export function RegionPaperPrompt({ pageSize, onUseA4 }: { pageSize: "letter" | "a4"; onUseA4: () => void }) {
  const [answered, setAnswered] = useState(() => readStorage(storageKeys.paperOffered) === "1");
  if (answered || pageSize === "a4" || !regionExpectsA4(browserLanguageTags())) return null;
  const answer = (useA4: boolean) => {
    writeStorage(storageKeys.paperOffered, "1");
    setAnswered(true);
    if (useA4) {
      writeLocalPageSize("a4");
      onUseA4();
    }
  };
  return (
    <div role="region" aria-label="Page size" className="flex flex-wrap items-center gap-3 rounded-lg border border-accent/50 bg-accent-soft p-3 text-sm text-fg">
      <p className="min-w-48 flex-1">{REGION_PAPER_QUESTION}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => answer(true)}>
          Use A4
        </Button>
        <Button size="sm" variant="secondary" onClick={() => answer(false)}>
          Keep Letter
        </Button>
      </div>
    </div>
  );
}
