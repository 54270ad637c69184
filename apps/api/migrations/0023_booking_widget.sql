-- The booking widget (issue 27): the websites allowed to show the booking form in a frame, each as its origin
-- (`https://www.example.com`), sent as CSP frame-ancestors. Empty: no other website may frame it.
ALTER TABLE "configurations" ADD COLUMN "widget_origins" text[] DEFAULT '{}' NOT NULL;
