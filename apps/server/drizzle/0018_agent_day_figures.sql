CREATE TABLE "agent_day_figures" (
	"ancestor_id" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"day" date NOT NULL,
	"depth" smallint NOT NULL,
	"slot" integer GENERATED ALWAYS AS IDENTITY (sequence name "agent_day_figures_slot_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registrations" integer DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"first_deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win_loss" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_day_figures_ancestor_id_currency_day_depth_slot_pk" PRIMARY KEY("ancestor_id","currency","day","depth","slot")
);
--> statement-breakpoint
ALTER TABLE "agent_day_figures" ADD CONSTRAINT "agent_day_figures_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The agents' daily rollup (decision record 0029). Every row of member_day_figures is added, by
-- the trigger below, to each agent above its member in agent_tree (at the member's depth below
-- that agent); a row of agent_tree adds its member's registration and whole history to its agent,
-- and taking it away takes them back, so a member moved to another agent moves their figures with
-- them. A key (agent, currency, day, depth) may have several rows (slots) that readers sum: a
-- writer adds to a slot no other transaction holds, or opens a new one, and so never waits for the
-- movements of another member of the same agent nor waits in a circle with them.
ALTER TABLE agent_day_figures SET (fillfactor = 70);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_day_figures_add(
  p_ancestor integer, p_currency varchar, p_day date, p_depth smallint, p_registrations integer,
  p_deposit_count integer, p_deposits bigint, p_first_count integer, p_first_amount bigint,
  p_withdrawals bigint, p_valid_bet bigint, p_win_loss bigint, p_bonuses bigint
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_slot integer;
BEGIN
  SELECT f.slot INTO v_slot FROM agent_day_figures f
  WHERE f.ancestor_id = p_ancestor AND f.currency = p_currency AND f.day = p_day
    AND f.depth = p_depth
  LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF FOUND THEN
    UPDATE agent_day_figures f SET
      registrations = f.registrations + p_registrations,
      deposit_count = f.deposit_count + p_deposit_count,
      deposits = f.deposits + p_deposits,
      first_deposit_count = f.first_deposit_count + p_first_count,
      first_deposit_amount = f.first_deposit_amount + p_first_amount,
      withdrawals = f.withdrawals + p_withdrawals,
      valid_bet = f.valid_bet + p_valid_bet,
      win_loss = f.win_loss + p_win_loss,
      bonuses = f.bonuses + p_bonuses
    WHERE f.ancestor_id = p_ancestor AND f.currency = p_currency AND f.day = p_day
      AND f.depth = p_depth AND f.slot = v_slot;
  ELSE
    INSERT INTO agent_day_figures (ancestor_id, currency, day, depth, registrations, deposit_count,
      deposits, first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses)
    VALUES (p_ancestor, p_currency, p_day, p_depth, p_registrations, p_deposit_count, p_deposits,
      p_first_count, p_first_amount, p_withdrawals, p_valid_bet, p_win_loss, p_bonuses);
  END IF;
END;
$$;
--> statement-breakpoint
-- Add to every agent above a member (each at the member's depth below it) in one statement: each
-- key's first slot no other transaction holds, or a new slot.
CREATE OR REPLACE FUNCTION agent_day_figures_spread(
  p_member integer, p_currency varchar, p_day date, p_deposit_count integer, p_deposits bigint,
  p_first_count integer, p_first_amount bigint, p_withdrawals bigint, p_valid_bet bigint,
  p_win_loss bigint, p_bonuses bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH tree AS MATERIALIZED (
    SELECT t.ancestor_id, t.depth,
      (SELECT f.slot FROM agent_day_figures f
       WHERE f.ancestor_id = t.ancestor_id AND f.currency = p_currency AND f.day = p_day
         AND f.depth = t.depth
       LIMIT 1 FOR UPDATE SKIP LOCKED) AS slot
    FROM agent_tree t WHERE t.member_id = p_member
  ),
  kept AS (
    UPDATE agent_day_figures f SET
      deposit_count = f.deposit_count + p_deposit_count,
      deposits = f.deposits + p_deposits,
      first_deposit_count = f.first_deposit_count + p_first_count,
      first_deposit_amount = f.first_deposit_amount + p_first_amount,
      withdrawals = f.withdrawals + p_withdrawals,
      valid_bet = f.valid_bet + p_valid_bet,
      win_loss = f.win_loss + p_win_loss,
      bonuses = f.bonuses + p_bonuses
    FROM tree
    WHERE f.ancestor_id = tree.ancestor_id AND f.currency = p_currency AND f.day = p_day
      AND f.depth = tree.depth AND f.slot = tree.slot
  )
  INSERT INTO agent_day_figures (ancestor_id, currency, day, depth, deposit_count, deposits,
    first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses)
  SELECT tree.ancestor_id, p_currency, p_day, tree.depth, p_deposit_count, p_deposits,
    p_first_count, p_first_amount, p_withdrawals, p_valid_bet, p_win_loss, p_bonuses
  FROM tree WHERE tree.slot IS NULL;
END;
$$;
--> statement-breakpoint
-- A change of a member's day (the member rollup's triggers upsert it) adds its difference to the
-- member's agents.
CREATE OR REPLACE FUNCTION agent_day_figures_on_member_day() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.member_id = OLD.member_id AND NEW.day = OLD.day
     AND NEW.currency = OLD.currency THEN
    IF NEW.deposit_count <> OLD.deposit_count OR NEW.deposits <> OLD.deposits
       OR NEW.first_deposit_count <> OLD.first_deposit_count
       OR NEW.first_deposit_amount <> OLD.first_deposit_amount
       OR NEW.withdrawals <> OLD.withdrawals OR NEW.valid_bet <> OLD.valid_bet
       OR NEW.win_loss <> OLD.win_loss OR NEW.bonuses <> OLD.bonuses THEN
      PERFORM agent_day_figures_spread(NEW.member_id, NEW.currency, NEW.day,
        NEW.deposit_count - OLD.deposit_count, NEW.deposits - OLD.deposits,
        NEW.first_deposit_count - OLD.first_deposit_count,
        NEW.first_deposit_amount - OLD.first_deposit_amount, NEW.withdrawals - OLD.withdrawals,
        NEW.valid_bet - OLD.valid_bet, NEW.win_loss - OLD.win_loss, NEW.bonuses - OLD.bonuses);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM agent_day_figures_spread(OLD.member_id, OLD.currency, OLD.day, -OLD.deposit_count,
      -OLD.deposits, -OLD.first_deposit_count, -OLD.first_deposit_amount, -OLD.withdrawals,
      -OLD.valid_bet, -OLD.win_loss, -OLD.bonuses);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM agent_day_figures_spread(NEW.member_id, NEW.currency, NEW.day, NEW.deposit_count,
      NEW.deposits, NEW.first_deposit_count, NEW.first_deposit_amount, NEW.withdrawals,
      NEW.valid_bet, NEW.win_loss, NEW.bonuses);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_day_figures_on_member_day AFTER INSERT OR UPDATE OR DELETE ON member_day_figures
FOR EACH ROW EXECUTE FUNCTION agent_day_figures_on_member_day();
--> statement-breakpoint
-- What one row of agent_tree brings its agent: the member's registration on the day they
-- registered and every day of their figures, times p_sign (1 when the row comes, -1 when it goes).
CREATE OR REPLACE FUNCTION agent_day_figures_member(
  p_ancestor integer, p_member integer, p_depth smallint, p_sign integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agent_day_figures_add(p_ancestor, m.currency, agent_figures_day(m.created_at), p_depth,
    p_sign, 0, 0, 0, 0, 0, 0, 0, 0)
  FROM members m WHERE m.id = p_member;
  PERFORM agent_day_figures_add(p_ancestor, f.currency, f.day, p_depth, 0,
    p_sign * f.deposit_count, p_sign * f.deposits, p_sign * f.first_deposit_count,
    p_sign * f.first_deposit_amount, p_sign * f.withdrawals, p_sign * f.valid_bet,
    p_sign * f.win_loss, p_sign * f.bonuses)
  FROM member_day_figures f WHERE f.member_id = p_member;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_day_figures_on_tree() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM agent_day_figures_member(OLD.ancestor_id, OLD.member_id, OLD.depth, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM agent_day_figures_member(NEW.ancestor_id, NEW.member_id, NEW.depth, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_day_figures_on_tree AFTER INSERT OR UPDATE OR DELETE ON agent_tree
FOR EACH ROW EXECUTE FUNCTION agent_day_figures_on_tree();
--> statement-breakpoint
-- A member's registration day or currency changed: their registration moves in every agent above.
CREATE OR REPLACE FUNCTION agent_day_figures_on_member() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agent_day_figures_add(t.ancestor_id, OLD.currency, agent_figures_day(OLD.created_at),
    t.depth, -1, 0, 0, 0, 0, 0, 0, 0, 0)
  FROM agent_tree t WHERE t.member_id = NEW.id;
  PERFORM agent_day_figures_add(t.ancestor_id, NEW.currency, agent_figures_day(NEW.created_at),
    t.depth, 1, 0, 0, 0, 0, 0, 0, 0, 0)
  FROM agent_tree t WHERE t.member_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_day_figures_on_member AFTER UPDATE OF created_at, currency ON members
FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.currency IS DISTINCT FROM NEW.currency)
EXECUTE FUNCTION agent_day_figures_on_member();
--> statement-breakpoint
-- A member deleted leaves the tree first, while their row and figures are still there to take back.
CREATE OR REPLACE FUNCTION agent_day_figures_on_member_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agent_tree WHERE member_id = OLD.id OR ancestor_id = OLD.id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_day_figures_on_member_delete BEFORE DELETE ON members
FOR EACH ROW EXECUTE FUNCTION agent_day_figures_on_member_delete();
--> statement-breakpoint
-- The reports' pass over the members' days of a downline in a range reads this index alone
-- (member, day, deposits, valid bet), never the table.
CREATE INDEX member_day_figures_day_index ON member_day_figures (currency, day, member_id)
INCLUDE (deposits, valid_bet);
--> statement-breakpoint
-- A sum of minor units kept in a bigint (an overflow is an error, never a wrong figure): cheaper
-- than sum(), whose numeric result the pass over a large downline does not need.
CREATE AGGREGATE agent_figures_sum(bigint) (
  SFUNC = int8pl, STYPE = bigint, COMBINEFUNC = int8pl, INITCOND = '0', PARALLEL = SAFE
);
--> statement-breakpoint
CREATE VIEW agent_day_figures_expected AS
SELECT ancestor_id, currency, day, depth, sum(registrations)::integer AS registrations,
  sum(deposit_count)::integer AS deposit_count, sum(deposits)::bigint AS deposits,
  sum(first_deposit_count)::integer AS first_deposit_count,
  sum(first_deposit_amount)::bigint AS first_deposit_amount,
  sum(withdrawals)::bigint AS withdrawals, sum(valid_bet)::bigint AS valid_bet,
  sum(win_loss)::bigint AS win_loss, sum(bonuses)::bigint AS bonuses
FROM (
  SELECT t.ancestor_id, m.currency, agent_figures_day(m.created_at) AS day, t.depth,
    1 AS registrations, 0 AS deposit_count, 0::bigint AS deposits, 0 AS first_deposit_count,
    0::bigint AS first_deposit_amount, 0::bigint AS withdrawals, 0::bigint AS valid_bet,
    0::bigint AS win_loss, 0::bigint AS bonuses
  FROM agent_tree t JOIN members m ON m.id = t.member_id
  UNION ALL
  SELECT t.ancestor_id, f.currency, f.day, t.depth, 0, f.deposit_count, f.deposits,
    f.first_deposit_count, f.first_deposit_amount, f.withdrawals, f.valid_bet, f.win_loss,
    f.bonuses
  FROM agent_tree t JOIN member_day_figures f ON f.member_id = t.member_id
) movements
GROUP BY ancestor_id, currency, day, depth;
--> statement-breakpoint
INSERT INTO agent_day_figures (ancestor_id, currency, day, depth, registrations, deposit_count,
  deposits, first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses)
SELECT ancestor_id, currency, day, depth, registrations, deposit_count, deposits,
  first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses
FROM agent_day_figures_expected;
