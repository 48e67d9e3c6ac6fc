-- The language Kickoff speaks to a person (issue 30): null follows the browser (see packages/db/src/schema/auth.ts).
ALTER TABLE "users" ADD COLUMN "language" text;