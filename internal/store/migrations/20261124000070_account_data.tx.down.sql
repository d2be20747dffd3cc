DROP TABLE billing_retained_records;
