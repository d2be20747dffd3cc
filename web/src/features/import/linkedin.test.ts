import { strToU8, zipSync, type Zippable } from "fflate";
import { describe, expect, test } from "vitest";
import { formFromLinkedIn, isLinkedInArchive, linkedInDate, linkedInWebsites, readCsv, readLinkedInArchive } from "./linkedin";
import * as zip from "./zip";

// Our own LinkedIn data archives, built here as "Get a copy of your data" lays them out: one
// CSV per part of the profile beside the files that are not the resume's (connections,
// messages). Every person and fact in them is made up.

/** The CSVs of a current export (2024 onwards column names). */
const CURRENT: Record<string, string> = {
  "Profile.csv":
    "First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n" +
    'Tomás,Herrera,,,,Platform Engineer · Kubernetes and Go,"Platform engineer who keeps 200 services deployable, every day.",Software Development,,"Lisbon, Portugal",,"[PERSONAL:https://tomasherrera.dev],[OTHER:https://github.com/therrera]",\n',
  "Positions.csv":
    "Company Name,Title,Description,Location,Started On,Finished On\n" +
    'Atlântico Cloud,Senior Platform Engineer,"Ran the Kubernetes platform for 200 services\nCut deploy time from 40 to 6 minutes","Lisbon, Portugal",Mar 2021,\n' +
    'Lusa Telecom,Software Engineer,Built the billing event pipeline in Go,"Porto, Portugal",Sep 2017,Feb 2021\n',
  "Education.csv":
    "School Name,Start Date,End Date,Notes,Degree Name,Activities\n" + "Universidade do Porto,2012,2017,,MSc Informatics Engineering,Robotics club\n",
  "Skills.csv": "Name\nKubernetes\nGo\nTerraform\nPostgreSQL\n",
  "Certifications.csv":
    "Name,Url,Authority,Started On,Finished On,License Number\n" + "Certified Kubernetes Administrator,https://example.org/cka/123,The Linux Foundation,Jun 2022,Jun 2025,LF-123\n",
  "Languages.csv": "Name,Proficiency\nPortuguese,Native or bilingual proficiency\nEnglish,Full professional proficiency\n",
  "Honors.csv": "Title,Description,Issued On\nEngineering Excellence Award,For the zero-downtime migration,Dec 2023\n",
  "Projects.csv": "Title,Description,Url,Started On,Finished On\nkube-budget,Cost reports per namespace,https://github.com/therrera/kube-budget,Jan 2022,\n",
  "Publications.csv": "Name,Published On,Description,Publisher,Url\nDeploys in six minutes,Apr 2023,How we cut our deploy time,Atlântico Tech Blog,https://example.org/deploys\n",
  "Volunteering.csv": "Company Name,Role,Cause,Started On,Finished On,Description\nCode for Lisbon,Mentor,Education,Jan 2020,,Teaches Go to new developers\n",
  "Email Addresses.csv": "Email Address,Confirmed,Primary,Updated On\nold.tomas@example.com,Yes,No,1/2/18\ntomas.herrera@example.com,Yes,Yes,3/4/24\n",
  "PhoneNumbers.csv": "Extension,Number,Type\n,+351 912 345 678,Mobile\n",
};

