package writer

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// How the writer writes the names and acronyms people type in lower case: the casing the
// user gave anywhere in the form, the posting's, or a known one (ADR 0037, ADR 0053).

// ambiguousCasing are words that are names in one sense and ordinary words in another ("Go"
// the language, "go" the verb): a capital typed once is not applied everywhere.
var ambiguousCasing = wordSet(`go may march us it am will bill mark rose grace amber sage ed er ms pm outreach med polish`)

// knownCasing is how names and acronyms people type in lower case are written.
var knownCasing = func() map[string]string {
	m := map[string]string{}
	for _, w := range strings.Fields(`PostgreSQL MySQL SQLite MongoDB Redis Kafka Kubernetes Docker Terraform AWS GCP Azure
GraphQL gRPC REST API APIs SDK SQL NoSQL JavaScript TypeScript Python Java Rust Ruby Rails Django Flask React Vue Angular
Node.js iOS Android Swift Kotlin Linux GitHub GitLab CI/CD SRE SLO SLOs SLA SLAs OKRs KPI KPIs ML LLM LLMs NLP UX UI
Figma Sketch Salesforce HubSpot Tableau Excel QuickBooks NetSuite Xero SAP Oracle Workday Jira Notion Slack Shopify Stripe
Snowflake dbt Airflow Spark Hadoop BigQuery Looker
NCLEX BSN RN LPN CNA ICU EKG EKGs ECG EMT ACLS BLS PALS CPR HIPAA EHR EMR Epic Cerner
PharmD NFPA CPA CFA CMA ACCA GAAP IFRS SOX ASC FP&A AP AR ERP
SaaS B2B B2C ARR MRR CRM SEO SEM CAC LTV NPS TAM SAM SOM MVP GTM YoY MoM ROI P&L
CEO CTO CFO COO CMO VP SVP HR PhD MBA MSc BSc MEd MPH BA BS MS MA
STEM NGSS IEP IEPs ELL ESL K-12 AP GPA
EV EVs HVAC CO2 ESG kWh MW GW
Europe Asia Africa LatAm EMEA APAC
LinkedIn YouTube TikTok Instagram WordPress Webflow Canva Zendesk Intercom Gong Outreach
Q1 Q2 Q3 Q4 H1 H2 p99 p95 p50 DPT ACL OSHA CS UCL MIT NYU UCLA LSE GPUs GPU PyTorch TensorFlow WMS
TS USD EUR GBP FX 3PL Latin America DoorDash Uber Airbnb LatAm SOP SOPs IBEW RDH DDS DMD CDA
Relativity Clio Dentrix ServiceTitan Procore AutoCAD Revit Spanish French German Portuguese Mandarin Cantonese Japanese Korean
Arabic Hindi Italian Russian English Polish Ukrainian Vietnamese Tagalog Rutgers
LCSW LMSW LPC MSW SMI CBT DBT CDL OTR CSAT CVT RVT LVT EIT EA IV GMV SHRM-CP SHRM-SCP PHR SPHR HCI CMU UW HPLC NMR LC-MS GC-MS SMS RFI RFIs LEED P6 ServSafe Dovetail HR AmeriCorps SolidWorks FEA ANSYS DFM DFA BSCE BSME BSEE BSChE Tailwind Jest Next.js Vite Redux Cypress Playwright Storybook Google Amazon Microsoft Apple Tesla Netflix Nubank Deepgram Interspeech NeurIPS PyData
Splunk CrowdStrike SentinelOne Suricata SIEM EDR SOC MSSP CISSP CCNA CISM OSCP MITRE BCPS PGY1 ACPE FAFSA PMS SynXis
Tripadvisor Walgreens CVS GA4 ELK BI CPhT GPS AV CX HCA RMN RGN RNLD MHA NMC Postgres Celery DVM NRR Canada Mexico Cicerone COVID ELISA PCR CITI IRB TIPS ASE Yoruba Igbo Hausa Amharic Swahili Tamil Telugu Urdu Farsi Persian Hebrew Greek Turkish Thai Indonesian Malay Dutch Swedish Norwegian Danish Finnish Czech Romanian Hungarian Bengali Punjabi Gujarati Somali Rhino Enscape SketchUp Bluebeam Lumion NCARB CDL-A CDL-B HOS TMS ELD NMLS RYT RYT-200 RYT-500 Samsara EMS PHTLS TNCC NRP Cvent Redshift Dagster Stata SPSS EPA NATE RTU RTUs VRF MPP MPA CCMA eClinicalWorks Semrush Ahrefs DTC VIP VIPs
UKG CPI Eaglesoft NASM CPT CPR/AED PTA HackTX IRA CRO Ford Dodge Chrysler Jeep GMC Buick Cadillac Kia BMW Audi Acura Toyota Honda Chevrolet Nissan Hyundai Subaru Mazda Volkswagen Lexus Volvo Powerstroke AE AEs LTL FTL ISF BOL McLeod Booksy SCPs SCP GuardDuty CSR CSRs MVR P&C CIC CISR IVANS PR PRs AI NDR PLG E2E USP Pyxis Omnicell EPR HOA HOAs GE GWO BST MLS ASCP CAP CLIA MALDI-TOF QC AAT VAT CHST TRIR LOTO BiPAP CPAP ABG ABGs NICU PICU UIKit XCTest SwiftUI A/B EHS CSP ASP Accubid ConEst PlanSwift FastAPI XGBoost LightGBM scikit-learn MLflow Ray Dask Feast SageMaker FC DC RF SD ISD ELA Zoom Schoology Nearpod Desmos Kahoot Seesaw IXL UK NHS NVQ BTEC HNC HND CSCS CNC CMM GD&T QBR QBRs NPSP WCAG AAC SLP CCC-SLP ISO AS9100 PC-DMIS CQT ASQ OT PT ECE SAMHSA CMS EVV FQHC M365 Intune PowerShell Azure VMware Yardi RealPage CapCut TikTok YouTube Sprout PACS ARRT CT MRI CPSM CPM NetSuite XLOOKUP VLOOKUP Gainsight CSM CSMs SDR SDRs BDR BDRs CELTA TESOL TEFL C# L&D KYC BSA AML CAMS SAR SARs TPN RDN CDCES ICU DOT FinCEN OCC FDIC OCR ArcGIS QGIS I&D OTR/L SNF ADL ADLs I-9 I-9s NBCOT ETA
PTO CPCU CSI CDK PDI RIF RIFs WSET Venmo FSA HSA P1 CIA IPA TTB Ekos WebPT Onfleet Docusaurus Markdown Git ADR RevPAR VBA ACX iZotope Guidewire HEC-RAS W-2 W-2s FPC CPP Paycom Paychex RentCafe EKS AKS GKE Argo ArgoCD Prometheus Grafana Datadog PagerDuty EMDR NCLE ABO IFC IBC NBSTSA CST LensCrafters
Gusto ADP ProAdvisor C++ ROS ROS2 SaaStr ARPA ARPU Hootsuite Buffer Mailchimp Klaviyo iPhone iPad MacBook FHA VA USDA LOS Encompass NAMU HMDA TRID HAZWOPER ESA ESAs AECOM IBEW NEC EMT
ASL EIPA NIC PSM PSPO ASHA SLPA H&R Autodesk Navisworks AVImark CI NP FNP FNP-C FNP-BC APRN FQHC HTN DEA CPC CCS CCS-P CPB RHIT RHIA ISTQB CSCS QA SDET 3M CAMTC LMT HIIT Postman Playwright Cypress Selenium JMeter k6
DSO DPO DIO DNAP SRNA SRNAs NBCRNA CRNA CRNAs QEI IUEC EMT-B EMT-P ABYC Lokalise Otis KONE Yamaha Mercury UAD CCC-A CCC-SLP DevOps CAD ALTA Trimble AuD ABR OAE NFT DWC IPM MTTR MTBF ArchivesSpace GitOps EMD EFD APCO BCBA BCBAs BCaBA RBT RBTs ABA CFR DTT CIP SPC MRO NCMR NCMRs FDA CAPA CAPAs CQE ASQ RPR CRR CART MPLS SD-WAN Viptela Cisco Arista Ansible BGP OSPF VXLAN EVPN CCNP ADM Siebel Gearset Coupa Ariba Cornell Palo Alto
pfSense FAA RII CMP T-TEN NALA APICS CPIM CSCP CLTD ProtoPie UserTesting Benefitfocus Hotjar FullStory Amplitude Mixpanel ETL ELT Flink VAP HFNC ICD-10 ICD-9 HCPCS E/M CPC-A CSWA CSWP FSAE SAE ASME Creo Amadeus Sabre GDS Opera OPERA
Vietnam India Japan Germany France Italy Spain Brazil Korea Taiwan Thailand Indonesia Philippines Poland Egypt Nigeria Kenya Ghana Colombia Peru Argentina Portugal Ireland Australia Singapore Malaysia Pakistan Bangladesh
SMB SMBs GC GCs Haas Mazak Okuma Mastercam PBIS NIST CSF PLC PLCs VFD VFDs NDA NDAs Ironclad memoQ Crowdin LQA RPG RPGs YMCA Praxis 3Shape exocad CDT IRROPS Descript CEBS NASENCo LATG ALAT AALAS PDX LAX JFK SFO ORD ATL DFW PHX EWR GWP EYFS HACCP
SCADA CRCST CBSPD HSPA STERRAD MGD MLSS BOD TSS CMMS Wonderware CPE NBE IUOE NCCCO Liebherr Potain NREMT NREMT-A AEMT OEC PHTLS NAEMT
AFO AFOs KAFO KAFOs CTR HIV STI STIs D1.1 D1.5 D1.6 RTO FDM CJF AFA Steinway Dampp-Chaser FRA GCOR GIS ArcGIS QGIS Christian Muslim Jewish Hindu Buddhist Catholic Haitian Creole 3D`) {
		m[strings.ToLower(w)] = w
	}
	// Months and days, written with their capital.
	for _, w := range strings.Fields(`January February March April June July August September October November December
Monday Tuesday Wednesday Thursday Friday Saturday Sunday Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec`) {
		m[strings.ToLower(w)] = w
	}
	return m
}()

