-- Pictures become bytes: SVG text stays as its UTF-8 bytes, and rendered WebP can be stored.
ALTER TABLE "media" ALTER COLUMN "body" SET DATA TYPE bytea USING convert_to("body", 'UTF8');
