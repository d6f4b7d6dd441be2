ALTER TABLE "agent_day_figures" ADD COLUMN "active_members" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_day_figures" ADD COLUMN "cum_deposits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_day_figures" ADD COLUMN "cum_valid_bet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Running totals and active members in the rollups (decision record 0029). Each member's day row
-- also keeps the member's deposits and valid bet of the currency over every day up to it, so a
-- range's sums are the difference of two rows the index below finds directly, whatever the range's
-- length; each agent's day row also counts the members whose day meets the active rule of the
-- agent's plan.
UPDATE member_day_figures f SET cum_deposits = r.cum_deposits, cum_valid_bet = r.cum_valid_bet
FROM (
  SELECT member_id, day, currency, sum(deposits) OVER w AS cum_deposits,
    sum(valid_bet) OVER w AS cum_valid_bet
  FROM member_day_figures
  WINDOW w AS (PARTITION BY member_id, currency ORDER BY day)
) r
WHERE f.member_id = r.member_id AND f.day = r.day AND f.currency = r.currency;
--> statement-breakpoint
CREATE INDEX member_day_figures_running_index ON member_day_figures (member_id, currency, day)
INCLUDE (cum_deposits, cum_valid_bet);
--> statement-breakpoint
-- One writer of a member's days at a time (advisory lock class "mday", key the member): a new day
-- starts from the running totals of the member's latest day before it, and a movement on an earlier
-- day (a late settlement) carries into every later day, so no two transactions may interleave
-- there. Every movement of a member already locks one of their day rows until commit, so the lock
-- queues nothing that did not queue before, but two movements of one member on different days.
CREATE OR REPLACE FUNCTION member_day_figures_add(
  p_site integer, p_member integer, p_currency varchar, p_day date,
  p_deposit_count integer, p_deposits bigint, p_first_count integer, p_first_amount bigint,
  p_withdrawals bigint, p_valid_bet bigint, p_win_loss bigint, p_bonuses bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1835295097, p_member);
  UPDATE member_day_figures f SET
    deposit_count = f.deposit_count + p_deposit_count,
    deposits = f.deposits + p_deposits,
    first_deposit_count = f.first_deposit_count + p_first_count,
    first_deposit_amount = f.first_deposit_amount + p_first_amount,
    withdrawals = f.withdrawals + p_withdrawals,
    valid_bet = f.valid_bet + p_valid_bet,
    win_loss = f.win_loss + p_win_loss,
    bonuses = f.bonuses + p_bonuses,
    cum_deposits = f.cum_deposits + p_deposits,
    cum_valid_bet = f.cum_valid_bet + p_valid_bet
  WHERE f.member_id = p_member AND f.day = p_day AND f.currency = p_currency;
  IF NOT FOUND THEN
    -- The member's lock is held, so no other transaction inserts the row meanwhile.
    INSERT INTO member_day_figures (member_id, day, currency, site_id, deposit_count, deposits,
      first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses,
      cum_deposits, cum_valid_bet)
    SELECT p_member, p_day, p_currency, p_site, p_deposit_count, p_deposits, p_first_count,
      p_first_amount, p_withdrawals, p_valid_bet, p_win_loss, p_bonuses,
      COALESCE(b.cum_deposits, 0) + p_deposits, COALESCE(b.cum_valid_bet, 0) + p_valid_bet
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (
      SELECT p.cum_deposits, p.cum_valid_bet FROM member_day_figures p
      WHERE p.member_id = p_member AND p.currency = p_currency AND p.day < p_day
      ORDER BY p.day DESC LIMIT 1
    ) b ON true;
  END IF;
  IF p_deposits <> 0 OR p_valid_bet <> 0 THEN
    UPDATE member_day_figures f SET
      cum_deposits = f.cum_deposits + p_deposits,
      cum_valid_bet = f.cum_valid_bet + p_valid_bet
    WHERE f.member_id = p_member AND f.currency = p_currency AND f.day > p_day;
  END IF;
END;
$$;
--> statement-breakpoint
-- Whether a member's sums (a day's, or a range's) make them active under a plan's rule: at least
-- both minimums, and one of them above zero. 1 or 0.
CREATE OR REPLACE FUNCTION agent_figures_active(
  p_deposits bigint, p_valid_bet bigint, p_min_deposit bigint, p_min_valid_bet bigint
) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_deposits >= p_min_deposit AND p_valid_bet >= p_min_valid_bet
              AND (p_deposits > 0 OR p_valid_bet > 0) THEN 1 ELSE 0 END