/** The same profile as an older export names its columns: other names, other order, a notes preamble. */
const OLDER: Record<string, string> = {
  "Profile.csv":
    "First Name,Last Name,Maiden Name,Address,Birth Date,Contact Instructions,Marital Status,Headline,Summary,Industry,Association,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n" +
    'Tomás,Herrera,,,,,,Platform Engineer · Kubernetes and Go,"Platform engineer who keeps 200 services deployable, every day.",Software Development,,,"Lisbon, Portugal",,[PERSONAL:https://tomasherrera.dev],\n',
  "Positions.csv":
    "Title,Company Name,Location,Description,Start Date,End Date\n" +
    'Senior Platform Engineer,Atlântico Cloud,"Lisbon, Portugal","Ran the Kubernetes platform for 200 services\nCut deploy time from 40 to 6 minutes",2021-03,\n' +
    'Software Engineer,Lusa Telecom,"Porto, Portugal",Built the billing event pipeline in Go,09/2017,02/2021\n',
  "Education.csv": "Notes:\n\"This file holds your education.\"\n\nSchool,Degree,Start Date,End Date\nUniversidade do Porto,MSc Informatics Engineering,2012,2017\n",
  "Skills.csv": "Skill\nKubernetes\nGo\nTerraform\nPostgreSQL\n",
  "Languages.csv": "Language,Fluency\nPortuguese,Native or bilingual proficiency\nEnglish,Full professional proficiency\n",
  "Email Addresses.csv": "EmailAddress,Primary\ntomas.herrera@example.com,Yes\n",
  "Phone Numbers.csv": "Type,Phone Number\nMobile,+351 912 345 678\n",
};

const EXPECTED_EXPERIENCE =
  "Senior Platform Engineer at Atlântico Cloud, Lisbon, Portugal (Mar 2021 – Present)\n- Ran the Kubernetes platform for 200 services\n- Cut deploy time from 40 to 6 minutes\n\n" +
  "Software Engineer at Lusa Telecom, Porto, Portugal (Sep 2017 – Feb 2021)\n- Built the billing event pipeline in Go";

/** The files of an archive that are not the resume's: reading any of them fails the test. */
const OTHERS = ["Connections.csv", "messages.csv", "Invitations.csv", "Ad_Targeting.csv", "Jobs/Job Applications.csv"];

/**
 * A ZIP of `files` plus OTHERS, whose entries are marked as compressed with a method fflate
 * cannot inflate (14, LZMA): inflating any of them throws, so an archive that reads proves
 * those entries were never inflated.
 */
function archive(files: Record<string, string>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, text] of Object.entries(files)) entries[name] = strToU8(text);
  for (const name of OTHERS) entries[name] = [strToU8(`private ${name} data, never to be read`), { level: 0 }];
  const bytes = zipSync(entries);
  const poisoned = new Set(OTHERS);
  const view = new DataView(bytes.buffer);
  const decoder = new TextDecoder();
  for (let i = 0; i + 46 < bytes.length; i++) {
    const sig = view.getUint32(i, true);
    const local = sig === 0x04034b50;
    const central = sig === 0x02014b50;
    if (!local && !central) continue;
    const nameLength = view.getUint16(i + (local ? 26 : 28), true);
    const nameAt = i + (local ? 30 : 46);
    if (poisoned.has(decoder.decode(bytes.subarray(nameAt, nameAt + nameLength)))) view.setUint16(i + (local ? 8 : 10), 14, true);
  }
  return bytes;
}

/** What both exports hold, read alike. */
const BOTH = {
  name: "Tomás Herrera",
  job_title: "Platform Engineer · Kubernetes and Go",
  email: "tomas.herrera@example.com",
  phone: "+351 912 345 678",
  location: "Lisbon, Portugal",
  website: "https://tomasherrera.dev",
  linkedin: "",
  summary: "Platform engineer who keeps 200 services deployable, every day.",
  skills: "Kubernetes, Go, Terraform, PostgreSQL",
  experience: EXPECTED_EXPERIENCE,
  languages: "Portuguese (Native or bilingual proficiency)\nEnglish (Full professional proficiency)",
  references: "",
  interests: "",
};