// dataToolContext marks a note about data work, where "dbt" is the tool.
var dataToolContext = regexp.MustCompile(`(?i)\b(airflow|dagster|models?|pipelines?|snowflake|bigquery|redshift|sql|warehouse|analytics)\b`)

// engineerKinds come before "eng" in a title: "analytics eng" is an analytics engineer.
var engineerKinds = wordSet(`network systems quality process sec analytics ml platform qa devops security cloud infra infrastructure mobile web sales support field test`)

// devWork and devRole are the words before "dev" that make it development ("menu dev") or
// a developer ("jr dev").
var (
	devWork = wordSet(`menu product business curriculum course leadership professional recipe career brand program programme content lesson software app`)
	devRole = wordSet(`junior jr senior sr stack full-stack frontend backend web ios android mobile game lead unity unreal`)
)

// youAreNext follow "ur" when it is "you're": "ur open to a chat".
var youAreNext = wordSet(`open interested free available around based still looking hiring new welcome right busy`)

// youAreNewTo follow "ur new" when the reader is the one who is new: "ur new to the area".
var youAreNewTo = wordSet(`to here in at there on and as`)

// highSchoolNext follow "hs" when it is a high school: "hs english teacher".
var highSchoolNext = wordSet(`teacher teachers english spanish french german latin chinese math maths science history biology chemistry physics art music diploma student students senior seniors graduate counselor principal football soccer basketball baseball softball volleyball track wrestling swim athletes athletics sports teams team coach`)

