-- One vocabulary for the day of the trip (issue 37, decision 077): a car's place on a trip is a slot, and what its
-- driver marks on it (accept, decline, on the way, on location, on board, dropped off) is a step. The table of slots
-- was named after its driver, the steps' table after "events", its kind column "move" and its time "tapped_at".
-- Renamed, with their indexes, constraints and triggers; the rows, keys and foreign keys stay as they are.
ALTER TABLE "reservation_drivers" RENAME TO "reservation_slots";--> statement-breakpoint
ALTER INDEX "reservation_drivers_pkey" RENAME TO "reservation_slots_pkey";--> statement-breakpoint
ALTER INDEX "reservation_drivers_slot_key" RENAME TO "reservation_slots_slot_key";--> statement-breakpoint
ALTER INDEX "reservation_drivers_reservation_idx" RENAME TO "reservation_slots_reservation_idx";--> statement-breakpoint
ALTER INDEX "reservation_drivers_driver_idx" RENAME TO "reservation_slots_driver_idx";--> statement-breakpoint
ALTER TABLE "reservation_slots" RENAME CONSTRAINT "reservation_drivers_reservation_id_reservations_id_fk" TO "reservation_slots_reservation_id_reservations_id_fk";--> statement-breakpoint
ALTER TABLE "reservation_slots" RENAME CONSTRAINT "reservation_drivers_reservation_car_id_reservation_cars_id_fk" TO "reservation_slots_reservation_car_id_reservation_cars_id_fk";--> statement-breakpoint
ALTER TABLE "reservation_slots" RENAME CONSTRAINT "reservation_drivers_driver_id_users_id_fk" TO "reservation_slots_driver_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "reservation_slots" RENAME CONSTRAINT "reservation_drivers_progress_known" TO "reservation_slots_progress_known";--> statement-breakpoint
ALTER TABLE "reservation_slots" RENAME CONSTRAINT "reservation_drivers_extras_state_known" TO "reservation_slots_extras_state_known";--> statement-breakpoint
ALTER TABLE "reservation_slots" RENAME CONSTRAINT "reservation_drivers_extras_range" TO "reservation_slots_extras_range";--> statement-breakpoint
ALTER TRIGGER "reservation_drivers_progress" ON "reservation_slots" RENAME TO "reservation_slots_progress";--> statement-breakpoint
ALTER TRIGGER "reservation_drivers_notify_change" ON "reservation_slots" RENAME TO "reservation_slots_notify_change";--> statement-breakpoint
ALTER TABLE "slot_events" RENAME TO "slot_steps";--> statement-breakpoint
ALTER TABLE "slot_steps" RENAME COLUMN "move" TO "step";--> statement-breakpoint
ALTER TABLE "slot_steps" RENAME COLUMN "tapped_at" TO "taken_at";--> statement-breakpoint
ALTER INDEX "slot_events_pkey" RENAME TO "slot_steps_pkey";--> statement-breakpoint
ALTER INDEX "slot_events_client_key" RENAME TO "slot_steps_client_key";--> statement-breakpoint
ALTER INDEX "slot_events_slot_idx" RENAME TO "slot_steps_slot_idx";--> statement-breakpoint
ALTER INDEX "slot_events_reservation_idx" RENAME TO "slot_steps_reservation_idx";--> statement-breakpoint
ALTER SEQUENCE "reservation_drivers_id_seq" RENAME TO "reservation_slots_id_seq";--> statement-breakpoint
ALTER SEQUENCE "slot_events_id_seq" RENAME TO "slot_steps_id_seq";--> statement-breakpoint
ALTER TABLE "reservation_slots" RENAME CONSTRAINT "reservation_drivers_extras_reviewed_by_id_fkey" TO "reservation_slots_extras_reviewed_by_id_fkey";--> statement-breakpoint
ALTER TABLE "slot_steps" RENAME CONSTRAINT "slot_events_reservation_id_fkey" TO "slot_steps_reservation_id_fkey";--> statement-breakpoint
ALTER TABLE "slot_steps" RENAME CONSTRAINT "slot_events_slot_id_fkey" TO "slot_steps_slot_id_fkey";--> statement-breakpoint
ALTER TABLE "slot_steps" RENAME CONSTRAINT "slot_events_driver_id_fkey" TO "slot_steps_driver_id_fkey";--> statement-breakpoint
ALTER TABLE "slot_steps" RENAME CONSTRAINT "slot_events_actor_id_fkey" TO "slot_steps_actor_id_fkey";--> statement-breakpoint
ALTER TABLE "slot_steps" RENAME CONSTRAINT "slot_events_move_known" TO "slot_steps_step_known";
