CREATE TABLE "sign_in_addresses" (
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_addresses_last_idx" ON "sign_in_addresses" USING btree ("last_signed_in_at");--> statement-breakpoint
-- A new password, however it is set (reset link, profile, CLI, psql), also ends every reset link
-- still outstanding for the user: an older link must not set the password again.
CREATE OR REPLACE FUNCTION users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', OLD.id::text);
  IF TG_OP = 'UPDATE' AND NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    DELETE FROM password_resets WHERE user_id = NEW.id;
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.password_hash IS DISTINCT FROM OLD.password_hash OR (NEW.disabled AND NOT OLD.disabled)) THEN
    DELETE FROM sessions WHERE user_id = NEW.id;
    PERFORM pg_notify('session_revoked', 'user:' || NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