$$;
--> statement-breakpoint
-- Each agent's active rule: its plan's minimums, zeros without a plan.
CREATE VIEW agent_active_rules AS
SELECT a.id AS agent_id, COALESCE(p.min_deposit, 0)::bigint AS min_deposit,
  COALESCE(p.min_valid_bet, 0)::bigint AS min_valid_bet
FROM members a LEFT JOIN agent_plans p ON p.id = a.agent_plan_id;
--> statement-breakpoint
DROP TRIGGER agent_day_figures_on_member_day ON member_day_figures;
--> statement-breakpoint
DROP TRIGGER agent_day_figures_on_tree ON agent_tree;
--> statement-breakpoint
DROP TRIGGER agent_day_figures_on_member ON members;
--> statement-breakpoint
DROP FUNCTION agent_day_figures_on_member_day();
--> statement-breakpoint
DROP FUNCTION agent_day_figures_on_tree();
--> statement-breakpoint
DROP FUNCTION agent_day_figures_on_member();
--> statement-breakpoint
DROP FUNCTION agent_day_figures_member(integer, integer, smallint, integer);
--> statement-breakpoint
DROP FUNCTION agent_day_figures_spread(integer, varchar, date, integer, bigint, integer, bigint,
  bigint, bigint, bigint, bigint);
--> statement-breakpoint
DROP FUNCTION agent_day_figures_add(integer, varchar, date, smallint, integer, integer, bigint,
  integer, bigint, bigint, bigint, bigint, bigint);
--> statement-breakpoint
CREATE FUNCTION agent_day_figures_add(
  p_ancestor integer, p_currency varchar, p_day date, p_depth smallint, p_registrations integer,
  p_deposit_count integer, p_deposits bigint, p_first_count integer, p_first_amount bigint,
  p_withdrawals bigint, p_valid_bet bigint, p_win_loss bigint, p_bonuses bigint, p_active integer
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
      bonuses = f.bonuses + p_bonuses,
      active_members = f.active_members + p_active
    WHERE f.ancestor_id = p_ancestor AND f.currency = p_currency AND f.day = p_day
      AND f.depth = p_depth AND f.slot = v_slot;
  ELSE
    INSERT INTO agent_day_figures (ancestor_id, currency, day, depth, registrations, deposit_count,
      deposits, first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses,
      active_members)
    VALUES (p_ancestor, p_currency, p_day, p_depth, p_registrations, p_deposit_count, p_deposits,
      p_first_count, p_first_amount, p_withdrawals, p_valid_bet, p_win_loss, p_bonuses, p_active);
  END IF;
END;
$$;
--> statement-breakpoint
-- Add a change of a member's day to every agent above the member (each at the member's depth below
-- it) in one statement: each key's first slot no other transaction holds, or a new slot. The day's
-- deposits and valid bet before and after the change tell each agent whether its active members
-- that day changed under its own rule. Writers hold each agent's rule lock (advisory class "arul",
-- key the agent) shared, taken in a statement before the one that reads the rule; a change of the
-- rule holds it alone while it counts the agent's active members again, so nothing is ever counted
-- under a rule that is no longer the agent's.
CREATE FUNCTION agent_day_figures_spread(
  p_member integer, p_currency varchar, p_day date, p_deposit_count integer, p_deposits bigint,
  p_first_count integer, p_first_amount bigint, p_withdrawals bigint, p_valid_bet bigint,
  p_win_loss bigint, p_bonuses bigint, p_old_deposits bigint, p_old_valid_bet bigint,
  p_new_deposits bigint, p_new_valid_bet bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1634891116, t.ancestor_id)
  FROM agent_tree t WHERE t.member_id = p_member ORDER BY t.ancestor_id;
  WITH tree AS MATERIALIZED (
    SELECT t.ancestor_id, t.depth,
      agent_figures_active(p_new_deposits, p_new_valid_bet, r.min_deposit, r.min_valid_bet)
        - agent_figures_active(p_old_deposits, p_old_valid_bet, r.min_deposit, r.min_valid_bet)
        AS active,
      (SELECT f.slot FROM agent_day_figures f
       WHERE f.ancestor_id = t.ancestor_id AND f.currency = p_currency AND f.day = p_day
         AND f.depth = t.depth
       LIMIT 1 FOR UPDATE SKIP LOCKED) AS slot
    FROM agent_tree t JOIN agent_active_rules r ON r.agent_id = t.ancestor_id
    WHERE t.member_id = p_member
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
      bonuses = f.bonuses + p_bonuses,
      active_members = f.active_members + tree.active
    FROM tree
    WHERE f.ancestor_id = tree.ancestor_id AND f.currency = p_currency AND f.day = p_day
      AND f.depth = tree.depth AND f.slot = tree.slot
  )
  INSERT INTO agent_day_figures (ancestor_id, currency, day, depth, deposit_count, deposits,
    first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses,
    active_members)
  SELECT tree.ancestor_id, p_currency, p_day, tree.depth, p_deposit_count, p_deposits,
    p_first_count, p_first_amount, p_withdrawals, p_valid_bet, p_win_loss, p_bonuses, tree.active
  FROM tree WHERE tree.slot IS NULL;
