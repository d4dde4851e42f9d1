-- Each seeded service now has its own picture (/images/services/<service id>.svg); the category pictures
-- moved to /images/categories/. Rows still showing the old seeded category picture get their own; an image an
-- admin set is left alone.
UPDATE "services" SET "image" = '/images/services/' || "id" || '.svg' WHERE "image" = '/images/services/' || "category_id" || '.svg';
