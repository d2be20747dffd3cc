/**
 * One realistic, complete draft per kind, turned into the document model by the same builders
 * the generator pages use for a finished answer (build.ts): resumeFromSections,
 * coverLetterFromText, emailFromText, deckFromSections. Names carry letters outside Latin-1
 * (Łukasz, Zoë, Kraków) so the bench also proves the bundled Unicode font is in the PDF.
 */
import { coverLetterFromText, deckFromSections, emailFromText, resumeFromSections } from "@/features/documents/build";
import type { DocKind, DocModel, TemplateId } from "@/features/documents/model";
import type { components } from "@/lib/api/schema";

type Schemas = components["schemas"];

export const NAME = "Łukasz Nowak";

const resume: Schemas["ResumeSections"] = {
  header: {
    name: NAME,
    title: "Senior Backend Engineer",
    contact_info: "",
    contact: {
      email: "lukasz.nowak@example.com",
      phone: "+48 601 234 567",
      website: "https://lukasz.example.com",
      location: "Kraków, Poland",
      linkedin: "https://www.linkedin.com/in/lukasz-nowak",
      github: "https://github.com/lukasz-nowak",
    },
  },
  summary:
    "Backend engineer with nine years of building payment and support platforms in Go and PostgreSQL. I like small services with sharp edges: clear contracts, boring deployments, and dashboards that tell you what broke before a customer does. Led teams of four to seven engineers and mentored juniors into on-call owners.",
  skills: ["Go", "PostgreSQL", "SQLite", "Kubernetes", "gRPC", "OpenAPI", "Kafka", "Redis", "Terraform", "Observability (OpenTelemetry)", "TypeScript", "React"],
  experience: [
    {
      role: "Senior Backend Engineer",
      company: "Northwind Support",
      location: "Kraków",
      dates: "2021 – present",
      start_date: "",
      end_date: "",
      bullets: [
        "Cut first-reply time by 40% by routing new tickets with a small classifier before an agent reads them.",
        "Split the ticket monolith into four Go services behind one OpenAPI contract, with zero-downtime migrations.",
        "Brought p99 latency of the inbox API from 900 ms to 120 ms by fixing N+1 queries and adding two covering indexes.",
        "Ran the on-call rotation for 18 months; pages per week fell from 14 to 3.",
      ],
    },
    {
      role: "Backend Engineer",
      company: "Fabrikam Payments",
      location: "Warsaw",
      dates: "2018 – 2021",
      start_date: "",
      end_date: "",
      bullets: [
        "Built the card-refund pipeline (Kafka, Go) that handles 2 million refunds a month with exactly-once bookkeeping.",
        "Wrote the reconciliation job that found 0.3% of settlements off by a rounding rule, worth 1.2 M PLN a year.",
        "Introduced contract tests between six teams; integration incidents halved within two quarters.",
      ],
    },
    {
      role: "Software Engineer",
      company: "Contoso Labs",
      location: "Kraków",
      dates: "2015 – 2018",
      start_date: "",
      end_date: "",
      bullets: [
        "Shipped the customer-facing reporting API used by 300 merchants.",
        "Moved CI from a shared Jenkins box to containers; builds went from 25 to 6 minutes.",
      ],
    },
  ],
  projects: [
    {
      name: "pgqueue",
      tech: "Go, PostgreSQL",
      link: "https://github.com/lukasz-nowak/pgqueue",
      text: "A job queue on SELECT … FOR UPDATE SKIP LOCKED, used in production at two companies.",
      bullets: ["1.4 k stars; 30 contributors", "Benchmarks and a fair-scheduling mode for noisy tenants"],
    },
    {
      name: "Zoë's reading list",
      tech: "TypeScript, React",
      link: "https://books.example.com",
      text: "A small site that turns a shared spreadsheet into a searchable reading list for a book club.",
      bullets: [],
    },
  ],
  education: [
    { degree: "MSc Computer Science", school: "AGH University of Kraków", year: "2015", text: "MSc Computer Science, AGH University of Kraków, 2015, thesis on lock-free queues" },
    { degree: "BSc Applied Mathematics", school: "Jagiellonian University", year: "2013", text: "BSc Applied Mathematics, Jagiellonian University, 2013" },
  ],
  certifications: ["Certified Kubernetes Application Developer (2022)", "AWS Certified Solutions Architect – Associate (2020)"],
  references: ["Zoë Fischer, Head of Engineering, Northwind Support — zoe.fischer@example.com"],
};