// roleShorthand are titles typed short: "ex-john deere eng".
var roleShorthand = wordSet(`eng engs mgr dev devs pm exec sup supv coord`)

// goContext are words that show "go" is the language ("go services", "go and postgres").
var goContext = wordSet(`services service microservices backend developer developers engineer code codebase programming
modules module api apis and postgres postgresql kubernetes rust python java grpc split migration rewrite port`)

// withPostingCasing learns the posting's names and acronyms ("eClinicalWorks", "VRF"), so the
// user's "vrf" reads as the employer wrote it. Only words with an inner capital and acronyms
// of three letters or more count, never a word set in capitals for emphasis ("MUST"), and
// the user's own casing wins.
func (n *notebook) withPostingCasing(posting string) *notebook {
	for _, w := range noteWord.FindAllString(posting, -1) {
		lw := strings.ToLower(w)
		if n.casing[lw] != "" || ambiguousCasing[lw] || emphasisWords[lw] || utf8.RuneCountInString(w) < 3 {
			continue
		}
		if hasInnerCapital(w) || isAcronym(w) {
			n.casing[lw] = w
			if isAcronym(w) && n.casing[lw+"s"] == "" {
				n.casing[lw+"s"] = w + "s" // "SAR" → the user's "sars" are "SARs"
			}
		}
	}
	// A code in capitals and figures ("AWS D1.1", "3G/4G") is written as the posting writes it.
	for _, w := range codeWord.FindAllString(posting, -1) {
		if lw := strings.ToLower(w); lw != w && !strings.ContainsFunc(w, unicode.IsLower) && n.casing[lw] == "" {
			n.casing[lw] = w
		}
	}
	// A single name mid-sentence ("in Epic", "(Fleetio, TMW or similar)") is a name too; not
	// the first word of a longer name ("the App Store"), nor a word the posting also writes in
	// lower case ("iOS apps").
	lowerWords := lowerWordsOf(posting)
	for _, loc := range postingSingleName.FindAllStringSubmatchIndex(posting, -1) {
		name := posting[loc[2]:loc[3]]
		lw := strings.ToLower(name)
		if rest := posting[loc[3]:]; len(rest) > 1 && rest[0] == ' ' && startsUpperLetter(rest[1:]) {
			continue
		}
		if n.casing[lw] == "" && !emphasisWords[lw] && !ambiguousCasing[lw] && !commonWords[lw] && !lowerWords[lw] {
			n.casing[lw] = name
		}
	}
	// A product named in two or three capitalised words mid-sentence ("courses in Articulate
	// Storyline and Rise") is a name, and the user's "articulate storyline" is written so.
	for _, m := range postingName.FindAllStringSubmatch(posting, -1) {
		if name := m[1]; !emphasisWords[strings.ToLower(strings.Fields(name)[0])] {
			n.names = append(n.names, nameCasing{regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(name) + `\b`), name})
		}
	}
	return n
}

