import { describe, expect, it } from "vitest";
import { callToActionFor, DEFAULT_CTA, readAsk } from "./ask";
import { coldEmailConfig, emailCta } from "./kinds";
import ctaVectors from "./cta.vectors.json";

// The same examples as internal/draft/ask_test.go: both sides read an ask alike.
describe("readAsk", () => {
  it.each([
    ["ask if the med surg residency has spots for the fall cohort", "BSN, passed NCLEX", "job_enquiry"],
    ["ask about regional routes home weekends", "class a cdl 8 yrs, 1.1M miles accident free", "job_enquiry"],
    ["ask if you need a sous chef this spring", "5 yrs line, jr sous at fable kitchen", "job_enquiry"],
    ["ask if i can come in for a ride-along", "4 yrs resi plumbing", "job_enquiry"],
    ["ask if you could intro me to whoever hires for the clinic", "3 yrs front desk", "introduction"],
    ["find out if you're hiring a staff engineer for the ledger team", "9 yrs backend", "job_enquiry"],
    ["ask about renting a chair", "licensed barber 7 yrs\nbring ~120 regular clients", "job_enquiry"],
    ["find out if you're adding agents to your team", "licensed agent 5 yrs (MA)\n$14M closed volume 2024", "job_enquiry"],
    ["partner on bridal packages - you refer, we give your brides 10% off", "own glow studio 6 yrs", "sales"],
    ["informational interview about moving into edtech ux", "7 yrs teaching", "informational_interview"],
    // "not asking for a job" says what the chat is not: a job is named only to be ruled out.
    ["15 min chat about how pmm works at a larger co, not asking for a job", "product marketer 3 yrs", "informational_interview"],
    ["learn how your team got into demand forecasting", "", "informational_interview"],
    ["pitch our seed round", "raising $2.5M seed", "fundraising"],
    ["see if our program fits your climate resilience priority", "ed of a tree planting nonprofit\nplanted 4,200 trees", "fundraising"],
    ["book a 20 min demo", "route planning software that cuts fuel spend ~15%", "sales"],
    ["see if you'd be open to a chat about the role", "we're hiring a senior ios engineer", "hiring"],
    ["ask for an intro to tidewater's ceo", "marketing director 5 yrs", "introduction"],
    ["", "Raising $500k pre-seed", "fundraising"],
    ["ask if pixelworks takes junior devs", "3 react apps", "job_enquiry"],
    ["hire you as our founding engineer", "first engineer at Plotline (seed, $3.5M)", "hiring"],
    ["raising to hire 2 engineers", "raising $1.5M pre-seed", "fundraising"],
    ["quick call to tell you about the role", "recruiter at St. Anne's\nhiring 12 ICU RNs, nights, $8k sign-on", "hiring"],
    ["15 min call", "hiring 3 apprentices this spring, paid training", "hiring"],
    // A role the reader is asked to want is the sender's to fill; one the sender asks to be considered for is theirs to seek.
    ["see if you'd be interested in the part-time bookkeeper role", "dairy co-op, 40 members\nbooks on quickbooks, 10 hrs/wk", "hiring"],
    ["ask if you'd consider me for the bookkeeper role", "bookkeeper 6 yrs, quickbooks", "job_enquiry"],
    ["coffee next week to tell you about the role", "partner at Harbor Ventures, $120M fund II\nhiring our first investment analyst", "hiring"],
    ["20 min to ask how you'd spend the next 6 months if you were me", "self-taught, 8 months in\nlooking for my first dev job", "informational_interview"],
    ["ask for 20 min to learn if our program fits your education priorities", "exec director, readwell (after-school literacy)\n$380k budget, 30% from foundations", "fundraising"],
    ["ask about your spring grant cycle", "we serve 240 kids in 6 schools", "fundraising"],
    ["ask if you have room for an undergrad RA in your lab this summer", "junior, marine bio major, 3.7 gpa", "job_enquiry"],
    ["20 min chat about moving from libraries into ux research", "public librarian 6 yrs\ngoogle ux cert 2025", "informational_interview"],
    ["coffee to talk about switching from teaching to product management", "7th grade science teacher 8 yrs", "informational_interview"],
    ["quick chat about getting into ux writing", "copywriter 4 yrs", "informational_interview"],
    ["book a walkthrough of your building", "own kim plumbing, 9 techs\nclosed 40+ jobs/qtr", "sales"],
    ["ask about your 3 open jobs for techs", "hvac tech 4 yrs", "job_enquiry"],
    ["ask if you'd consider me for the ops manager role", "licensed agent 6 yrs\nwant to move from sales into operations", "job_enquiry"],
    // Asking whether the reader needs people of a role is a job enquiry, not a sale (ADR 0076).
    ["ask if you need nurses for the new site", "rn 6 yrs, er then urgent care\nbilingual eng/cantonese", "job_enquiry"],
    ["see if the shop needs more techs this summer", "hvac tech 4 yrs, epa 608", "job_enquiry"],
    ["find out if you're looking for a designer for the rebrand", "brand designer 5 yrs", "job_enquiry"],
    // In an offer line the same words are what a staffing firm sells.
    ["book a 20 min call", "we place travel-ready nurses in 48 hrs for clinics that need nurses fast", "sales"],
  ])("%s / %s → %s", (goal, offer, want) => {
    expect(readAsk(goal, offer)).toBe(want);
  });

  it("takes an email aimed at a job as a job enquiry when nothing else shows", () => {
    expect(readAsk("book a call", "Go services", true)).toBe("job_enquiry");
  });
});

// cta.vectors.json is shared with internal/draft/ask_test.go: both sides end an email alike.
describe("callToActionFor (cta.vectors.json)", () => {
  it("is written for the same default", () => {
    expect(ctaVectors.default).toBe(DEFAULT_CTA);
  });

  it.each(ctaVectors.vectors.map((v) => [v.goal, v.cta, v.want] as const))("%s / %s → %s", (goal, cta, want) => {
    expect(callToActionFor(goal, cta)).toBe(want);
  });
});

describe("the email's call to action on the page", () => {
  const values = { sender_name: "Hannah Liu", recipient: "Sam", offer: "public librarian 6 yrs", goal: "20 min chat about moving into ux research", cta: "" };

  it("previews the meeting the goal names before generating", () => {
    expect(emailCta(values)).toBe("Open to a 20-minute chat?");
    const preview = JSON.stringify(coldEmailConfig.fromForm(values, "default"));
    expect(preview).toContain("Open to a 20-minute chat?");
    expect(preview).not.toContain("15-minute");
  });

  it("asks the server for the same call to action", () => {
    expect(coldEmailConfig.toRequest(values, "default")).toMatchObject({ cta: "Open to a 20-minute chat?" });
  });

  it("keeps a chip the user chose", () => {
    expect(emailCta({ ...values, cta: "10-minute intro call this week" })).toBe("Open to a 10-minute intro call this week?");
  });
});