END;
$$;
--> statement-breakpoint
-- A change of a member's day (the member rollup's triggers upsert it) adds its difference to the
-- member's agents; a change of the running totals alone changes nothing there.
CREATE FUNCTION agent_day_figures_on_member_day() RETURNS trigger
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
        NEW.valid_bet - OLD.valid_bet, NEW.win_loss - OLD.win_loss, NEW.bonuses - OLD.bonuses,
        OLD.deposits, OLD.valid_bet, NEW.deposits, NEW.valid_bet);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM agent_day_figures_spread(OLD.member_id, OLD.currency, OLD.day, -OLD.deposit_count,
      -OLD.deposits, -OLD.first_deposit_count, -OLD.first_deposit_amount, -OLD.withdrawals,
      -OLD.valid_bet, -OLD.win_loss, -OLD.bonuses, OLD.deposits, OLD.valid_bet, 0, 0);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM agent_day_figures_spread(NEW.member_id, NEW.currency, NEW.day, NEW.deposit_count,
      NEW.deposits, NEW.first_deposit_count, NEW.first_deposit_amount, NEW.withdrawals,
      NEW.valid_bet, NEW.win_loss, NEW.bonuses, 0, 0, NEW.deposits, NEW.valid_bet);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_day_figures_on_member_day AFTER INSERT OR UPDATE OR DELETE ON member_day_figures
