/**
 * The target job round-trips: the generators send it, the server saves it with the draft's
 * input, and a draft reopened into its generator gets it back, because the drafts library
 * restores every field the kind's config lists (the Target job panel's fields included).
 */
import { describe, expect, it } from "vitest";
import { coldEmailConfig, coverLetterConfig, pitchDeckConfig, resumeConfig, type KindConfig, type Values } from "@/features/generator/kinds";
import type { Kind } from "@/features/generator/stream";

const POSTING = "Senior Backend Engineer at Northwind\nRequirements: Go";

/** What opening a saved draft does with its input: each listed field back into the form. */
function reopen<K extends Kind>(config: KindConfig<K>, input: Record<string, unknown>): Values {
  const values: Values = { ...config.initial };
  for (const f of config.fields) values[f.name] = typeof input[f.name] === "string" ? (input[f.name] as string) : "";
  return values;
}

describe("the Target job panel's fields", () => {
  it.each([
    ["resume", resumeConfig, ["job_description", "target_role", "target_company"]],
    ["cover letter", coverLetterConfig, ["job_description"]],
    ["cold email", coldEmailConfig, ["job_description", "target_role", "target_company"]],
    ["pitch deck", pitchDeckConfig, []],
  ] as const)("%s lists them as target fields, outside the form's grid", (_, config, names) => {
    const target = (config as KindConfig).fields.filter((f) => f.target);
    expect(target.map((f) => f.name)).toEqual(names);
    expect(target.every((f) => !f.more)).toBe(true);
  });

  it.each([
    ["resume", resumeConfig, { name: "Jane", skills: "Go" }],
    ["cover letter", coverLetterConfig, { name: "Jane", background: "Go" }],
    ["cold email", coldEmailConfig, { offer: "Go services" }],
  ] as const)("%s: sent with the form, saved, and restored when the draft is reopened", (_, config, form) => {
    const c = config as KindConfig;
    const values: Values = { ...c.initial, ...form, job_description: POSTING, target_role: "  Platform Engineer ", target_company: " Globex " };
    const request = c.toRequest(values, "default") as Record<string, unknown>;
    expect(request.job_description).toBe(POSTING);
    if (c.kind !== "cover_letter") {
      expect(request.target_role).toBe("Platform Engineer");
      expect(request.target_company).toBe("Globex");
    }
    // The server saves the normalised form as the draft's input; reopening reads it back.
    const reopened = reopen(c, request);
    expect(reopened.job_description).toBe(POSTING);
    expect(c.toRequest(reopened, "default")).toEqual(request);
  });
});
