-- Visitors and customers may book point-to-point trips when the company says so (issue 39, decision 092).
ALTER TABLE "configurations" ADD COLUMN "point_to_point_for_everyone" boolean DEFAULT false NOT NULL;