FOR EACH ROW EXECUTE FUNCTION agent_day_figures_on_member_day();
--> statement-breakpoint
-- What one row of agent_tree brings its agent: the member's registration on the day they
-- registered and every day of their figures (with whether the day makes them active under the
-- agent's rule), times p_sign (1 when the row comes, -1 when it goes).
CREATE FUNCTION agent_day_figures_member(
  p_ancestor integer, p_member integer, p_depth smallint, p_sign integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1634891116, p_ancestor);
  PERFORM agent_day_figures_add(p_ancestor, m.currency, agent_figures_day(m.created_at), p_depth,
    p_sign, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  FROM members m WHERE m.id = p_member;
  PERFORM agent_day_figures_add(p_ancestor, f.currency, f.day, p_depth, 0,
    p_sign * f.deposit_count, p_sign * f.deposits, p_sign * f.first_deposit_count,
    p_sign * f.first_deposit_amount, p_sign * f.withdrawals, p_sign * f.valid_bet,
    p_sign * f.win_loss, p_sign * f.bonuses,
    p_sign * agent_figures_active(f.deposits, f.valid_bet, r.min_deposit, r.min_valid_bet))
  FROM member_day_figures f JOIN agent_active_rules r ON r.agent_id = p_ancestor
  WHERE f.member_id = p_member;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION agent_day_figures_on_tree() RETURNS trigger
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
CREATE FUNCTION agent_day_figures_on_member() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agent_day_figures_add(t.ancestor_id, OLD.currency, agent_figures_day(OLD.created_at),
    t.depth, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  FROM agent_tree t WHERE t.member_id = NEW.id;
  PERFORM agent_day_figures_add(t.ancestor_id, NEW.currency, agent_figures_day(NEW.created_at),
    t.depth, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  FROM agent_tree t WHERE t.member_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_day_figures_on_member AFTER UPDATE OF created_at, currency ON members
FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.currency IS DISTINCT FROM NEW.currency)
EXECUTE FUNCTION agent_day_figures_on_member();
--> statement-breakpoint
-- An agent's rule changed (another plan, none, or its plan's minimums): its active members are
-- counted again from its downline's days under the rule now in force.
CREATE FUNCTION agent_day_figures_recount(p_agent integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1634891116, p_agent);
  UPDATE agent_day_figures SET active_members = 0
  WHERE ancestor_id = p_agent AND active_members <> 0;
  PERFORM agent_day_figures_add(p_agent, c.currency, c.day, c.depth, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    c.active)
  FROM (
    SELECT f.currency, f.day, t.depth,
      sum(agent_figures_active(f.deposits, f.valid_bet, r.min_deposit, r.min_valid_bet))::integer
        AS active
    FROM agent_tree t
    JOIN member_day_figures f ON f.member_id = t.member_id
    JOIN agent_active_rules r ON r.agent_id = t.ancestor_id
    WHERE t.ancestor_id = p_agent
    GROUP BY f.currency, f.day, t.depth
  ) c
  WHERE c.active <> 0;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION agent_day_figures_on_agent_plan() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agent_day_figures_recount(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_day_figures_on_agent_plan AFTER UPDATE OF agent_plan_id ON members
FOR EACH ROW WHEN (OLD.agent_plan_id IS DISTINCT FROM NEW.agent_plan_id)
EXECUTE FUNCTION agent_day_figures_on_agent_plan();
--> statement-breakpoint
CREATE FUNCTION agent_day_figures_on_plan_rule() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agent_day_figures_recount(m.id)
  FROM (SELECT a.id FROM members a WHERE a.agent_plan_id = NEW.id ORDER BY a.id) m;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_day_figures_on_plan_rule AFTER UPDATE OF min_deposit, min_valid_bet ON agent_plans
FOR EACH ROW WHEN (OLD.min_deposit IS DISTINCT FROM NEW.min_deposit OR OLD.min_valid_bet IS DISTINCT FROM NEW.min_valid_bet)
EXECUTE FUNCTION agent_day_figures_on_plan_rule();
--> statement-breakpoint
CREATE OR REPLACE VIEW agent_day_figures_expected AS
SELECT ancestor_id, currency, day, depth, sum(registrations)::integer AS registrations,
  sum(deposit_count)::integer AS deposit_count, sum(deposits)::bigint AS deposits,
  sum(first_deposit_count)::integer AS first_deposit_count,
  sum(first_deposit_amount)::bigint AS first_deposit_amount,
  sum(withdrawals)::bigint AS withdrawals, sum(valid_bet)::bigint AS valid_bet,
  sum(win_loss)::bigint AS win_loss, sum(bonuses)::bigint AS bonuses,
  sum(active_members)::integer AS active_members
FROM (
  SELECT t.ancestor_id, m.currency, agent_figures_day(m.created_at) AS day, t.depth,
    1 AS registrations, 0 AS deposit_count, 0::bigint AS deposits, 0 AS first_deposit_count,
    0::bigint AS first_deposit_amount, 0::bigint AS withdrawals, 0::bigint AS valid_bet,
    0::bigint AS win_loss, 0::bigint AS bonuses, 0 AS active_members
  FROM agent_tree t JOIN members m ON m.id = t.member_id
  UNION ALL
  SELECT t.ancestor_id, f.currency, f.day, t.depth, 0, f.deposit_count, f.deposits,
    f.first_deposit_count, f.first_deposit_amount, f.withdrawals, f.valid_bet, f.win_loss,
    f.bonuses, agent_figures_active(f.deposits, f.valid_bet, r.min_deposit, r.min_valid_bet)
  FROM agent_tree t
  JOIN member_day_figures f ON f.member_id = t.member_id
  JOIN agent_active_rules r ON r.agent_id = t.ancestor_id
) movements
GROUP BY ancestor_id, currency, day, depth;
--> statement-breakpoint
DELETE FROM agent_day_figures;
--> statement-breakpoint
INSERT INTO agent_day_figures (ancestor_id, currency, day, depth, registrations, deposit_count,
  deposits, first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses,
  active_members)
SELECT ancestor_id, currency, day, depth, registrations, deposit_count, deposits,
  first_deposit_count, first_deposit_amount, withdrawals, valid_bet, win_loss, bonuses,
  active_members
FROM agent_day_figures_expected;
