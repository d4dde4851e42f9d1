-- Aadhaar numbers are stored encrypted; rows still holding the digits are encrypted at start-up (modules/riders/aadhaar.ts).
ALTER TABLE "riders" RENAME COLUMN "aadhar_number" TO "aadhar_number_encrypted";
