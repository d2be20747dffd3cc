DROP TABLE IF EXISTS generator_defaults;
--bun:split
DROP TABLE IF EXISTS templates;