describe("LinkedIn data archive", () => {
  test("a current export fills every field of the form", () => {
    expect(readLinkedInArchive(archive(CURRENT)).values).toEqual({
      ...BOTH,
      github: "https://github.com/therrera",
      projects: "kube-budget (Jan 2022 – Present)\nCost reports per namespace\nhttps://github.com/therrera/kube-budget",
      education: "MSc Informatics Engineering, Universidade do Porto, 2012 – 2017\n- Robotics club",
      certifications: "Certified Kubernetes Administrator — The Linux Foundation (Jun 2022) Credential LF-123 https://example.org/cka/123",
      volunteer: "Mentor at Code for Lisbon (Jan 2020 – Present)\n- Cause: Education\n- Teaches Go to new developers",
      awards: "Engineering Excellence Award (Dec 2023): For the zero-downtime migration",
      publications: "Deploys in six minutes — Atlântico Tech Blog (Apr 2023) https://example.org/deploys: How we cut our deploy time",
    });
  });

  test("an older export's column names, order, dates and file names read the same", () => {
    expect(readLinkedInArchive(archive(OLDER)).values).toEqual({
      ...BOTH,
      github: "",
      projects: "",
      education: "MSc Informatics Engineering, Universidade do Porto, 2012 – 2017",
      certifications: "",
      volunteer: "",
      awards: "",
      publications: "",
    });
  });

  test("the archive's other files are never inflated, read or returned", () => {
    const seen: string[] = [];
    const kept: string[] = [];
    const real = zip.unzipOnly;
    // Every entry name the reader's filter is asked about, and the ones it keeps.
    const spy = (bytes: Uint8Array, keep: (name: string) => boolean, max: number) =>
      real(
        bytes,
        (name) => {
          seen.push(name);
          const yes = keep(name);
          if (yes) kept.push(name);
          return yes;
        },
        max,
      );
    const { files, values } = readLinkedInArchive(archive(CURRENT), spy);
    expect(seen).toEqual(expect.arrayContaining(OTHERS));
    expect(kept.filter((n) => OTHERS.includes(n))).toEqual([]);
    expect(files.sort()).toEqual(Object.keys(CURRENT).sort());
    expect(JSON.stringify(values)).not.toContain("never to be read");
    // The poisoned entries would throw if inflated: keeping one proves the archive is poisoned.
    expect(() => real(archive(CURRENT), (n) => n === "Connections.csv", 1e6)).toThrow(zip.ZipReadError);
  });

  test("an archive is LinkedIn's by its Profile or Positions file, in any folder and case", () => {
    expect(isLinkedInArchive(["Basic_LinkedInDataExport_11-26-2026/profile.csv", "Connections.csv"])).toBe(true);
    expect(isLinkedInArchive(["Positions.csv"])).toBe(true);
    expect(isLinkedInArchive(["photos/a.jpg", "notes.csv", "Connections.csv"])).toBe(false);
  });
});

describe("LinkedIn columns and values", () => {
  test("columns are read by name in any case and spacing, wherever they stand", () => {
    expect(readCsv("languages", "PROFICIENCY , language \nNative,Polish\n")).toEqual([{ name: "Polish", proficiency: "Native" }]);
  });

  test("dates read as the form's Mon YYYY", () => {
    expect(["Mar 2019", "March 2019", "2019-03", "2019-03-01", "03/2019", "2019", "Sept 2020"].map(linkedInDate)).toEqual([
      "Mar 2019", "Mar 2019", "Mar 2019", "Mar 2019", "Mar 2019", "2019", "Sep 2020",
    ]);
  });

  test("websites in Profile's [LABEL:url] form", () => {
    expect(linkedInWebsites("[COMPANY:https://acme.example],[PORTFOLIO:https://ana.example/work]")).toEqual([
      { label: "COMPANY", url: "https://acme.example" },
      { label: "PORTFOLIO", url: "https://ana.example/work" },
    ]);
    expect(formFromLinkedIn({ profile: "First Name,Websites\nAna,\"[COMPANY:https://acme.example],[PORTFOLIO:https://ana.example/work]\"\n" }).website).toBe("https://ana.example/work");
  });

  test("an empty Finished On is Present; a finished one is its date", () => {
    const values = formFromLinkedIn({ positions: "Company Name,Title,Started On,Finished On\nAcme,Engineer,Jan 2020,\nBeta,Intern,Jun 2019,Aug 2019\n" });
    expect(values.experience).toBe("Engineer at Acme (Jan 2020 – Present)\n\nIntern at Beta (Jun 2019 – Aug 2019)");
  });
});