const coverLetter = `Dear Hiring Manager,

I am applying for the Staff Backend Engineer role at Northwind. For nine years I have built the quiet parts of payment and support products in Go and PostgreSQL, and the job description reads like a list of the problems I enjoy most: a busy inbox API, migrations that cannot stop the world, and an on-call rotation that should page less.

At Northwind Support I cut first-reply time by 40% by routing new tickets with a small classifier before an agent reads them, and I brought the inbox API's p99 latency from 900 ms to 120 ms. Before that, at Fabrikam Payments, I built the refund pipeline that now handles two million refunds a month with exactly-once bookkeeping, and a reconciliation job that recovered 1.2 M PLN a year.

What I would bring to your team:
- Services with clear contracts (OpenAPI, contract tests) and zero-downtime migrations.
- A habit of measuring first: every change I ship comes with the dashboard that proves it.
- Mentoring: three engineers I coached now lead on-call on their own.

Zoë Fischer, who led engineering at Northwind Support, has offered to speak to my work. I would welcome a conversation about how I could help your platform team scale the next stage of growth.

Thank you for your time and consideration.

Łukasz Nowak`;

const coldEmail = `Subject: Cut first-reply time at Northwind by 40% in 30 days

Hi Zoë,

Loved your talk on scaling support at Northwind — the part about first-reply time stuck with me.

We help support teams route each new ticket to the right agent before anyone reads it. One team your size cut its first-reply time by 40% in 30 days:
- AI triage that routes tickets to the right agent
- Set up in one afternoon, no migration
- Your agents keep the tools they already use

I think it could help your team hit its Q3 targets without adding headcount.

Open to a 15-minute chat next week?

Best,
Łukasz Nowak`;

const deck: Schemas["DeckSections"] = {
  company_name: "Triage by Łukasz & Zoë",
  market: "Support teams of 10–200 agents at B2B software companies",
  key_points: ["40% faster first reply", "12 paying teams", "Raising 1.5 M EUR"],
  slides: [
    { title: "Problem", bullets: ["New tickets wait in one shared queue until someone reads and routes them", "First-reply time is the metric customers feel, and it grows with every hire"] },
    { title: "Solution", bullets: ["Route every ticket to the right agent the moment it arrives", "A small model trained on the team's own past assignments"] },
    { title: "Product", bullets: ["Works inside the help desk the team already uses", "Set up in one afternoon; no migration", "Explains each routing decision to the agent"] },
    { title: "Market", bullets: ["45 k B2B software companies with 10–200 support agents", "2.1 B EUR spent on help-desk add-ons each year"] },
    { title: "Business Model", bullets: ["Per-agent subscription, 19 EUR a month", "Annual plans with a 15% discount"] },
    { title: "Go-To-Market", bullets: ["Help-desk marketplace listings", "Talks at support-ops meetups; a free first-reply audit"] },
    { title: "Traction", bullets: ["12 paying teams, 340 agents", "Net revenue retention 128%", "First-reply time down 40% on average"] },
    { title: "Team", bullets: ["Łukasz Nowak, CTO: nine years of payment and support platforms", "Zoë Fischer, CEO: led support at Northwind from 5 to 60 agents"] },
    { title: "Ask", bullets: ["1.5 M EUR seed for 18 months of runway", "Hire four engineers and two account executives"] },
  ],
};

export const KINDS: DocKind[] = ["resume", "cover_letter", "cold_email", "pitch_deck"];

/** The document a user downloads after a finished generation of this kind. */
export function draftDoc(kind: DocKind, template: TemplateId): DocModel {
  switch (kind) {
    case "resume":
      return resumeFromSections(resume, template, `${NAME} Resume`);
    case "cover_letter":
      return coverLetterFromText(
        coverLetter,
        { name: NAME, job_title: "Staff Backend Engineer", company_name: "Northwind", contact_info: "lukasz.nowak@example.com · +48 601 234 567 · Kraków" },
        template,
        `${NAME} Cover Letter`,
      );
    case "cold_email":
      return emailFromText(coldEmail, template);
    case "pitch_deck":
      return deckFromSections(deck, template, "Triage Pitch Deck");
  }
}
