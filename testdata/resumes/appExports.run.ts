/**
 * The app's own exports in the corpus (issue 22, item 8): each app-<template>-<person>.form.json
 * (written by make.py) goes the way a form goes in the app: POST /api/resume/preview on the
 * built server reads it (the one parser, ADR 0015), resumeFromPreview draws it in the template,
 * and renderPdf (pdf.tsx) writes the PDF the Download PDF button gives; app-docx-<person> is the
 * Word file Download DOCX gives (docx.ts, default template). The corpus tests then read each
 * back as an import would (pdfText.test.ts, word.test.ts) and score it (owncorpus_test.go).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resumeFromPreview } from "@/features/documents/build";
import { TEMPLATE_IDS, type TemplateId } from "@/features/documents/model";
import { renderDocx } from "@/features/documents/docx";
import { renderPdf } from "@/features/documents/pdf";

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, "../../bin/draftsmith");
const forms = fs.readdirSync(here).filter((f) => /^app-.+\.form\.json$/.test(f));
let server: ChildProcess;
let base = "";
const data = fs.mkdtempSync(path.join(os.tmpdir(), "app-exports-"));

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
  base = `http://127.0.0.1:${port}`;
  server = spawn(bin, [], { cwd: data, env: { PATH: process.env.PATH, PORT: String(port), BASE_URL: base, DATA_DIR: data, LOG_LEVEL: "warn" }, stdio: "ignore" });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/auth/session`)).status < 500) return;
    } catch {
      /* not up yet */
    }
    if (i > 200) throw new Error(`${bin} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(() => {
  server?.kill("SIGTERM");
  fs.rmSync(data, { recursive: true, force: true });
});

it.each(forms)("%s exports as the app does", async (file) => {
  const docx = file.startsWith("app-docx-");
  const template = (docx ? "default" : /^app-([a-z]+)-/.exec(file)?.[1]) as TemplateId;
  expect(TEMPLATE_IDS).toContain(template);
  const form = JSON.parse(fs.readFileSync(path.join(here, file), "utf8"));
  const res = await fetch(`${base}/api/resume/preview`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...form, template }) });
  expect(res.status).toBe(200);
  const doc = resumeFromPreview(await res.json(), template);
  if (docx) fs.writeFileSync(path.join(here, file.replace(/\.form\.json$/, ".docx")), await renderDocx(doc));
  else fs.writeFileSync(path.join(here, file.replace(/\.form\.json$/, ".pdf")), new Uint8Array(await (await renderPdf(doc)).arrayBuffer()));
});