// postingName is a run of two or three capitalised words after a lower-case word or a
// comma: "in Articulate Storyline", "with Epic Willow"; not the last words of a title
// ("Special Education Teacher").
var postingName = regexp.MustCompile(`(?:\b[a-z]+,?|,) ((?:[A-Z][a-z]+)(?: [A-Z][a-z0-9]+){1,2})\b`)

// codeWord is a code with a figure in it: "D1.1", "3G/4G", "T4".
var codeWord = regexp.MustCompile(`\b[\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*(?:[./][\p{L}\p{N}]+)*`)

// lowerWordsOf are the words a text writes in lower case.
func lowerWordsOf(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range noteWord.FindAllString(text, -1) {
		if !strings.ContainsFunc(w, unicode.IsUpper) {
			out[w] = true
		}
	}
	return out
}

// postingSingleName is one capitalised word after a lower-case word, a bracket or a comma.
var postingSingleName = regexp.MustCompile(`(?:\b[a-z]+ |\(|, )([A-Z][a-z]{2,}[a-z0-9]*)\b`)

// commonWords are ordinary words a posting may capitalise mid-sentence ("our Team", "a
// Bachelor's", "the voice of the customer to Product"): never taken as names, so the user's
// "love the product side" stays as typed.
var commonWords = wordSet(`math maths science history reading writing art music geography biology chemistry physics algebra geometry team teams company people customers clients patients students members staff bachelor master
experience skills knowledge ability degree manager director lead senior junior office department group role position job
work working day days week weeks month months year years monday tuesday wednesday thursday friday saturday sunday
product products sales engineering design marketing finance operations support legal research data growth success
hospital hospitals clinic school schools store site sites service services council college ward unit units board trust estate estates`)

// emphasisWords are words a posting may set in capitals to stress them.
var emphasisWords = wordSet(`must not all and the you your our are will only new now apply full time part please note
required preferred remote hybrid paid free who what why how can may plus bonus need needed key top`)
